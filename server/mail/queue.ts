// The automatic client messages, written as clientMessages rows (channel 'email') in the transaction
// of the change that causes them, as the server's own records: devices pull them and show their state
// on the booking. At most one per booking and kind: a unique index (migration 012) and
// `insert ... on conflict do nothing`. Without SMTP the row is still written, as 'not_configured'.

import { randomUUID } from 'node:crypto';
import type { MessageKind } from '../../src/domain/billing-types';
import { serverHlc } from '../sync/merge';
import type { Writer } from '../sync/records';
import { TABLES, toParam } from '../sync/tables';
import type { MailConfig } from './config';
import { bookingEmail, composeFor, loadBookings, loadMailSettings, type MailSettings } from './compose';

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

/** Inserts one clientMessages row as the server; false when the booking already has one of its kind. */
async function insertMessage(writer: Writer, id: string, fields: Record<string, unknown>, now: Date, node: string): Promise<boolean> {
  const version = writer.nextVersion();
  const hlc = serverHlc(now.getTime(), node, []);
  const names = ['id', 'created_at', 'updated_at', 'version', 'deleted', 'field_hlc', 'field_version'];
  const written = TABLES.clientMessages.columns.filter((c) => fields[c.field] !== undefined && fields[c.field] !== null);
  const params: unknown[] = [
    id,
    now,
    now,
    version,
    false,
    JSON.stringify(Object.fromEntries(written.map((c) => [c.field, hlc]))),
    JSON.stringify(Object.fromEntries(written.map((c) => [c.field, version]))),
  ];
  for (const column of written) {
    names.push(column.column);
    params.push(toParam(column, fields[column.field]));
  }
  const result = await writer.tx.query(
    `insert into clientMessages (${names.join(', ')}) values (${params.map((_p, i) => `$${i + 1}`).join(', ')}) on conflict do nothing`,
    params,
  );
  return result.rowCount > 0;
}

/**
 * Queues the automatic emails asked for, in the writer's transaction: each only when its template is
 * automatic, the booking is live and has an email address, and it has no email of that kind yet.
 * Answers how many rows were written.
 */
export async function queueClientMessages(
  writer: Writer,
  context: QueueContext,
  requests: readonly MessageRequest[],
  now: Date,
  preloaded?: MailSettings,
): Promise<number> {
  if (requests.length === 0) return 0;
  const settings = preloaded ?? (await loadMailSettings(writer.tx));
  const wanted = requests.filter((r) => settings.messaging.templates[r.kind].auto);
  if (wanted.length === 0) return 0;
  const bookings = await loadBookings(writer.tx, [...new Set(wanted.map((r) => r.bookingId))]);
  const { rows } = await writer.tx.query<{ booking_id: string; kind: string }>(
    `select booking_id, kind from clientMessages where channel = 'email' and booking_id = any($1::uuid[])`,
    [`{${[...bookings.keys()].join(',')}}`],
  );
  const sent = new Set(rows.map((r) => `${r.booking_id}:${r.kind}`));
  let count = 0;
  for (const { bookingId, kind } of wanted) {
    const booking = bookings.get(bookingId);
    const recipient = booking && !booking.deleted ? bookingEmail(booking) : null;
    if (!booking || !recipient || sent.has(`${bookingId}:${kind}`)) continue;
    sent.add(`${bookingId}:${kind}`);
    const message = await composeFor(writer.tx, booking, kind, settings, context.origin);
    const fields = {
      bookingId,
      kind,
      channel: 'email',
      lang: message.lang,
      recipient,
      subject: message.subject,
      body: message.body,
      state: context.mail ? 'queued' : 'not_configured',
      attempts: 0,
      nextAttemptAt: context.mail ? now.toISOString() : null,
    };
    if (await insertMessage(writer, randomUUID(), fields, now, context.node)) count++;
  }
  return count;
}
