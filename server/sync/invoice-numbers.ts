// Invoice numbers (CGI annex II art. 242 nonies A: one continuous chronological sequence, never a gap
// nor a double), given in the transaction of the push that stores the invoice (batch-effects.ts).
//
// The year's counter row of invoice_counters is created if missing (`on conflict do nothing`), then
// locked (`for update`) until the push commits: a concurrent push waits for it, and a push that rolls
// back gives its numbers back with it (a SEQUENCE would skip them). Invoices and credit notes share the
// sequence. Each new record gets its number, its issue date (Europe/Paris today) as the server, so
// that they reach every device, the one that prepared it offline too.
//
// With settings.invoicing.autoOnDone, a ride that becomes completed gets its invoice from the server
// in the same transaction, once per booking (never when the booking already has one, credited or not).

import { randomUUID } from 'node:crypto';
import { invoicingOf } from '../../src/domain/billing-defaults';
import type { Extra, InvoicingSettings } from '../../src/domain/billing-types';
import { companyOf } from '../../src/domain/default-settings';
import { bookingInvoiceLines, formatInvoiceNumber, sellerParty } from '../../src/domain/invoice';
import { parisToday } from '../../src/domain/paris-time';
import { SETTINGS_ID, type Booking, type Settings } from '../../src/domain/types';
import type { Queryable } from '../storage/queryable';
import type { StoredRecord } from './merge';
import type { Moved } from './ride-moves';
import { loadManyForUpdate, type Writer } from './records';
import { createAsServer, writeAsServer } from './server-writes';
import { rowToWire } from './tables';

/**
 * Reserves the next `count` numbers of a year's sequence, in the caller's transaction: the counter row
 * stays locked until it commits or rolls back. Answers the first one.
 */
export async function reserveNumbers(tx: Queryable, year: number, count: number): Promise<number> {
  await tx.query('insert into invoice_counters (year, last) values ($1, 0) on conflict (year) do nothing', [year]);
  const { rows } = await tx.query<{ last: number }>('select last from invoice_counters where year = $1 for update', [year]);
  const last = Number(rows[0]?.last ?? 0);
  await tx.query('update invoice_counters set last = $2 where year = $1', [year, last + count]);
  return last + 1;
}

const live = (record: StoredRecord | null | undefined): record is StoredRecord => !!record && !record.deleted;

type InvoiceSettings = Pick<Settings, 'vatTransport' | 'vatHourly' | 'company'> & { extras?: Extra[]; invoicing?: InvoicingSettings };

async function loadSettings(tx: Queryable): Promise<InvoiceSettings | null> {
  const { rows } = await tx.query<Record<string, unknown>>('select * from settings where id = $1 and not deleted', [SETTINGS_ID]);
  return rows[0] ? (rowToWire('settings', rows[0]) as unknown as InvoiceSettings) : null;
}

/** Rides the batch completed: their status was not 'completed' before it and is now. */
function completedNow(bookings: readonly Moved[]): string[] {
  const out = new Set<string>();
  for (const r of bookings) {
    const was = live(r.before) && r.before.fields.status === 'completed';
    if (!was && live(r.after) && r.after.fields.status === 'completed') out.add(r.id);
  }
  return [...out];
}

/** The invoices the server makes itself for rides just completed, when the settings say so. */
async function autoInvoices(writer: Writer, bookings: readonly Moved[], now: Date): Promise<{ id: string; fields: Record<string, unknown> }[]> {
  const done = completedNow(bookings);
  if (done.length === 0) return [];
  const settings = await loadSettings(writer.tx);
  const invoicing = invoicingOf(settings);
  if (!invoicing.autoOnDone) return [];
  const { rows } = await writer.tx.query<{ booking_id: string }>('select distinct booking_id from invoices where booking_id = any($1::uuid[])', [
    `{${done.join(',')}}`,
  ]);
  const billed = new Set(rows.map((row) => String(row.booking_id).toLowerCase()));
  const rides = await loadManyForUpdate(writer.tx, 'bookings', done.filter((id) => !billed.has(id.toLowerCase())));
  const seller = sellerParty(companyOf(settings ?? undefined));
  const out: { id: string; fields: Record<string, unknown> }[] = [];
  for (const id of done) {
    const record = rides.get(id);
    if (!live(record)) continue;
    const booking = rowToWire('bookings', record.row) as unknown as Booking;
    out.push({
      id: randomUUID(),
      fields: {
        bookingId: id,
        kind: 'invoice',
        issueDate: parisToday(now),
        serviceDate: booking.pickupDate,
        seller,
        client: { name: `${booking.firstName} ${booking.lastName}`.trim() || '-', address: '' },
        business: false,
        lines: bookingInvoiceLines(booking, settings ?? undefined, 'fr'),
        vatExempt: invoicing.vatExempt,
        paymentTerms: invoicing.paymentTerms,
      },
    });
  }
  return out;
}

/**
 * Numbers the invoices the batch created (in the batch's order), then issues those of the rides it
 * completed when the settings say so. `bookings`: the batch's bookings and those whose status followed
 * their rides.
 */
export async function issueInvoices(writer: Writer, node: string, created: readonly Moved[], bookings: readonly Moved[], now: Date): Promise<void> {
  const fresh = created.filter((r) => r.before === null && live(r.after) && !r.after.fields.number);
  const auto = await autoInvoices(writer, bookings, now);
  const count = fresh.length + auto.length;
  if (count === 0) return;
  const issueDate = parisToday(now);
  const first = await reserveNumbers(writer.tx, Number(issueDate.slice(0, 4)), count);
  const year = Number(issueDate.slice(0, 4));
  await writeAsServer(
    writer,
    'invoices',
    fresh.map((r, i) => ({ id: r.id, record: r.after as StoredRecord, fields: { number: formatInvoiceNumber(year, first + i), issueDate } })),
    now,
    node,
  );
  await createAsServer(
    writer,
    'invoices',
    auto.map(({ id, fields }, i) => ({ id, fields: { ...fields, number: formatInvoiceNumber(year, first + fresh.length + i) } })),
    now,
    node,
  );
}
