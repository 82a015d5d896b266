// The server's conflict check (issue 25): devices check an assignment against what they hold, offline;
// the server checks again against everything, after each push batch, and marks on each ride the
// conflicts it finds (`dispatchConflicts`), so that those only two devices together could see show
// everywhere after the next sync. It never refuses a write because of a conflict: it marks it.
//
// Bounded and set-wise: the rides to check are the batch's own, and those of the same drivers and
// cars near the spans the batch touched (a few statements over the driver, car and date indexes);
// their neighbours are read the same way, around each ride checked. A ride's list is written only
// when it changed (sameConflicts), as the server's own write (server-writes.ts).

import { buildDispatchIndex, findConflicts, sameConflicts, type DispatchBooking } from '../../src/domain/dispatch';
import { addDays } from '../../src/domain/paris-time';
import { SETTINGS_ID, type Car, type DispatchConflict, type Downtime, type Profile, type Settings, type TimeOff, type Tour } from '../../src/domain/types';
import type { Queryable } from '../storage/queryable';
import { loadManyForUpdate, type LoadedRecord, type Writer } from './records';
import { writeAsServer } from './server-writes';
import { rowToWire } from './tables';

/** Where a change may collide with rides: a driver's or a car's rides picked up from `from` to `to` (null: no end). */
export interface Touch {
  resource: 'driver' | 'vehicle';
  /** Lower case. */
  id: string;
  /** 'YYYY-MM-DD' */
  from: string;
  to: string | null;
}

/** Days around a checked ride where its neighbours are looked for (the longest hire is 72 hours). */
const AROUND_DAYS = 4;

type Row = Record<string, unknown>;

/** At most this many conflicts are kept on a ride (src/domain/dispatch-schemas.ts). */
const MAX_CONFLICTS = 50;

/** The same touches with the overlapping date ranges of each driver or car merged. */
function merged(touches: readonly Touch[]): Touch[] {
  const groups = new Map<string, Touch[]>();
  for (const t of touches) {
    const key = `${t.resource}:${t.id}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  const out: Touch[] = [];
  for (const list of groups.values()) {
    list.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
    let current: Touch | null = null;
    for (const t of list) {
      if (current && (current.to === null || t.from <= current.to)) {
        current.to = current.to === null || t.to === null ? null : t.to > current.to ? t.to : current.to;
      } else {
        if (current) out.push(current);
        current = { ...t };
      }
    }
    if (current) out.push(current);
  }
  return out;
}

/** Live rides of the touched drivers and cars within the touched dates, by id. */
async function ridesIn(tx: Queryable, touches: readonly Touch[]): Promise<Map<string, Row>> {
  const out = new Map<string, Row>();
  for (const [resource, column] of [
    ['driver', 'driver_id'],
    ['vehicle', 'assigned_vehicle_id'],
  ] as const) {
    const list = touches.filter((t) => t.resource === resource).map((t) => [t.id, t.from, t.to]);
    if (list.length === 0) continue;
    const { rows } = await tx.query<Row>(
      `select b.* from jsonb_array_elements($1::jsonb) e
       join bookings b on b.${column} = (e->>0)::uuid and b.pickup_date >= (e->>1)::date
         and (e->>2 is null or b.pickup_date <= (e->>2)::date)
       where not b.deleted`,
      [JSON.stringify(list)],
    );
    for (const row of rows) out.set(String(row.id), row);
  }
  return out;
}

async function liveRows(tx: Queryable, table: string, column: string, ids: readonly string[], extra = '', params: unknown[] = []): Promise<Row[]> {
  if (ids.length === 0) return [];
  const { rows } = await tx.query<Row>(`select * from ${table} where ${column} = any($1::uuid[]) and not deleted${extra}`, [
    `{${ids.join(',')}}`,
    ...params,
  ]);
  return rows;
}

const wire = <T>(table: Parameters<typeof rowToWire>[0], rows: readonly Row[]) => rows.map((row) => rowToWire(table, row) as unknown as T);

/**
 * Checks again the rides in `check` and those the touches reach, and writes the lists that changed.
 */
export async function checkDispatch(writer: Writer, node: string, check: ReadonlySet<string>, touches: readonly Touch[], now: Date): Promise<void> {
  const { tx } = writer;
  if (check.size === 0 && touches.length === 0) return;
  // The rides to check, as stored now.
  const checked = new Map<string, LoadedRecord>();
  const own = await loadManyForUpdate(tx, 'bookings', [...check]);
  const reached = await ridesIn(tx, merged(touches));
  const more = [...reached.keys()].filter((id) => !own.has(id));
  for (const [id, record] of [...own, ...(await loadManyForUpdate(tx, 'bookings', more))]) if (!record.deleted) checked.set(id, record);
  if (checked.size === 0) return;

  // Their neighbours: the rides of the same drivers and cars around each of them.
  const around: Touch[] = [];
  for (const { row } of checked.values()) {
    const date = String(row.pickup_date);
    const near = { from: addDays(date, -AROUND_DAYS), to: addDays(date, AROUND_DAYS) };
    if (row.driver_id) around.push({ resource: 'driver', id: String(row.driver_id), ...near });
    if (row.assigned_vehicle_id) around.push({ resource: 'vehicle', id: String(row.assigned_vehicle_id), ...near });
  }
  const neighbours = await ridesIn(tx, merged(around));
  for (const [id, { row }] of checked) neighbours.set(id, row);
  const rides = wire<DispatchBooking>('bookings', [...neighbours.values()]);

  const drivers = [...new Set(around.filter((t) => t.resource === 'driver').map((t) => t.id))];
  const cars = [...new Set(around.filter((t) => t.resource === 'vehicle').map((t) => t.id))];
  const earliest = around.reduce((min, t) => (t.from < min ? t.from : min), '9999-12-31');
  const tours = [...new Set(rides.map((r) => r.tourId).filter((id): id is string => !!id))];
  const settings = await tx.query<Row>('select * from settings where id = $1 and not deleted', [SETTINGS_ID]);
  const index = buildDispatchIndex({
    bookings: rides,
    timeOff: wire<TimeOff>('timeOff', await liveRows(tx, 'timeOff', 'staff_id', drivers, ' and ends_at >= $2', [earliest])),
    downtimes: wire<Downtime>('downtimes', await liveRows(tx, 'downtimes', 'car_id', cars, ' and ends_at >= $2', [earliest])),
    profiles: wire<Profile>('profiles', await liveRows(tx, 'profiles', 'id', drivers)),
    cars: wire<Car>('cars', await liveRows(tx, 'cars', 'id', cars)),
    tours: wire<Tour>('tours', await liveRows(tx, 'tours', 'id', tours)),
    settings: settings.rows[0] ? (rowToWire('settings', settings.rows[0]) as unknown as Settings) : null,
  });

  const changes: { id: string; record: LoadedRecord; fields: Record<string, unknown> }[] = [];
  for (const [id, record] of checked) {
    const booking = rowToWire('bookings', record.row) as unknown as DispatchBooking;
    // The schema's bound: a ride that collides with more than that is shown as such all the same.
    const found = findConflicts(booking, index).slice(0, MAX_CONFLICTS);
    const stored = record.fields.dispatchConflicts as DispatchConflict[] | null;
    if (!sameConflicts(found, stored ?? undefined)) changes.push({ id, record, fields: { dispatchConflicts: found.length > 0 ? found : null } });
  }
  await writeAsServer(writer, 'bookings', changes, now, node);
}
