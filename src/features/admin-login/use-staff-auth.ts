// The sign-in screen's data: the default-credentials hint and the sign-in itself (the session goes into app state).
import { useEffect, useState } from 'react';
import { sessionAtom, useSetAtom } from '../../app/state';
import { useDb } from '../../db/db-context';
import { loadCredentialsHint, signInStaff, type DefaultCredentials } from '../../sync/auth-staff';

/** The default credentials while they are in force; null when not (or unknown); undefined while loading. */
export function useCredentialsHint(): DefaultCredentials | null | undefined {
  const db = useDb();
  const [hint, setHint] = useState<DefaultCredentials | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    loadCredentialsHint(db).then(
      (value) => live && setHint(value),
      () => live && setHint(null),
    );
    return () => {
      live = false;
    };
  }, [db]);
  return hint;
}

export function useStaffSignIn() {
  const db = useDb();
  const setSession = useSetAtom(sessionAtom);
  return async (username: string, password: string) => {
    const result = await signInStaff(db, username, password);
    if (result.ok) setSession({ status: 'signed-in', session: result.session });
    return result;
  };
}
