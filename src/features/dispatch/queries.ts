// What the dispatch board reads and writes; the only file of this feature that reaches src/db.
import { useCallback, useMemo } from 'react';
import { staffSessionAtom, useAtomValue } from '../../app/state';
import { dispatchWindow, loadRideEvents, loadWindowBookings, useDispatchSupport, type DispatchWindow } from '../../db/dispatch-queries';
import type { AppDb } from '../../db/db';
import { useDb } from '../../db/db-context';
import { useEagerDeviceQuery } from '../../db/live-query';
import { createRecord, deleteRecord } from '../../db/repository';
import { assignRide, type RideAssignment } from '../../db/repository-rides';
import type { Booking, CreateInput, RideEvent } from '../../domain/types';

export type { DispatchWindow };

export interface BoardData {
  window: DispatchWindow;
  /** The events of the rides that can show on the board. */
  events: RideEvent[];
}

/**
 * The board's records for days `from`..`to`, live; the last answer stays while the next one loads.
 * The small tables are a query of their own, kept while the board moves from day to day.
 */
export function useBoardData(from: string, to: string): BoardData | undefined {
  const db = useDb();
  const support = useDispatchSupport();
  const rides = useEagerQuery(db, from, to);
  return useMemo(
    () => (support && rides ? { window: dispatchWindow(support, rides.bookings, rides.from, rides.to), events: rides.events } : undefined),
    [support, rides],
  );
}

interface WindowRides {
  from: string;
  to: string;
  bookings: Booking[];
  events: RideEvent[];
}

async function loadRides(db: AppDb, from: string, to: string): Promise<WindowRides> {
  const bookings = await loadWindowBookings(db, from, to);
  // The events of every ride that may show: picked up from a few days before (still running) to the
  // last day, and not cancelled (the board leaves those out). Each ride costs IndexedDB a step.
  const ids = bookings.filter((b) => b.pickupDate <= to && b.status !== 'cancelled').map((b) => b.id);
  return { from, to, bookings, events: await loadRideEvents(db, ids) };
}

/** The window's rides, live, read from the board's first render on (see useEagerDeviceQuery). */
function useEagerQuery(db: AppDb, from: string, to: string): WindowRides | undefined {
  return useEagerDeviceQuery(db, `dispatch-board:${from}:${to}`, (db) => loadRides(db, from, to));
}

/** The signed-in staff member's id: the author of the events this device writes. */
export function useAuthorId(): string | null {
  return useAtomValue(staffSessionAtom)?.user.id ?? null;
}

/** Saves a ride's driver and car, with its 'assigned' event when the driver changes. */
export function useAssignRide(): (bookingId: string, choice: RideAssignment) => Promise<void> {
  const db = useDb();
  const authorId = useAuthorId();
  return useCallback(
    async (bookingId, choice) => {
      if (!authorId) throw new Error('Nobody is signed in');
      await assignRide(db, bookingId, choice, authorId);
    },
    [db, authorId],
  );
}

export function useBlockedWrites() {
  const db = useDb();
  return {
    addTimeOff: useCallback((data: CreateInput<'timeOff'>) => createRecord(db, 'timeOff', data), [db]),
    addDowntime: useCallback((data: CreateInput<'downtimes'>) => createRecord(db, 'downtimes', data), [db]),
    remove: useCallback((table: 'timeOff' | 'downtimes', id: string) => deleteRecord(db, table, id), [db]),
  };
}

