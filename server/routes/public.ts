// Visitors' bookings and contact messages (SYNC.md 'Visitors'): insert-only, idempotent on the
// device-made id, priced by the server, answered with a receipt that reads that one booking's status.

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { PublicBookingStatus, PublicSubmitResponse } from '../../src/domain/protocol';
import { estimateTotal, tourApplies } from '../../src/domain/estimate';
import type { BookingExtra, Extra } from '../../src/domain/billing-types';
import { extrasOf } from '../../src/domain/billing-defaults';
import { pricePublicExtras, returnIsAfter, withExtras } from '../../src/domain/extras';
import { BOOKINGS_PAUSED_MESSAGE, normalizePublicBooking } from '../../src/domain/public-booking';
import { SETTINGS_ID, type BookingStatus, type ServiceType } from '../../src/domain/types';
import type { AppEnv, Deps } from '../http/context';
import type { Queryable } from '../storage/queryable';
import { ApiError, asObject, bodyCap, invalid, isUuid, notFoundError, readJson } from '../http/http';
import { serverHlc } from '../sync/merge';
import { createInput, InputError } from '../sync/record-input';
import { insertRecord, withWriter } from '../sync/records';
import { clientAddress, hit, tooMany } from '../accounts/rate-limit';
import { toIso } from '../sync/tables';
import { newStatusToken } from '../status/status-token';
import { siteOrigin } from '../http/origin';
import { queueClientMessages } from '../mail/queue';
import { queueWebsiteAlert } from '../mail/office';
import { checkCarCapacity, checkPickupToCome } from './public-booking-checks';

/** Throws 429 once an address has made more public requests this minute than allowed. */
export async function publicLimit(c: Context<AppEnv>, deps: Deps): Promise<void> {
  const now = deps.now();
  const count = await hit(deps.db, [`public:${clientAddress(c, deps.trustProxy)}`], now);
  if (count > deps.limits.publicRequestsPerMinute) throw tooMany('Too many requests. Please wait a minute and try again.', now);
}

/**
 * While the office has switched maintenance mode on, visitors' bookings are refused (403: the device
 * files it as a refusal the visitor sees, it does not retry for ever).
 */
export const MAINTENANCE_MESSAGE = BOOKINGS_PAUSED_MESSAGE;

async function inMaintenance(deps: Deps): Promise<boolean> {
  const { rows } = await deps.db.query<{ maintenance_mode: boolean | null }>(
    'select maintenance_mode from settings where id = $1 and not deleted',
    [SETTINGS_ID],
  );
  return rows[0]?.maintenance_mode === true;
}

/** The SHA-256 of the submission's idempotency key of a record made here, or undefined when there is none. */
async function storedKeyHash(db: Queryable, table: 'bookings' | 'contacts', id: string): Promise<string | null | undefined> {
  const { rows } = await db.query<{ submission_key_hash: string | null }>(
    'select submission_key_hash from public_receipts where table_name = $1 and record_id = $2',
    [table, id],
  );
  return rows.length === 0 ? undefined : (rows[0]?.submission_key_hash ?? null);
}

/**
 * The device sends a random idempotency key with each submission (its outbox entry's id) and the
 * same key with every retry. A record is answered again only with the key it was made with: knowing
 * a booking's id is not enough to read its receipt.
 */
function submissionKey(body: Record<string, unknown>): string | null {
  const key = body.idempotencyKey;
  delete body.idempotencyKey;
  if (key === undefined) return null;
  if (typeof key !== 'string' || !SUBMISSION_KEY_RE.test(key)) {
    throw invalid([{ path: 'idempotencyKey', message: 'Must be 16 to 200 letters, digits, dashes or underscores' }]);
  }
  return key;
}

const SUBMISSION_KEY_RE = /^[A-Za-z0-9_-]{16,200}$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const ID_TAKEN = 'This id belongs to another submission';

/** The status token of a stored booking, for its submission's answer again. */
async function storedStatusToken(db: Queryable, id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ status_token: string | null }>('select status_token from bookings where id = $1', [id]);
  return rows[0]?.status_token ?? undefined;
}

