// The randomized sync test's writes and model: random local writes through the repository (now and
// then one too large for a small body cap), and the state the server must hold after a set of
// applied mutations (per-field last-write-wins by HLC; a delete is final).

import { createRecord, deleteRecord, patchRecord } from '../../src/db/repository';
import { compareHlc } from '../../src/domain/hlc';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { BOOKING_STATUSES, REMARK_COLORS, type Booking, type OutboxOp, type Remark, type SyncedTable } from '../../src/domain/types';
import type { Rng } from '../domain/prng';
import { recordKey, type ServerRecord } from './backend';
import type { Device } from './devices';

type Row = Record<string, unknown>;

export function uuidFrom(rng: Rng): string {
  const h = rng.hex(32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[rng.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const byId = <T extends { id: string }>(rows: T[]) => rows.sort((a, b) => (a.id < b.id ? -1 : 1));

/** Text of about `bytes` bytes of UTF-8 ('€' is three), at most 2,000 characters (the schemas' limit). */
const long = (rng: Rng, bytes: number) => `${rng.hex(4)} ${'€'.repeat(Math.min(1990, Math.ceil(bytes / 3)))}`;

/** One random local write through the repository. */
export async function randomWrite(rng: Rng, device: Device): Promise<void> {
  const { db } = device;
  const bookings = byId(await db.bookings.toArray()) as Booking[];
  const remarks = byId(await db.remarks.toArray()) as Remark[];
  const roll = rng.int(0, 99);
  if (roll < 15 || bookings.length === 0) {
    await createRecord(db, 'bookings', {
      id: uuidFrom(rng),
      firstName: rng.pick(['Ines', 'Karim', 'Lea', 'Omar']),
      lastName: rng.pick(['Martin', 'Haddad', 'Peeters']),
      email: '',
      phone: '+33 6 11 22 33 44',
      pickupLocation: rng.pick(['CDG T2', 'Gare du Nord', 'Nice Airport']),
      pickupDate: `2026-12-${String(rng.int(10, 28))}`,
      pickupTime: `${String(rng.int(10, 23))}:${rng.pick(['00', '15', '30', '45'])}`,
      serviceType: 'transfer',
      passengers: rng.int(1, 6),
      luggage: rng.int(0, 4),
      totalPrice: `${rng.int(60, 400)}.00`,
      vatKind: 'transport',
      status: 'pending',
      source: 'admin',
      // Now and then a long note: too large for a small body cap on its own.
      ...(rng.bool(0.15) ? { specialRequests: long(rng, rng.int(1000, 6000)) } : {}),
    });
  } else if (roll < 55) {
    const target = rng.pick(bookings);
    const changes: Row = {};
    if (rng.bool()) changes.status = rng.pick(BOOKING_STATUSES);
    if (rng.bool()) changes.passengers = rng.int(1, 8);
    if (rng.bool()) changes.pickupTime = `${String(rng.int(10, 23))}:${rng.pick(['05', '20', '35', '50'])}`;
    if (rng.bool(0.3)) changes.specialRequests = rng.bool(0.3) ? null : rng.bool(0.3) ? long(rng, rng.int(1000, 6000)) : `Request ${rng.hex(4)}`;
    if (Object.keys(changes).length === 0) changes.luggage = rng.int(0, 9);
    await patchRecord(db, 'bookings', target.id, changes);
  } else if (roll < 62) {
    await deleteRecord(db, 'bookings', rng.pick(bookings).id);
  } else if (roll < 77) {
    const booking = rng.pick(bookings);
    const position = rng.int(0, 20);
    await createRecord(db, 'remarks', { id: uuidFrom(rng), bookingId: booking.id, text: `Note ${rng.hex(6)}`, position, color: REMARK_COLORS[position % 6]! });
  } else if (roll < 87 && remarks.length > 0) {
    await patchRecord(db, 'remarks', rng.pick(remarks).id, { text: `Edited ${rng.hex(6)}` });
  } else if (roll < 92 && remarks.length > 0) {
    await deleteRecord(db, 'remarks', rng.pick(remarks).id);
  } else {
    const tour = rng.pick(Object.values(SAMPLE_IDS.tours));
    if (await db.tours.get(tour)) await patchRecord(db, 'tours', tour, { price: `${rng.int(100, 900)}.00` });
  }
}

/** A mutation as the device made it (recorded from its outbox, never from the server). */
export interface Made {
  mutationId: string;
  device: string;
  table: SyncedTable;
  recordId: string;
  op: OutboxOp;
  fields: Row;
  hlc: string;
}

/**
 * The model: the seed state, then every applied mutation in version order, by per-field LWW; a delete
 * is final. A booking made by a push is the pushing account's (`createdBy`, set by the server).
 */
export function model(
  seed: Map<string, ServerRecord>,
  applied: { made: Made; version: number }[],
  creator?: string,
): Map<string, { deleted: boolean; fields: Row }> {
  const SEED = '1970-01-01T00:00:00.000Z-0000-0000000000000000';
  const state = new Map<string, { deleted: boolean; fields: Map<string, { value: unknown; hlc: string }> }>();
  for (const [key, row] of seed) {
    const fields = new Map<string, { value: unknown; hlc: string }>();
    for (const [field, value] of Object.entries(row.data)) if (field !== 'updatedAt') fields.set(field, { value, hlc: SEED });
    state.set(key, { deleted: row.deleted, fields });
  }
  for (const { made } of [...applied].sort((a, b) => a.version - b.version)) {
    const key = recordKey(made.table, made.recordId);
    let record = state.get(key);
    if (made.op === 'delete') {
      if (record) record.deleted = true;
      else state.set(key, { deleted: true, fields: new Map() });
      continue;
    }
    if (!record) {
      record = { deleted: false, fields: new Map([['id', { value: made.recordId, hlc: SEED }]]) };
      if (made.table === 'bookings' && creator) record.fields.set('createdBy', { value: creator, hlc: made.hlc });
      state.set(key, record);
    }
    if (record.deleted) continue;
    for (const [field, value] of Object.entries(made.fields)) {
      if (field === 'updatedAt' || field === 'id' || field === 'rev') continue;
      // createdAt is the create's; a later create of the same id changes nothing.
      if (field === 'createdAt' && record.fields.has('createdAt')) continue;
      const stored = record.fields.get(field);
      if (stored && compareHlc(made.hlc, stored.hlc) <= 0) continue;
      record.fields.set(field, { value, hlc: made.hlc });
    }
  }
  const out = new Map<string, { deleted: boolean; fields: Row }>();
  for (const [key, record] of state) {
    const fields: Row = {};
    for (const [field, { value }] of record.fields) if (value !== null && value !== undefined) fields[field] = value;
    out.set(key, { deleted: record.deleted, fields });
  }
  return out;
}
