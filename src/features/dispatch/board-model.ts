// The board's layout, computed once per change of its records: the shown span of days, one row per
// driver (or car) with its rides placed on the time axis in lanes that never overlap, time off and
// downtime as blocked spans, the rides waiting for a driver (or car), and the axis' ticks.
import { expiryLevel, occupiedSpan, rideSpan, type ExpiryLevel, type Span } from '../../domain/dispatch';
import { addDays, parisDayStart, parisInstant } from '../../domain/paris-time';
import type { RideState } from '../../domain/ride-state';
import type { Booking, Car, DispatchConflict, Downtime, Profile, RideEvent, TimeOff } from '../../domain/types';
import { localSpan } from '../../domain/dispatch';
import { rideConflicts, rideStateOf, type DispatchFacts, type DispatchModel } from '../../ui/admin/dispatch-model';

export type BoardView = 'day' | 'week';
export type RowMode = 'drivers' | 'vehicles';

/** Pixels the time axis takes at least: an hour is 80 px in the day view, 9 px in the week view. */
export const TRACK_MIN_PX: Record<BoardView, number> = { day: 24 * 80, week: 7 * 24 * 9 };
/** A ride's block is at least this wide, whatever its length. */
export const BLOCK_MIN_PX = 56;

export interface BoardRange {
  view: BoardView;
  days: string[];
  from: string;
  to: string;
  start: number;
  end: number;
}

export function boardRange(view: BoardView, anchor: string): BoardRange {
  const days = Array.from({ length: view === 'day' ? 1 : 7 }, (_, i) => addDays(anchor, i));
  const from = days[0] ?? anchor;
  const to = days[days.length - 1] ?? anchor;
  return { view, days, from, to, start: parisDayStart(from), end: parisDayStart(addDays(to, 1)) };
}

export interface RideBlock {
  booking: Booking;
  state: RideState;
  conflicts: DispatchConflict[];
  ride: Span;
  occupied: Span;
  /** Position on the axis in percent of its length (the ride's own time, without buffers). */
  left: number;
  width: number;
  /** The time it occupies its driver and car (with the buffers), in percent of the axis. */
  occupiedLeft: number;
  occupiedWidth: number;
  lane: number;
}

export interface BlockedSpan {
  kind: 'timeOff' | 'downtime';
  record: TimeOff | Downtime;
  left: number;
  width: number;
}

export interface BoardRow {
  id: string;
  kind: 'driver' | 'vehicle';
  profile?: Profile;
  car?: Car;
  blocks: RideBlock[];
  blocked: BlockedSpan[];
  lanes: number;
  cardExpiry: ExpiryLevel | null;
  licenceExpiry: ExpiryLevel | null;
}

export interface Board {
  range: BoardRange;
  rows: BoardRow[];
  /** Rides without a driver (rows per driver) or without a car (rows per car), in time order. */
  tray: RideBlock[];
  /** Every shown ride, by booking id. */
  blocks: Map<string, RideBlock>;
}

const clamp = (n: number) => Math.min(100, Math.max(0, n));

function place(span: Span, range: BoardRange): { left: number; width: number } {
  const length = range.end - range.start;
  const left = clamp(((span.start - range.start) / length) * 100);
  const right = clamp(((span.end - range.start) / length) * 100);
  return { left, width: Math.max(0, right - left) };
}

/** Lanes within a row: each block goes in the first lane free at its start (blocks sorted by start). */
function assignLanes(blocks: RideBlock[], minMs: number): number {
  const laneEnds: number[] = [];
  for (const block of blocks) {
    const end = Math.max(block.occupied.end, block.occupied.start + minMs);
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= block.occupied.start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = end;
    block.lane = lane;
  }
  return Math.max(1, laneEnds.length);
}

const byStart = (a: RideBlock, b: RideBlock) => a.occupied.start - b.occupied.start || a.booking.id.localeCompare(b.booking.id);

