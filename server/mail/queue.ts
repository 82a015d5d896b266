// The automatic client messages, written as clientMessages rows (channel 'email') in the transaction
// of the change that causes them, as the server's own records: devices pull them and show their state
// on the booking. At most one per booking and kind: a unique index (migration 012) and
// `insert ... on conflict do nothing`. Without SMTP the row is still written, as 'not_configured'.

import { randomUUID } from 'node:crypto';
import type { MessageKind } from '../../src/domain/billing-types';
import { serverHlc } from '../sync/merge';
import { storedClocks, type Writer } from '../sync/records';
import { TABLES, toParam } from '../sync/tables';
import type { MailConfig } from './config';
import { bookingEmail, composeFor, loadBookings, loadMailSettings, loadPeople, type MailBooking, type MailSettings } from './compose';

export interface QueueContext {
  /** The HLC node of the server's writes. */
  node: string;
  /** Email is configured: the rows wait for the worker ('queued'); otherwise 'not_configured'. */
  mail: MailConfig | undefined;
  /** PUBLIC_ORIGIN, else the origin of the request that causes the message: the status link's base. */
  origin: string | undefined;
}

export interface MessageRequest {
  bookingId: string;
  kind: MessageKind;
}

/**
 * Inserts clientMessages rows as the server in one statement (each with its `id`, else a new one);
 * those of a booking and kind already written, or of an id already taken, are skipped.
 */
export async function insertMessages(writer: Writer, rows: readonly Record<string, unknown>[], now: Date, node: string): Promise<number> {
  const columns = TABLES.clientMessages.columns;
  const values = rows.map((fields) => {
    const version = writer.nextVersion();
    const hlc = serverHlc(now.getTime(), node, []);
    const written = columns.filter((c) => fields[c.field] !== undefined && fields[c.field] !== null);
    return [
      typeof fields.id === 'string' ? fields.id : randomUUID(),
      version,
      storedClocks(Object.fromEntries(written.map((c) => [c.field, hlc]))),
      storedClocks(Object.fromEntries(written.map((c) => [c.field, version]))),
      ...columns.map((c) => toParam(c, fields[c.field])),
    ];
  });
  const cast = (c: (typeof columns)[number], i: number) =>
    c.kind === 'json' ? `(e->>${i})::jsonb` : c.kind === 'int' ? `(e->>${i})::integer` : c.kind === 'uuid' ? `(e->>${i})::uuid` : `e->>${i}`;
  const result = await writer.tx.query(
    `insert into clientMessages (id, created_at, updated_at, version, deleted, field_hlc, field_version, ${columns.map((c) => c.column).join(', ')})
     select (e->>0)::uuid, $2::timestamptz, $2::timestamptz, (e->>1)::bigint, false, e->2, e->3, ${columns.map((c, i) => cast(c, i + 4)).join(', ')}
     from jsonb_array_elements($1::jsonb) e
     on conflict do nothing`,
    [JSON.stringify(values), now.toISOString()],
  );
  return result.rowCount;
}

/**
 * Queues the automatic emails asked for, in the writer's transaction: each only when its template is
 * automatic and the booking is live and has an email address; one of a kind the booking already has
 * is skipped by the unique index. A few statements whatever the number of messages. Answers how
 * many rows were written.
 */
export async function queueClientMessages(
  writer: Writer,
  context: QueueContext,
  requests: readonly MessageRequest[],
  now: Date,
  preloaded?: MailSettings,
  /** The bookings as the caller just read them in this transaction. */
  read?: Map<string, MailBooking>,
): Promise<number> {
  if (requests.length === 0) return 0;
  const settings = preloaded ?? (await loadMailSettings(writer.tx));
  const wanted = requests.filter((r) => settings.messaging.templates[r.kind].auto);
  if (wanted.length === 0) return 0;
  const ids = [...new Set(wanted.map((r) => r.bookingId))];
  const bookings = read && ids.every((id) => read.has(id)) ? read : await loadBookings(writer.tx, ids);
  const seen = new Set<string>();
  const due = wanted.filter(({ bookingId, kind }) => {
    const booking = bookings.get(bookingId);
    if (!booking || booking.deleted || !bookingEmail(booking) || seen.has(`${bookingId}:${kind}`)) return false;
    seen.add(`${bookingId}:${kind}`);
    return true;
  });
  if (due.length === 0) return 0;
  const people = await loadPeople(writer.tx, due.map((r) => bookings.get(r.bookingId) as MailBooking));
  const rows = due.map(({ bookingId, kind }) => {
    const booking = bookings.get(bookingId) as MailBooking;
    const message = composeFor(booking, kind, settings, context.origin, people);
    return {
      bookingId,
      kind,
      channel: 'email',
      lang: message.lang,
      recipient: bookingEmail(booking),
      subject: message.subject,
      body: message.body,
      state: context.mail ? 'queued' : 'not_configured',
      attempts: 0,
      nextAttemptAt: context.mail ? now.toISOString() : null,
    };
  });
  return insertMessages(writer, rows, now, context.node);
}
