// The sign-in screen's data: which sign-in it offers, the sign-in itself and standalone mode's first
// use (the session goes into app state).
import { useEffect, useState } from 'react';
import { sessionAtom, useSetAtom } from '../../app/state';
import { useDb } from '../../db/db-context';
import { loadSignInMode, setUpLocalAdmin, signInStaff, type SignInMode } from '../../sync/auth-staff';

/** Where the sign-in goes; undefined while the server is being probed. */
export function useSignInMode(): [SignInMode | undefined, (mode: SignInMode) => void] {
  const db = useDb();
  const [mode, setMode] = useState<SignInMode | undefined>(undefined);
  useEffect(() => {
    let live = true;
    loadSignInMode(db).then(
      (value) => live && setMode(value),
      () => live && setMode('offline'),
    );
    return () => {
      live = false;
    };
  }, [db]);
  return [mode, setMode];
}

export function useStaffSignIn() {
  const db = useDb();
  const setSession = useSetAtom(sessionAtom);
  /** `code`: the one-time code of an account with two-factor on, once the server asked for it. */
  return async (username: string, password: string, code?: string) => {
    const result = await signInStaff(db, username, password, code ? { code } : {});
    if (result.ok) setSession({ status: 'signed-in', session: result.session });
    return result;
  };
}

export function useLocalSetup() {
  const db = useDb();
  const setSession = useSetAtom(sessionAtom);
  return async (username: string, password: string) => {
    const result = await setUpLocalAdmin(db, username, password);
    if (result.ok) setSession({ status: 'signed-in', session: result.session });
    return result;
  };
}
