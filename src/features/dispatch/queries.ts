// What the dispatch board reads and writes; the only file of this feature that reaches src/db.
import { useCallback } from 'react';
import { staffSessionAtom, useAtomValue } from '../../app/state';
import { loadDispatchWindow, loadRideEvents, type DispatchWindow } from '../../db/dispatch-queries';
import { useDb } from '../../db/db-context';
import { useDeviceQuery } from '../../db/live-query';
import { createRecord, deleteRecord } from '../../db/repository';
import { assignRide, type RideAssignment } from '../../db/repository-rides';
import { addDays } from '../../domain/paris-time';
import type { CreateInput, RideEvent } from '../../domain/types';

export type { DispatchWindow };

export interface BoardData {
  window: DispatchWindow;
  /** The events of the rides that can show on the board. */
  events: RideEvent[];
}

/** The board's records for days `from`..`to`, live; the last answer stays while the next one loads. */
export function useBoardData(from: string, to: string): BoardData | undefined {
  const db = useDb();
  return useDeviceQuery(
    db,
    async (db) => {
      const window = await loadDispatchWindow(db, from, to);
      // Rides picked up from the day before may still run on the first shown day.
      const first = addDays(from, -1);
      const shown = window.bookings.filter((b) => b.pickupDate >= first && b.pickupDate <= to && b.status !== 'cancelled');
      const events = await loadRideEvents(db, shown.map((b) => b.id));
      return { window, events };
    },
    [from, to],
  );
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

