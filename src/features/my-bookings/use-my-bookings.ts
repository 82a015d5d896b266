// The bookings of this visitor: those made on this device (with their delivery state) and, for a
// signed-in customer, those the server holds for the account.
import { useEffect, useState } from 'react';
import { sessionAtom, syncControlAtom, useAtomValue, useSetAtom } from '../../app/state';
import { useDb } from '../../db/db-context';
import { useDeviceBookings } from '../../db/sync-hooks';
import { loadCustomerBookings, type CustomerBookingsResult } from '../../sync/auth-customer';

export { useDeviceBookings };

/** Asks the server, once per visit of the page, what became of the bookings this device sent. */
export function useReceiptRefresh(online: boolean) {
  const control = useAtomValue(syncControlAtom);
  useEffect(() => {
    if (control && online) control.refreshReceipts().catch(() => undefined);
  }, [control, online]);
}

export type AccountBookings = CustomerBookingsResult | { kind: 'loading' } | { kind: 'none' };

export function useAccountBookings(online: boolean): AccountBookings {
  const db = useDb();
  const state = useAtomValue(sessionAtom);
  const setSession = useSetAtom(sessionAtom);
  const token = state.status === 'signed-in' && state.session.kind === 'customer' ? state.session.token : null;
  const [result, setResult] = useState<{ token: string; value: CustomerBookingsResult } | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    void loadCustomerBookings(db, token).then((value) => {
      if (!live) return;
      setResult({ token, value });
      if (value.kind === 'unauthorized')
        setSession((current) =>
          current.status === 'signed-in' && current.session.token === token ? { ...current, needsSignIn: true } : current,
        );
    });
    return () => {
      live = false;
    };
  }, [db, token, online, setSession]);

  if (!token) return { kind: 'none' };
  if (!result || result.token !== token) return { kind: 'loading' };
  return result.value;
}
