import { describe, expect, it } from 'vitest';
import {
  ClockDriftError,
  CounterOverflowError,
  DEFAULT_MAX_DRIFT_MS,
  MAX_COUNTER,
  MAX_MILLIS,
  compareHlc,
  formatHlc,
  initialHlcState,
  newNodeId,
  parseHlc,
  receive,
  send,
  type HlcState,
} from '../../src/domain/hlc';
import { createRng, propertySeed, type Rng } from './prng';

const CASES = 1000;
const SEED = propertySeed();
const NOW = Date.parse('2026-11-21T09:30:00.000Z');

function randomTimestamp(rng: Rng, near?: HlcState): HlcState {
  // Bias towards equal millis and counters, where ordering bugs hide.
  const millis = near && rng.bool(0.5) ? near.millis : rng.bool(0.2) ? rng.int(0, MAX_MILLIS) : NOW + rng.int(-1e9, 1e9);
  const counter = near && rng.bool(0.3) ? near.counter : rng.bool(0.3) ? rng.int(0, 3) : rng.int(0, MAX_COUNTER);
  const node = near && rng.bool(0.3) ? near.node : rng.hex(16);
  return { millis, counter, node };
}

function tupleCompare(a: HlcState, b: HlcState): number {
  if (a.millis !== b.millis) return Math.sign(a.millis - b.millis);
  if (a.counter !== b.counter) return Math.sign(a.counter - b.counter);
  return a.node === b.node ? 0 : a.node < b.node ? -1 : 1;
}

const strCompare = (a: string, b: string) => (a === b ? 0 : a < b ? -1 : 1);

describe('hlc format', () => {
  it('matches the documented example', () => {
    const ts = { millis: Date.parse('2026-11-21T09:30:00.000Z'), counter: 1, node: '9f3c2a7b1d4e6f80' };
    expect(formatHlc(ts)).toBe('2026-11-21T09:30:00.000Z-0001-9f3c2a7b1d4e6f80');
    expect(parseHlc('2026-11-21T09:30:00.000Z-0001-9f3c2a7b1d4e6f80')).toEqual(ts);
  });

  it('makes 16 hex digit node ids', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newNodeId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('round-trips format and parse (property)', () => {
    const rng = createRng(SEED);
    for (let i = 0; i < CASES; i++) {
      const ts = randomTimestamp(rng);
      const text = formatHlc(ts);
      expect(parseHlc(text), `seed ${SEED} case ${i}`).toEqual(ts);
      expect(formatHlc(parseHlc(text) as HlcState)).toBe(text);
    }
  });

  it('orders strings exactly as (millis, counter, node) (property)', () => {
    const rng = createRng(SEED + 1);
    for (let i = 0; i < CASES; i++) {
      const a = randomTimestamp(rng);
      const b = randomTimestamp(rng, a);
      const expected = tupleCompare(a, b);
      const sa = formatHlc(a);
      const sb = formatHlc(b);
      expect(strCompare(sa, sb), `seed ${SEED + 1} case ${i}: ${sa} vs ${sb}`).toBe(expected);
      expect(compareHlc(sa, sb)).toBe(expected);
    }
  });

  it('rejects malformed strings (property: only canonical strings parse)', () => {
    const rng = createRng(SEED + 2);
    const alphabet = '0123456789abcdefABCDEFTZ:-. xg';
    let rejected = 0;
    for (let i = 0; i < CASES; i++) {
      const valid = formatHlc(randomTimestamp(rng));
      const chars = valid.split('');
      const kind = rng.int(0, 3);
      const at = rng.int(0, chars.length - 1);
      if (kind === 0) chars[at] = rng.pick(alphabet.split(''));
      else if (kind === 1) chars.splice(at, 1);
      else if (kind === 2) chars.splice(at, 0, rng.pick(alphabet.split('')));
      else chars[at] = (chars[at] ?? '').toUpperCase();
      const mutated = chars.join('');
      const parsed = parseHlc(mutated);
      if (parsed === null) rejected++;
      // Whatever is accepted must be canonical: formatting it gives back the very same string.
      else expect(formatHlc(parsed), `seed ${SEED + 2} case ${i}: ${mutated}`).toBe(mutated);
    }
    expect(rejected).toBeGreaterThan(CASES / 2);
  });

  it.each([
    '',
    'garbage',
    '2026-11-21T09:30:00.000Z-0001',
    '2026-11-21T09:30:00Z-0001-9f3c2a7b1d4e6f80',
    '2026-11-21T09:30:00.000Z-001-9f3c2a7b1d4e6f80',
    '2026-11-21T09:30:00.000Z-00001-9f3c2a7b1d4e6f80',
    '2026-11-21T09:30:00.000Z-0001-9f3c2a7b1d4e6f8',
    '2026-11-21T09:30:00.000Z-0001-9F3C2A7B1D4E6F80',
    '2026-11-21T09:30:00.000Z-000g-9f3c2a7b1d4e6f80',
    '2026-02-30T09:30:00.000Z-0001-9f3c2a7b1d4e6f80',
    '2026-13-01T09:30:00.000Z-0001-9f3c2a7b1d4e6f80',
    '2026-11-21T24:30:00.000Z-0001-9f3c2a7b1d4e6f80',
    '2026-11-21T09:30:00.000+01:00-0001-9f3c2a7b1d4e6f80',
    ' 2026-11-21T09:30:00.000Z-0001-9f3c2a7b1d4e6f80',
    '2026-11-21T09:30:00.000Z-0001-9f3c2a7b1d4e6f80\n',
  ])('rejects %j', (text) => {
    expect(parseHlc(text)).toBeNull();
    expect(() => compareHlc(text, '2026-11-21T09:30:00.000Z-0001-9f3c2a7b1d4e6f80')).toThrow(/Invalid HLC/);
  });

  it('reads exactly what a Date reads and writes back, leap days and the edges of each field included', () => {
    // The definition parseHlc had: the time parsed by a Date and written back unchanged.
    const OLD = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)-([0-9a-f]{4})-([0-9a-f]{16})$/;
    const byDate = (value: string) => {
      const match = OLD.exec(value);
      if (!match) return null;
      const millis = Date.parse(match[1]!);
      if (!Number.isFinite(millis) || new Date(millis).toISOString() !== match[1]) return null;
      return { millis, counter: parseInt(match[2]!, 16), node: match[3]! };
    };
    const pad = (n: number, width = 2) => String(n).padStart(width, '0');
    const candidates: string[] = [];
    for (const year of [0, 1, 4, 100, 400, 1582, 1900, 1969, 1970, 2000, 2024, 2100, 9999]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          for (const time of ['00:00:00.000', '23:59:59.999', '24:00:00.000', '12:60:00.000', '12:00:60.000', '19:59:09.090']) {
            candidates.push(`${pad(year, 4)}-${pad(month)}-${pad(day)}T${time}Z-${pad(day, 4)}-9f3c2a7b1d4e6f80`);
          }
        }
      }
    }
    candidates.push('2026-11-21T09:30:00.000Z-ffff-0000000000000000', '2026-11-21T09:30:00.000Z-FFFF-0000000000000000');
    const disagreeing = candidates.filter((value) => JSON.stringify(parseHlc(value)) !== JSON.stringify(byDate(value)));
    expect(disagreeing).toEqual([]);
    // Three times a day of every real date (leap days in 0, 4, 400, 2000 and 2024; none in 100, 1900, 2100),
    // and the lower-case counter.
    expect(candidates.filter((value) => parseHlc(value) !== null)).toHaveLength(3 * (13 * 365 + 5) + 1);
  });

  it('rejects non-strings', () => {
    for (const value of [null, undefined, 42, {}, []]) expect(parseHlc(value)).toBeNull();
  });
});

