// Words and formats of the sync screen: table and operation names, dates, values.
import { useLingui } from '@lingui/react/macro';
import type { OutboxOp, SyncedTable } from '../../domain/types';
import { intlLocale } from '../../i18n/i18n';
import { useLang } from '../../i18n/use-lang';

export function useSyncLabels() {
  const { t } = useLingui();
  const lang = useLang();
  const tables: Record<SyncedTable, string> = {
    cars: t`Car`,
    tours: t`Tour`,
    posts: t`Blog post`,
    bookings: t`Booking`,
    remarks: t`Remark`,
    contacts: t`Message`,
    settings: t`Settings`,
    rideEvents: t`Ride step`,
    timeOff: t`Time off`,
    downtimes: t`Vehicle downtime`,
    profiles: t`Staff profile`,
    invoices: t`Invoice`,
    clientMessages: t`Client message`,
  };
  const ops: Record<OutboxOp, string> = { create: t`Created`, patch: t`Changed`, delete: t`Deleted` };
  const dateTime = new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'medium', timeStyle: 'short' });
  return {
    table: (table: string) => tables[table as SyncedTable] ?? table,
    op: (op: OutboxOp) => ops[op],
    when: (iso: string | null | undefined) => {
      const time = iso ? Date.parse(iso) : NaN;
      return Number.isFinite(time) ? dateTime.format(time) : '-';
    },
  };
}

/** A field value as short text: strings as they are, everything else as JSON. */
export function formatValue(value: unknown, max = 80): string {
  const text = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The first characters of an id, enough to tell records apart on screen. */
export const shortId = (id: string) => id.slice(0, 8);
