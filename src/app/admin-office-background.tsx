// What the back office does while it is open, whatever the screen: a notice when bookings or messages
// arrive from the website (settings 'enableNotifications'), and on an administrator's device the daily
// automatic backup (settings 'autoBackup').
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { deleteSnapshots, takeSnapshotIfDue } from '../db/backup';
import type { AppDb } from '../db/db';
import { useDb } from '../db/db-context';
import { useSettings } from '../db/hooks';
import { useWebsiteArrivals } from '../db/office-queries';
import type { StaffRole } from '../domain/types';
import { showToast } from '../ui/toast';

const DAY_MS = 24 * 3600 * 1000;
/** The first backup check waits for the screen to settle; then one an hour finds the day's due. */
const FIRST_CHECK_MS = 5000;
const CHECK_EVERY_MS = 3600 * 1000;

const names = (people: { firstName: string; lastName: string }[]) =>
  people
    .slice(0, 3)
    .map((p) => `${p.firstName} ${p.lastName}`)
    .join(', ') + (people.length > 3 ? '…' : '');

/**
 * A notice for each website booking (source 'public') and contact message that reaches this device
 * while the back office is open. What the device held when it opened (or when the setting was
 * switched on) is not news; only the last day is watched, so a first sync of a new device is quiet.
 */
function useArrivalNotices(db: AppDb, enabled: boolean) {
  const { t } = useLingui();
  const [since] = useState(() => new Date(Date.now() - DAY_MS).toISOString());
  const arrivals = useWebsiteArrivals(db, since, enabled);
  const known = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (!arrivals) {
      known.current = null;
      return;
    }
    if (known.current === null) {
      known.current = new Set([...arrivals.bookings, ...arrivals.contacts].map((r) => r.id));
      return;
    }
    const seen = known.current;
    const bookings = arrivals.bookings.filter((b) => !seen.has(b.id));
    const contacts = arrivals.contacts.filter((c) => !seen.has(c.id));
    for (const record of [...bookings, ...contacts]) seen.add(record.id);
    const newBookings = bookings.length;
    const newMessages = contacts.length;
    const parts = [
      newBookings > 0 && `${t`${plural(newBookings, { one: '# booking', other: '# bookings' })}`} (${names(bookings)})`,
      newMessages > 0 && `${t`${plural(newMessages, { one: '# message', other: '# messages' })}`} (${names(contacts)})`,
    ].filter(Boolean);
    // One toast at a time: both kinds in one notice.
    if (parts.length > 0) showToast({ color: 'gold', title: t`New from the website`, message: parts.join(' · ') });
  }, [arrivals, t]);
}

function useDailyBackup(db: AppDb, enabled: boolean) {
  const { t } = useLingui();
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      takeSnapshotIfDue(db).catch((error: unknown) =>
        showToast({
          color: 'red',
          title: t`The automatic backup could not be kept`,
          message: error instanceof Error ? error.message : String(error),
        }),
      );
    };
    const first = setTimeout(check, FIRST_CHECK_MS);
    const hourly = setInterval(check, CHECK_EVERY_MS);
    return () => {
      clearTimeout(first);
      clearInterval(hourly);
    };
  }, [db, enabled, t]);
}

export function OfficeBackground({ role }: { role: StaffRole }) {
  const db = useDb();
  const settings = useSettings();
  useArrivalNotices(db, settings?.enableNotifications === true);
  // A driver's device holds only the bookings: its copy would not be a backup of the office. And a
  // copy an administrator left on this device holds what a driver may not read: it goes.
  useDailyBackup(db, role === 'admin' && settings?.autoBackup === true);
  useEffect(() => {
    if (role !== 'admin') void deleteSnapshots(db).catch(() => undefined);
  }, [db, role]);
  return null;
}