export function buildBoard(
  facts: DispatchFacts,
  events: ReadonlyMap<string, RideEvent[]>,
  model: DispatchModel,
  range: BoardRange,
  mode: RowMode,
  today: string,
): Board {
  const blocks = new Map<string, RideBlock>();
  for (const booking of facts.bookings) {
    if (booking.status === 'cancelled') continue;
    const occupied = occupiedSpan(booking, model.index);
    if (!(occupied.start < range.end && occupied.end > range.start)) continue;
    const ride = rideSpan(booking, model.index);
    const around = place(occupied, range);
    blocks.set(booking.id, {
      booking,
      state: rideStateOf(booking, events.get(booking.id) ?? []),
      conflicts: rideConflicts(booking, model),
      ride,
      occupied,
      ...place(ride, range),
      occupiedLeft: around.left,
      occupiedWidth: around.width,
      lane: 0,
    });
  }

  const rows = new Map<string, BoardRow>();
  const row = (id: string, kind: BoardRow['kind'], profile?: Profile, car?: Car): BoardRow => ({
    id,
    kind,
    profile,
    car,
    blocks: [],
    blocked: [],
    lanes: 1,
    cardExpiry: expiryLevel(profile?.vtcCardExpiry, today),
    licenceExpiry: expiryLevel(profile?.licenceExpiry, today),
  });
  if (mode === 'drivers') {
    const drivers = facts.profiles.filter((p) => p.role === 'driver' && p.active).sort((a, b) => a.name.localeCompare(b.name));
    for (const p of drivers) rows.set(p.id, row(p.id, 'driver', p));
  } else {
    for (const car of facts.cars) rows.set(car.id, row(car.id, 'vehicle', undefined, car));
  }

  const tray: RideBlock[] = [];
  const profiles = new Map(facts.profiles.map((p) => [p.id, p]));
  const cars = new Map(facts.cars.map((c) => [c.id, c]));
  for (const block of blocks.values()) {
    const key = mode === 'drivers' ? block.booking.driverId : block.booking.assignedVehicleId;
    if (!key) {
      tray.push(block);
      continue;
    }
    // A ride of a driver who no longer drives (or a car gone from the fleet) still gets its row.
    let target = rows.get(key);
    if (!target) {
      target = mode === 'drivers' ? row(key, 'driver', profiles.get(key)) : row(key, 'vehicle', undefined, cars.get(key));
      rows.set(key, target);
    }
    target.blocks.push(block);
  }

  const spans: [BlockedSpan['kind'], TimeOff | Downtime, string][] =
    mode === 'drivers' ? facts.timeOff.map((t) => ['timeOff', t, t.staffId]) : facts.downtimes.map((d) => ['downtime', d, d.carId]);
  for (const [kind, record, key] of spans) {
    const span = localSpan(record);
    const target = rows.get(key);
    if (!target || !(span.start < range.end && span.end > range.start)) continue;
    target.blocked.push({ kind, record, ...place(span, range) });
  }

  const minMs = (BLOCK_MIN_PX / TRACK_MIN_PX[range.view]) * (range.end - range.start);
  for (const r of rows.values()) {
    r.blocks.sort(byStart);
    r.lanes = assignLanes(r.blocks, minMs);
  }
  tray.sort(byStart);
  return { range, rows: [...rows.values()], tray, blocks };
}

export interface Tick {
  at: number;
  left: number;
  /** 'HH:00' in the day view; a day 'YYYY-MM-DD' at its start in the week view. */
  label: string;
  major: boolean;
}

/** The axis' lines: every hour of the day view, every day (and its 06, 12, 18 h) of the week view. */
export function ticks(range: BoardRange): Tick[] {
  const list: Tick[] = [];
  const seen = new Set<number>();
  const hours = range.view === 'day' ? Array.from({ length: 24 }, (_, h) => h) : [0, 6, 12, 18];
  for (const day of range.days) {
    for (const h of hours) {
      const time = `${String(h).padStart(2, '0')}:00`;
      const at = parisInstant(day, time);
      // The spring change's missing hour reads as the next one: one line for both.
      if (seen.has(at) || at < range.start || at >= range.end) continue;
      seen.add(at);
      const major = h === 0;
      list.push({ at, left: ((at - range.start) / (range.end - range.start)) * 100, label: range.view === 'day' ? time : major ? day : time, major });
    }
  }
  return list;
}

/** A short name of a place: an airport's code, or the first part of an address. */
export function shortPlace(address: string | undefined): string {
  if (!address) return '';
  const code = /\(([A-Z]{3})\)/.exec(address);
  if (code?.[1]) return code[1];
  const first = address.split(',')[0]?.trim() ?? address;
  return first.length > 28 ? `${first.slice(0, 27)}…` : first;
}

export function routeShort(booking: Pick<Booking, 'pickupLocation' | 'dropoffLocation'>): string {
  const to = shortPlace(booking.dropoffLocation);
  return to ? `${shortPlace(booking.pickupLocation)} → ${to}` : shortPlace(booking.pickupLocation);
}