describe('hlc send', () => {
  it('is strictly increasing even when the physical clock goes backwards (property)', () => {
    const rng = createRng(SEED + 3);
    for (let i = 0; i < CASES; i++) {
      let state = initialHlcState(rng.hex(16));
      let physical = NOW + rng.int(-1e6, 1e6);
      let previous = '';
      const steps = rng.int(2, 40);
      for (let step = 0; step < steps; step++) {
        // Jumps backwards as well as forwards, and often not at all.
        physical = Math.max(0, physical + (rng.bool(0.3) ? 0 : rng.int(-600_000, 600_000)));
        const result = send(state, physical);
        expect(result.hlc > previous, `seed ${SEED + 3} case ${i} step ${step}`).toBe(true);
        expect(parseHlc(result.hlc)).toEqual(result.state);
        expect(result.state.millis).toBeGreaterThanOrEqual(physical);
        previous = result.hlc;
        state = result.state;
      }
    }
  });

  it('resets the counter when time moves on and counts within one millisecond', () => {
    const start = initialHlcState('0123456789abcdef');
    const a = send(start, NOW);
    expect(a.state).toEqual({ millis: NOW, counter: 0, node: '0123456789abcdef' });
    const b = send(a.state, NOW);
    expect(b.state.counter).toBe(1);
    const c = send(b.state, NOW - 5000);
    expect(c.state).toEqual({ millis: NOW, counter: 2, node: '0123456789abcdef' });
    const d = send(c.state, NOW + 1);
    expect(d.state).toEqual({ millis: NOW + 1, counter: 0, node: '0123456789abcdef' });
  });

  it('throws a clear error when the counter overflows', () => {
    const state = { millis: NOW, counter: MAX_COUNTER, node: '0123456789abcdef' };
    expect(() => send(state, NOW)).toThrow(CounterOverflowError);
    expect(() => send(state, NOW)).toThrow(/counter overflow/i);
    expect(send(state, NOW + 1).state.counter).toBe(0);
  });

  it('rejects an invalid physical time', () => {
    const state = initialHlcState('0123456789abcdef');
    expect(() => send(state, Number.NaN)).toThrow(/physical time/);
    expect(() => send(state, -1)).toThrow(/physical time/);
  });
});