/** The stored submission may be answered again: it was made with this key (a keyless one never is). */
function sameSubmission(stored: string | null, keyHash: string | null): boolean {
  return stored !== null && keyHash !== null && timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(keyHash, 'hex'));
}

/**
 * A submission whose id is taken. Made with this key: the same answer (the first one was lost).
 * Made without a key, by an app cached before keys: that app sends it again with the same id when
 * its answer was lost, files a 409 as a refusal the visitor sees (for a booking that came), and an
 * answer without a receipt as a failure it retries for ever; so it gets 200 with an empty receipt,
 * which it files as delivered and which reads nothing (and the same once the app is updated and
 * sends the entry with a key). Whoever names the id learns no more than a 409 tells. Otherwise 409.
 */
function answerAgain(c: Context<AppEnv>, stored: string | null, keyHash: string | null, answer: PublicSubmitResponse): Response {
  if (sameSubmission(stored, keyHash)) return c.json(answer, 201);
  if (stored === null) return c.json({ id: answer.id, receipt: '' } satisfies PublicSubmitResponse, 200);
  throw new ApiError(409, ID_TAKEN);
}

const hashReceipt = sha256;

async function receiptFor(deps: Deps, table: 'bookings' | 'contacts', id: string): Promise<string> {
  return createHmac('sha256', await deps.receiptKey()).update(`${table}:${id}`).digest('base64url');
}

/**
 * The server's price, with the wizard's own function (src/domain/estimate.ts): the tour's price per
 * passenger when a tour applies, else the car's hourly price for 2 h (transfer) or 8 h.
 */
async function estimate(deps: Deps, fields: Record<string, unknown>): Promise<string> {
  const { db } = deps;
  const serviceType = fields.serviceType as ServiceType;
  let pricePerHour: string | undefined;
  let tourPrice: string | undefined;
  if (typeof fields.vehicleId === 'string') {
    const { rows } = await db.query<{ price_per_hour: string; available: boolean; passengers: number | null; luggage: number | null }>(
      'select price_per_hour, available, passengers, luggage from cars where id = $1 and not deleted',
      [fields.vehicleId],
    );
    const car = rows[0];
    if (!car) throw invalid([{ path: 'vehicleId', message: 'This vehicle does not exist' }]);
    if (!car.available) throw invalid([{ path: 'vehicleId', message: 'This vehicle is not available' }]);
    if (car.passengers !== null && car.luggage !== null) checkCarCapacity(fields, { passengers: Number(car.passengers), luggage: Number(car.luggage) });
    pricePerHour = car.price_per_hour;
  }
  if (typeof fields.tourId === 'string' && tourApplies(serviceType)) {
    const { rows } = await db.query<{ price: string }>('select price from tours where id = $1 and not deleted', [fields.tourId]);
    const price = rows[0]?.price;
    if (!price) throw invalid([{ path: 'tourId', message: 'This tour does not exist' }]);
    tourPrice = price;
  }
  return estimateTotal({ serviceType, pricePerHour, tourPrice, passengers: Number(fields.passengers) }) ?? '0.00';
}

/** How far back a visitor's device may date its booking: one kept offline for a while is still believed. */
const CREATED_AT_BACK_MS = 30 * 24 * 3600_000;

/**
 * When the visitor's device made the booking (its '#WB' reference comes from it), if plausible: not
 * in the future (5 minutes of clock skew aside) nor older than 30 days; otherwise the server's now.
 */
function recentInstant(value: unknown, now: Date): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(value)) return false;
  const at = Date.parse(value);
  return Number.isFinite(at) && at <= now.getTime() + 5 * 60_000 && at >= now.getTime() - CREATED_AT_BACK_MS;
}

/** The office's extras, as the settings record has them (the defaults when it has none). */
async function extrasCatalogue(db: Queryable): Promise<readonly Extra[]> {
  const { rows } = await db.query<{ extras: Extra[] | null }>('select extras from settings where id = $1 and not deleted', [SETTINGS_ID]);
  return extrasOf({ extras: rows[0]?.extras ?? undefined });
}

/**
 * A visitor's return trip names its way out: a booking a visitor made (a public receipt), still
 * there, without another return yet, and picked up before it. The device sends the way out first
 * (its outbox keeps the order); one that did not arrive refuses the return.
 */
