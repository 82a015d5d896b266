import { describe, expect, it } from 'vitest';
import { deriveRide, effectiveEvents, nextDriverActions, statusForState } from '../../src/domain/ride-state';
import type { RideEvent } from '../../src/domain/types';

type Ev = Pick<RideEvent, 'id' | 'kind' | 'at' | 'undoes'>;
const ev = (id: string, kind: RideEvent['kind'], minute: number, undoes?: string): Ev => ({
  id,
  kind,
  at: `2026-01-15T10:${String(minute).padStart(2, '0')}:00.000Z`,
  undoes,
});

describe('a ride’s state from its events', () => {
  it('is unassigned or assigned before any event', () => {
    expect(deriveRide([], false).state).toBe('unassigned');
    expect(deriveRide([], true).state).toBe('assigned');
  });

  it('is the latest event by the tap’s time, whatever order the events arrived in', () => {
    const events = [ev('c', 'on_board', 20), ev('a', 'accepted', 1), ev('b', 'en_route', 5)];
    expect(deriveRide(events, true).state).toBe('on_board');
    expect(deriveRide(events, true).last?.id).toBe('c');
  });

  it('keeps both phones’ events: the later tap wins, none is lost', () => {
    const phoneA = [ev('a1', 'accepted', 1), ev('a2', 'en_route', 5)];
    const phoneB = [ev('b1', 'on_location', 9)];
    expect(effectiveEvents([...phoneA, ...phoneB]).map((e) => e.id)).toEqual(['a1', 'a2', 'b1']);
    expect(deriveRide([...phoneB, ...phoneA], true).state).toBe('on_location');
  });

  it('breaks a tie of the same minute by id, the same on every device', () => {
    const x = ev('x', 'done', 30);
    const y = ev('y', 'no_show', 30);
    expect(deriveRide([x, y], true).state).toBe('no_show');
    expect(deriveRide([y, x], true).state).toBe('no_show');
  });

  it('sets aside an undone event and the undo mark itself', () => {
    const events = [ev('a', 'accepted', 1), ev('b', 'en_route', 5), ev('u', 'undone', 6, 'b')];
    expect(deriveRide(events, true).state).toBe('accepted');
    expect(effectiveEvents(events).map((e) => e.id)).toEqual(['a']);
  });

  it('offers the driver the next steps in order', () => {
    expect(nextDriverActions('assigned')).toEqual(['accepted', 'declined']);
    expect(nextDriverActions('accepted')).toEqual(['en_route']);
    expect(nextDriverActions('on_location')).toEqual(['on_board', 'no_show']);
    expect(nextDriverActions('done')).toEqual([]);
  });

  it('moves the booking status where the ride and SPEC’s statuses meet', () => {
    expect(statusForState('done')).toBe('completed');
    expect(statusForState('cancelled_late')).toBe('cancelled');
    expect(statusForState('en_route')).toBeNull();
    expect(statusForState('no_show')).toBeNull();
  });
});