describe('hlc receive', () => {
  it('orders after both the local and the remote timestamp (property)', () => {
    const rng = createRng(SEED + 4);
    for (let i = 0; i < CASES; i++) {
      const physical = NOW + rng.int(-1e6, 1e6);
      const local: HlcState = {
        millis: physical + rng.int(-400_000, DEFAULT_MAX_DRIFT_MS),
        counter: rng.int(0, 20),
        node: rng.hex(16),
      };
      const remote: HlcState = {
        millis: rng.bool(0.3) ? local.millis : physical + rng.int(-1e6, DEFAULT_MAX_DRIFT_MS),
        counter: rng.int(0, 20),
        node: rng.hex(16),
      };
      const merged = receive(local, formatHlc(remote), physical);
      const text = formatHlc(merged);
      const context = `seed ${SEED + 4} case ${i}`;
      expect(text > formatHlc(local), context).toBe(true);
      expect(text > formatHlc(remote), context).toBe(true);
      expect(merged.node).toBe(local.node);
      expect(merged.millis).toBeGreaterThanOrEqual(physical);
    }
  });

  it('never produces equal timestamps between nodes exchanging messages in random order (property)', () => {
    const rng = createRng(SEED + 5);
    for (let i = 0; i < CASES; i++) {
      const nodeCount = rng.int(2, 4);
      const nodes = Array.from({ length: nodeCount }, () => ({
        state: initialHlcState(rng.hex(16)),
        skew: rng.int(-120_000, 120_000),
        inbox: [] as string[],
        last: '',
      }));
      let physical = NOW;
      const seen = new Set<string>();
      const context = `seed ${SEED + 5} case ${i}`;
      const steps = rng.int(5, 40);
      for (let step = 0; step < steps; step++) {
        physical += rng.bool(0.5) ? 0 : rng.int(-2_000, 5_000);
        const node = rng.pick(nodes);
        const message = node.inbox.length > 0 && rng.bool(0.5) ? node.inbox.splice(rng.int(0, node.inbox.length - 1), 1)[0] : undefined;
        let stamp: string;
        if (message !== undefined) {
          node.state = receive(node.state, message, physical + node.skew);
          stamp = formatHlc(node.state);
          expect(stamp > message, context).toBe(true);
        } else {
          const result = send(node.state, physical + node.skew);
          node.state = result.state;
          stamp = result.hlc;
          const target = rng.pick(nodes);
          if (target !== node) target.inbox.push(stamp);
        }
        expect(stamp > node.last, context).toBe(true);
        expect(seen.has(stamp), `${context}: duplicate ${stamp}`).toBe(false);
        seen.add(stamp);
        node.last = stamp;
      }
    }
  });

  it('rejects a remote clock more than the max drift ahead, with a message saying so', () => {
    const state = initialHlcState('0123456789abcdef');
    const ahead = formatHlc({ millis: NOW + 2 * 3_600_000, counter: 0, node: 'fedcba9876543210' });
    expect(() => receive(state, ahead, NOW)).toThrow(ClockDriftError);
    expect(() => receive(state, ahead, NOW)).toThrow(/clock is ahead/i);
    try {
      receive(state, ahead, NOW);
    } catch (error) {
      expect((error as ClockDriftError).aheadByMs).toBe(2 * 3_600_000);
    }
    const edge = formatHlc({ millis: NOW + DEFAULT_MAX_DRIFT_MS, counter: 0, node: 'fedcba9876543210' });
    expect(receive(state, edge, NOW).millis).toBe(NOW + DEFAULT_MAX_DRIFT_MS);
    const justOver = formatHlc({ millis: NOW + DEFAULT_MAX_DRIFT_MS + 1, counter: 0, node: 'fedcba9876543210' });
    expect(() => receive(state, justOver, NOW)).toThrow(ClockDriftError);
    expect(receive(state, ahead, NOW, 3 * 3_600_000).millis).toBe(NOW + 2 * 3_600_000);
  });

  it('accepts a remote clock far behind', () => {
    const state = send(initialHlcState('0123456789abcdef'), NOW).state;
    const behind = formatHlc({ millis: NOW - 24 * 3_600_000, counter: 7, node: 'fedcba9876543210' });
    expect(receive(state, behind, NOW)).toEqual({ millis: NOW, counter: 1, node: '0123456789abcdef' });
  });

  it('rejects a malformed remote timestamp', () => {
    expect(() => receive(initialHlcState('0123456789abcdef'), 'nonsense', NOW)).toThrow(/Invalid HLC/);
  });
});