async function checkReturnOf(db: Queryable, fields: Record<string, unknown>): Promise<void> {
  const wayOut = fields.returnOf;
  if (typeof wayOut !== 'string') return;
  const { rows } = await db.query<{ pickup_date: string | null; pickup_time: string | null }>(
    `select b.pickup_date, b.pickup_time from public_receipts r join bookings b on b.id = r.record_id
     where r.table_name = 'bookings' and r.record_id = $1 and not b.deleted`,
    [wayOut.toLowerCase()],
  );
  const first = rows[0];
  if (!first) throw invalid([{ path: 'returnOf', message: 'The way out of this return trip was not found' }]);
  const taken = await db.query('select 1 from bookings where return_of = $1 and not deleted', [wayOut.toLowerCase()]);
  if (taken.rows.length > 0) throw invalid([{ path: 'returnOf', message: 'This booking already has a return trip' }]);
  const outWhen = { pickupDate: String(first.pickup_date), pickupTime: String(first.pickup_time) };
  if (!returnIsAfter(outWhen, { pickupDate: String(fields.pickupDate), pickupTime: String(fields.pickupTime) })) {
    throw invalid([{ path: 'pickupDate', message: 'The return trip must be picked up after the way out' }]);
  }
}

async function submit(
  c: Context<AppEnv>,
  deps: Deps,
  table: 'bookings' | 'contacts',
): Promise<Response> {
  await publicLimit(c, deps);
  // An expired customer token must not lose a visitor's booking: it is then simply not linked.
  const caller = c.get('caller');
  const customerId = caller.kind === 'customer' ? caller.id : null;
  const read = { ...asObject(await readJson(c, bodyCap(table === 'bookings' ? 'publicBooking' : 'contact', deps.limits.jsonBodyBytes))) };
  const key = submissionKey(read);
  const keyHash = key === null ? null : sha256(key);
  const body = table === 'bookings' ? normalizePublicBooking(read) : read;
  const id = body.id;
  if (typeof id !== 'string' || !isUuid(id)) throw invalid([{ path: 'id', message: 'Invalid id' }]);
  const recordId = id.toLowerCase();
  const receipt = await receiptFor(deps, table, recordId);
  const answer: PublicSubmitResponse = { id: recordId, receipt };

  // The same submission again (its answer was lost): the same receipt, nothing changed, even in
  // maintenance. Anyone else who names this id gets no receipt.
  const stored = await storedKeyHash(deps.db, table, recordId);
  if (stored !== undefined) {
    if (table === 'bookings' && sameSubmission(stored, keyHash)) answer.statusToken = await storedStatusToken(deps.db, recordId);
    return answerAgain(c, stored, keyHash, answer);
  }
  if (table === 'bookings' && (await inMaintenance(deps))) throw new ApiError(403, MAINTENANCE_MESSAGE);
  const now = deps.now();

  // fromEntries keeps a '__proto__' key as a plain field, which validation then refuses.
  const sent: Record<string, unknown> = Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'id'));
  if (table === 'bookings') {
    // What a visitor cannot choose.
    Object.assign(sent, { status: 'pending', source: 'public', totalPrice: '0.00', vatKind: 'transport' });
    if (!recentInstant(sent.createdAt, now)) delete sent.createdAt;
    // The extras at the settings' prices, never the device's.
    const extras = pricePublicExtras(await extrasCatalogue(deps.db), sent.extras);
    if (typeof extras === 'string') throw invalid([{ path: 'extras', message: extras }]);
    if (extras.length > 0) sent.extras = extras;
    else delete sent.extras;
  } else {
    // Only the office marks a message handled.
    delete sent.handled;
    delete sent.createdAt;
  }
  let fields: Record<string, unknown>;
  let createdAt: Date;
  try {
    ({ fields, createdAt } = createInput(table, recordId, sent, now));
  } catch (error) {
    if (error instanceof InputError) throw new ApiError(400, error.message, { details: error.details });
    throw error;
  }
  if (table === 'bookings') {
    checkPickupToCome(fields, now);
    fields.totalPrice = withExtras(await estimate(deps, fields), fields.extras as BookingExtra[] | undefined) ?? '0.00';
    if (String(fields.totalPrice).length > 12) throw invalid([{ path: 'totalPrice', message: 'The price is out of range' }]);
    // The server's secret, whatever the visitor sent; the visitor's own answer carries it.
    fields.statusToken = newStatusToken();
    answer.statusToken = fields.statusToken as string;
  }

  const again = await withWriter(deps.db, async (writer) => {
    const { tx } = writer;
    // The same id sent twice at once: the second waits for the first's lock, then finds it here.
    const existing = await storedKeyHash(tx, table, recordId);
    if (existing !== undefined) {
      if (table === 'bookings' && sameSubmission(existing, keyHash)) answer.statusToken = await storedStatusToken(tx, recordId);
      return answerAgain(c, existing, keyHash, answer);
    }
    if (table === 'bookings') await checkReturnOf(tx, fields);
    const version = writer.nextVersion();
    const hlc = serverHlc(now.getTime(), deps.hlcNode, []);
    const fieldHlc = Object.fromEntries(Object.keys(fields).map((field) => [field, hlc]));
    const fieldVersion = Object.fromEntries(Object.keys(fields).map((field) => [field, version]));
    const inserted = await insertRecord(
      tx,
      table,
      recordId,
      { writes: fields, deleted: false, fieldHlc, fieldVersion },
      { createdAt, updatedAt: now, version, customerId },
    );
    if (!inserted) throw new ApiError(409, 'This id is already in use');
    await tx.query(
      `insert into public_receipts (table_name, record_id, receipt_hash, customer_id, created_at, submission_key_hash)
       values ($1, $2, $3, $4, $5, $6)`,
      [table, recordId, hashReceipt(receipt), customerId, now, keyHash],
    );
    // The client's 'received' email and the office's alert, in this transaction (server/mail/).
    if (table === 'bookings') {
      await queueClientMessages(writer, { node: deps.hlcNode, mail: deps.mail, origin: siteOrigin(c, deps) }, [{ bookingId: recordId, kind: 'received' }], now);
    }
    await queueWebsiteAlert(tx, deps.mail, table, recordId, fields, now);
    return null;
  });
  deps.mailWake?.();
  return again ?? c.json(answer, 201);
}

