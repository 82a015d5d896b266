// A client's view of their rides, read from the database: the state (src/domain/client-status.ts) from
// each booking, its ride events, and once a driver is given, the driver's first name and the car.
// Shared by the status page and a signed-in customer's bookings (routes/customers.ts).

import { clientState, firstName, type ClientProgress, type ClientState } from '../../src/domain/client-status';
import type { BookingStatus, RideEvent } from '../../src/domain/types';
import type { Queryable } from '../storage/queryable';

/** What the progress of one booking needs of its row (snake case, as stored). */
export interface ProgressRow {
  id: string;
  status: BookingStatus | null;
  driver_id: string | null;
  assigned_vehicle_id: string | null;
}

/** States in which the client is told who drives them and in what car. */
const NAMED: readonly ClientState[] = ['assigned', 'on_the_way', 'on_location'];

const idList = (ids: Iterable<string>) => `{${[...new Set(ids)].join(',')}}`;

export async function progressOf(db: Queryable, rows: readonly ProgressRow[]): Promise<Map<string, ClientProgress>> {
  const out = new Map<string, ClientProgress>();
  if (rows.length === 0) return out;
  const ids = rows.map((row) => String(row.id));
  const { rows: eventRows } = await db.query<{ id: string; booking_id: string; kind: RideEvent['kind']; at: string; undoes: string | null }>(
    'select id, booking_id, kind, at, undoes from rideEvents where booking_id = any($1::uuid[]) and not deleted',
    [idList(ids)],
  );
  const events = new Map<string, Pick<RideEvent, 'id' | 'kind' | 'at' | 'undoes'>[]>();
  for (const row of eventRows) {
    const list = events.get(String(row.booking_id)) ?? [];
    list.push({ id: String(row.id), kind: row.kind, at: row.at, ...(row.undoes ? { undoes: String(row.undoes) } : {}) });
    events.set(String(row.booking_id), list);
  }

  const states = new Map(rows.map((row) => [String(row.id), clientState({ status: row.status ?? 'pending', driverId: row.driver_id }, events.get(String(row.id)) ?? [])]));
  const named = rows.filter((row) => NAMED.includes(states.get(String(row.id))!));
  const drivers = named.flatMap((row) => (row.driver_id ? [String(row.driver_id)] : []));
  const cars = named.flatMap((row) => (row.assigned_vehicle_id ? [String(row.assigned_vehicle_id)] : []));
  const [driverRows, carRows] = await Promise.all([
    drivers.length === 0
      ? { rows: [] }
      : db.query<{ id: string; name: string | null }>('select id, name from profiles where id = any($1::uuid[]) and not deleted', [idList(drivers)]),
    cars.length === 0
      ? { rows: [] }
      : db.query<{ id: string; name: string | null; plate: string | null }>('select id, name, plate from cars where id = any($1::uuid[]) and not deleted', [idList(cars)]),
  ]);
  const driverName = new Map(driverRows.rows.map((row) => [String(row.id), firstName(row.name)]));
  const car = new Map(carRows.rows.map((row) => [String(row.id), row]));

  for (const row of rows) {
    const id = String(row.id);
    const state = states.get(id)!;
    const progress: ClientProgress = { state };
    if (NAMED.includes(state)) {
      const driver = row.driver_id ? driverName.get(String(row.driver_id)) : undefined;
      const vehicle = row.assigned_vehicle_id ? car.get(String(row.assigned_vehicle_id)) : undefined;
      if (driver) progress.driver = driver;
      if (vehicle?.name) progress.vehicle = vehicle.name;
      if (vehicle?.plate) progress.plate = vehicle.plate;
    }
    out.set(id, progress);
  }
  return out;
}
