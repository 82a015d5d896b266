// Which automatic client messages a push batch causes, written in the batch's transaction (push.ts):
//   received     a booking created by the batch
//   confirmed    a booking that became confirmed, or got its driver (the first of the two sends it)
//   on_the_way   a ride's 'en_route' event, new in the batch
//   on_location  a ride's 'on_location' event, new in the batch
//   thank_you    a booking that became completed (its 'done' event, or staff)
//   cancelled    a booking that became cancelled
// The state before the batch is taken before its effects (a status that follows the ride's events is
// written by them), the state after once they ran.

import type { MessageKind } from '../../src/domain/billing-types';
import type { BatchTrace } from '../sync/batch-effects';
import type { Writer } from '../sync/records';
import type { Queryable } from '../storage/queryable';
import { emailAddress, loadBookings, loadBookingStates } from './compose';
import { queueClientMessages, type MessageRequest, type QueueContext } from './queue';

interface Before {
  /** null: the batch created the booking. */
  status: string | null;
  driverId: string | null;
}

export type BookingsBefore = Map<string, Before>;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value.toLowerCase() : null);
const EVENT_KINDS: Partial<Record<string, MessageKind>> = { en_route: 'on_the_way', on_location: 'on_location' };

/** The bookings the batch touched (itself or through their events), as they were before it. */
export async function bookingsBefore(tx: Queryable, trace: BatchTrace): Promise<BookingsBefore> {
  const out: BookingsBefore = new Map();
  for (const r of trace.records('bookings')) {
    const before = r.before && !r.before.deleted ? r.before : null;
    out.set(r.id, { status: before ? text(before.fields.status) : null, driverId: before ? text(before.fields.driverId) : null });
    if (r.before?.deleted) out.set(r.id, { status: 'deleted', driverId: null });
  }
  const byEvents = new Set<string>();
  for (const event of trace.records('rideEvents')) {
    const booking = text(event.after?.fields.bookingId);
    if (booking && !out.has(booking)) byEvents.add(booking);
  }
  // Their events are in, their status not yet followed (batch-effects.ts): the stored one is the one before.
  for (const [id, booking] of await loadBookingStates(tx, [...byEvents])) {
    out.set(id, { status: text(booking.status), driverId: text(booking.driverId) });
  }
  return out;
}

/** Queues the messages the batch causes (see the list above); answers how many. */
export async function queueBatchMessages(writer: Writer, context: QueueContext, trace: BatchTrace, before: BookingsBefore, now: Date): Promise<number> {
  if (before.size === 0) return 0;
  const requests: MessageRequest[] = [];
  // A booking the batch left without an email address gets no message: it is not even read (the
  // effects of a batch never write an email). Those touched through their events are read.
  const left = new Map(trace.records('bookings').map((r) => [r.id, r.after]));
  const candidates = [...before.keys()].filter((id) => {
    const record = left.get(id);
    return !record || (!record.deleted && emailAddress(record.fields.email) !== null);
  });
  const after = await loadBookings(writer.tx, candidates);
  for (const [id, was] of before) {
    const booking = after.get(id);
    if (!booking || booking.deleted || was.status === 'deleted') continue;
    const status = text(booking.fields.status);
    const driver = text(booking.fields.driverId);
    const open = status === 'pending' || status === 'confirmed';
    if (was.status === null && open) requests.push({ bookingId: id, kind: 'received' });
    if (open && ((status === 'confirmed' && was.status !== 'confirmed') || (driver && !was.driverId))) {
      requests.push({ bookingId: id, kind: 'confirmed' });
    }
    if (was.status === null) continue;
    if (status === 'completed' && was.status !== 'completed') requests.push({ bookingId: id, kind: 'thank_you' });
    if (status === 'cancelled' && was.status !== 'cancelled') requests.push({ bookingId: id, kind: 'cancelled' });
  }
  for (const event of trace.records('rideEvents')) {
    const kind = EVENT_KINDS[String(event.after?.fields.kind)];
    const bookingId = text(event.after?.fields.bookingId);
    if (!kind || !bookingId || event.before || !event.after || event.after.deleted) continue;
    const status = text(after.get(bookingId)?.fields.status);
    if (status === 'pending' || status === 'confirmed') requests.push({ bookingId, kind });
  }
  return queueClientMessages(writer, context, requests, now, undefined, after);
}