export function registerPublicRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/api/public/bookings', (c) => submit(c, deps, 'bookings'));
  app.post('/api/public/contacts', (c) => submit(c, deps, 'contacts'));

  // Unknown id and wrong receipt get the same 404: the answer never tells that a booking exists.
  app.get('/api/public/bookings/:id', async (c) => {
    await publicLimit(c, deps);
    const id = c.req.param('id');
    const receipt = c.req.query('receipt') ?? '';
    if (!isUuid(id) || receipt.length === 0 || receipt.length > 200) throw notFoundError('Booking not found');
    const { rows } = await deps.db.query<{
      receipt_hash: string;
      status: BookingStatus | null;
      pickup_date: string | null;
      pickup_time: string | null;
      total_price: string | null;
      updated_at: Date;
      deleted: boolean;
      status_token: string | null;
    }>(
      `select r.receipt_hash, b.status, b.pickup_date, b.pickup_time, b.total_price, b.updated_at, b.deleted, b.status_token
       from public_receipts r join bookings b on b.id = r.record_id
       where r.table_name = 'bookings' and r.record_id = $1`,
      [id.toLowerCase()],
    );
    const row = rows[0];
    const expected = Buffer.from(row?.receipt_hash ?? '0'.repeat(64), 'hex');
    const given = Buffer.from(hashReceipt(receipt), 'hex');
    if (!row || !timingSafeEqual(expected, given) || row.deleted || row.status === null) throw notFoundError('Booking not found');
    const answer: PublicBookingStatus = {
      id: id.toLowerCase(),
      status: row.status,
      pickupDate: row.pickup_date ?? '',
      pickupTime: row.pickup_time ?? '',
      totalPrice: row.total_price ?? '',
      updatedAt: toIso(row.updated_at),
      ...(row.status_token ? { statusToken: row.status_token } : {}),
    };
    return c.json(answer);
  });
}
