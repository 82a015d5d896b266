// Staff sign-out: ends the server session when it can, forgets it on this device, and keeps every unsent change.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { showToast } from '../ui/toast';
import { deleteSnapshots } from '../db/backup';
import { useDb } from '../db/db-context';
import { signOutStaff } from '../sync/auth-staff';
import { sessionAtom, staffSessionAtom, syncStatusAtom, useAtomValue, useSetAtom } from './state';

export function useStaffSignOut() {
  const { t } = useLingui();
  const db = useDb();
  const session = useAtomValue(staffSessionAtom);
  const status = useAtomValue(syncStatusAtom);
  const setSession = useSetAtom(sessionAtom);
  return async () => {
    if (session) await signOutStaff(db, session);
    // The automatic backup holds the office's data: it does not outlive the session on this device.
    await deleteSnapshots(db);
    // The guard of the screen on show then leads to the sign-in page.
    setSession({ status: 'signed-out', byUser: true });
    const pending = status?.pending ?? 0;
    showToast({
      title: t`Signed out`,
      message:
        pending > 0
          ? t`${plural(pending, {
              one: '# unsent change stays on this device and will be sent at the next sign-in.',
              other: '# unsent changes stay on this device and will be sent at the next sign-in.',
            })}`
          : t`See you soon.`,
    });
  };
}
