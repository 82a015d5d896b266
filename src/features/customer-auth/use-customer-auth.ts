// The customer account actions of the public site; each puts the resulting session into app state.
import { sessionAtom, useAtomValue, useSetAtom } from '../../app/state';
import { useDb } from '../../db/db-context';
import { signInCustomer, signOutCustomer, signUpCustomer, type CustomerSignupInput } from '../../sync/auth-customer';

export function useCustomerSession() {
  const state = useAtomValue(sessionAtom);
  return state.status === 'signed-in' && state.session.kind === 'customer' ? state.session : null;
}

export function useCustomerSignIn() {
  const db = useDb();
  const setSession = useSetAtom(sessionAtom);
  return async (email: string, password: string) => {
    const result = await signInCustomer(db, email, password);
    if (result.ok) setSession({ status: 'signed-in', session: result.session });
    return result;
  };
}

export function useCustomerSignUp() {
  const db = useDb();
  const setSession = useSetAtom(sessionAtom);
  return async (input: CustomerSignupInput) => {
    const result = await signUpCustomer(db, input);
    if (result.ok) setSession({ status: 'signed-in', session: result.session });
    return result;
  };
}

export function useCustomerSignOut() {
  const db = useDb();
  const session = useCustomerSession();
  const setSession = useSetAtom(sessionAtom);
  return async () => {
    if (session) await signOutCustomer(db, session);
    setSession({ status: 'signed-out' });
  };
}
