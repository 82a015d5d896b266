// The profile screen's data: the signed-in account as this device knows it, and the password change.
import { staffSessionAtom, useAtomValue } from '../../app/state';
import { useDb } from '../../db/db-context';
import { useStaff } from '../../db/hooks';
import { changeOwnPassword } from '../../sync/auth-staff-account';

export function useProfile() {
  const session = useAtomValue(staffSessionAtom);
  const staff = useStaff();
  const account = session ? staff?.find((s) => s.id === session.user.id) : undefined;
  return { session, account };
}

export function useChangePassword() {
  const db = useDb();
  const session = useAtomValue(staffSessionAtom);
  return async (currentPassword: string, newPassword: string) => {
    if (!session) return { ok: false as const, reason: 'unauthorized' as const };
    return changeOwnPassword(db, session, currentPassword, newPassword);
  };
}
