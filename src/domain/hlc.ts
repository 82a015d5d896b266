// Hybrid logical clock: timestamps `<ISO time with ms>-<counter 4 hex>-<node 16 hex>` that sort as strings in causal order.

import { daysInMonth } from './time';

export interface HlcState {
  millis: number;
  counter: number;
  node: string;
}

export type HlcTimestamp = HlcState;

export const MAX_COUNTER = 0xffff;
export const DEFAULT_MAX_DRIFT_MS = 5 * 60 * 1000;
/** 9999-12-31T23:59:59.999Z: beyond it toISOString() leaves the fixed-width form and sorting breaks. */
export const MAX_MILLIS = 253_402_300_799_999;

const NODE_RE = /^[0-9a-f]{16}$/;
// The time of day within its ranges; the day of the month is checked against the calendar after.
const HLC_RE = /^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z-[0-9a-f]{4}-[0-9a-f]{16}$/;
const DAY_MS = 86_400_000;

export class HlcError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HlcError';
  }
}

export class ClockDriftError extends HlcError {
  readonly aheadByMs: number;

  constructor(message: string, aheadByMs: number) {
    super(message);
    this.name = 'ClockDriftError';
    this.aheadByMs = aheadByMs;
  }
}

export class CounterOverflowError extends HlcError {
  constructor(millis: number) {
    super(`HLC counter overflow: more than ${MAX_COUNTER + 1} events at ${new Date(millis).toISOString()}`);
    this.name = 'CounterOverflowError';
  }
}

/** A random node id: 16 lower-case hex digits. */
export function newNodeId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function isNodeId(value: unknown): value is string {
  return typeof value === 'string' && NODE_RE.test(value);
}

export function initialHlcState(node: string): HlcState {
  if (!isNodeId(node)) throw new HlcError(`Invalid HLC node id: ${JSON.stringify(node)}`);
  return { millis: 0, counter: 0, node };
}

export function isHlcState(value: unknown): value is HlcState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.millis === 'number' &&
    Number.isInteger(v.millis) &&
    v.millis >= 0 &&
    v.millis <= MAX_MILLIS &&
    typeof v.counter === 'number' &&
    Number.isInteger(v.counter) &&
    v.counter >= 0 &&
    v.counter <= MAX_COUNTER &&
    isNodeId(v.node)
  );
}

export function formatHlc(ts: HlcTimestamp): string {
  if (!Number.isInteger(ts.millis) || ts.millis < 0 || ts.millis > MAX_MILLIS) {
    throw new HlcError(`HLC time out of range: ${ts.millis}`);
  }
  if (!Number.isInteger(ts.counter) || ts.counter < 0 || ts.counter > MAX_COUNTER) {
    throw new HlcError(`HLC counter out of range: ${ts.counter}`);
  }
  if (!isNodeId(ts.node)) throw new HlcError(`Invalid HLC node id: ${JSON.stringify(ts.node)}`);
  const counter = ts.counter.toString(16).padStart(4, '0');
  return `${new Date(ts.millis).toISOString()}-${counter}-${ts.node}`;
}

/** The number written by the decimal digits of value from `from` to `to`. */
function digits(value: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) n = n * 10 + value.charCodeAt(i) - 48;
  return n;
}

/** Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  return era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719_468;
}

/**
 * Parses a timestamp in the canonical form; null for anything else (including impossible dates).
 * Exactly the strings formatHlc writes: the time is read from its digits, without a Date (every
 * pushed change has its clock parsed twice or more).
 */
export function parseHlc(value: unknown): HlcTimestamp | null {
  if (typeof value !== 'string' || !HLC_RE.test(value)) return null;
  const year = digits(value, 0, 4);
  const month = digits(value, 5, 7);
  const day = digits(value, 8, 10);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  const millis =
    daysFromCivil(year, month, day) * DAY_MS +
    digits(value, 11, 13) * 3_600_000 +
    digits(value, 14, 16) * 60_000 +
    digits(value, 17, 19) * 1000 +
    digits(value, 20, 23);
  return { millis, counter: parseInt(value.slice(25, 29), 16), node: value.slice(30) };
}

export function isHlc(value: unknown): value is string {
  return parseHlc(value) !== null;
}

/** Orders by (millis, counter, node); for canonical strings this equals string order. */
export function compareHlc(a: string, b: string): number {
  const pa = parseHlc(a);
  const pb = parseHlc(b);
  if (!pa) throw new HlcError(`Invalid HLC: ${JSON.stringify(a)}`);
  if (!pb) throw new HlcError(`Invalid HLC: ${JSON.stringify(b)}`);
  if (pa.millis !== pb.millis) return pa.millis < pb.millis ? -1 : 1;
  if (pa.counter !== pb.counter) return pa.counter < pb.counter ? -1 : 1;
  if (pa.node === pb.node) return 0;
  return pa.node < pb.node ? -1 : 1;
}

function checkPhysical(physicalNow: number): number {
  if (!Number.isFinite(physicalNow) || physicalNow < 0 || physicalNow > MAX_MILLIS) {
    throw new HlcError(`Invalid physical time: ${physicalNow}`);
  }
  return Math.floor(physicalNow);
}

/**
 * A local event (a write): the next timestamp of this node. Never goes backwards, even when the
 * physical clock does; the counter absorbs it.
 */
export function send(state: HlcState, physicalNow: number): { state: HlcState; hlc: string } {
  const now = checkPhysical(physicalNow);
  const millis = Math.max(state.millis, now);
  const counter = millis === state.millis ? state.counter + 1 : 0;
  if (counter > MAX_COUNTER) throw new CounterOverflowError(millis);
  const next = { millis, counter, node: state.node };
  return { state: next, hlc: formatHlc(next) };
}

/**
 * Merges a timestamp seen from elsewhere into the local clock; the result orders after both.
 * Rejects a remote timestamp more than `maxDriftMs` ahead of our physical time.
 */
export function receive(
  state: HlcState,
  remote: string,
  physicalNow: number,
  maxDriftMs: number = DEFAULT_MAX_DRIFT_MS,
): HlcState {
  const now = checkPhysical(physicalNow);
  const r = parseHlc(remote);
  if (!r) throw new HlcError(`Invalid HLC: ${JSON.stringify(remote)}`);
  const ahead = r.millis - now;
  if (ahead > maxDriftMs) {
    throw new ClockDriftError(
      `Clock is ahead: timestamp ${remote} is ${formatDuration(ahead)} ahead of ${new Date(now).toISOString()} ` +
        `(at most ${formatDuration(maxDriftMs)} allowed)`,
      ahead,
    );
  }
  const millis = Math.max(state.millis, now, r.millis);
  let counter: number;
  if (millis === state.millis && millis === r.millis) counter = Math.max(state.counter, r.counter) + 1;
  else if (millis === state.millis) counter = state.counter + 1;
  else if (millis === r.millis) counter = r.counter + 1;
  else counter = 0;
  if (counter > MAX_COUNTER) throw new CounterOverflowError(millis);
  return { millis, counter, node: state.node };
}

function formatDuration(ms: number): string {
  if (ms >= 3_600_000) return `${(ms / 3_600_000).toFixed(1)} h`;
  if (ms >= 60_000) return `${(ms / 60_000).toFixed(1)} min`;
  return `${(ms / 1000).toFixed(1)} s`;
}
