// A step tapped on a ride: its time taken at the tap, the position added if the driver shares it and
// the phone answers within a moment, then the event written (with the booking's status where the
// step sets it). The last step can be taken back for a few seconds.
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { statusForState } from '../../domain/ride-state';
import type { BookingStatus, RideEvent, RideEventKind } from '../../domain/types';
import { showToast } from '../../ui/toast';
import { dropPending, keepPending, pendingSteps } from './pending-steps';
import { POSITION_WAIT_MS, positionWithin } from './position';
import { recordStep, undoStep, useRidesDb, type MyRide } from './queries';

/** How long the last step can be undone. */
export const UNDO_MS = 6000;

export interface LastStep {
  event: RideEvent;
  clientName: string;
  /** The booking's status before the step changed it; null when the step left it as it was. */
  statusBefore: BookingStatus | null;
  /** Epoch ms after which it can no longer be undone. */
  until: number;
}

export type StepKind = Exclude<RideEventKind, 'undone' | 'assigned'>;

export interface StepExtra {
  note?: string;
  waitMinutes?: number;
}

export function useSteps(authorId: string | undefined, sharePosition: boolean) {
  const db = useRidesDb();
  const { t } = useLingui();
  const [last, setLast] = useState<LastStep | null>(null);
  // Rides with a step being written: their buttons wait, so a second tap does not record it twice.
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const mark = (bookingId: string, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(bookingId);
      else next.delete(bookingId);
      return next;
    });

  const failed = useCallback(
    () => showToast({ color: 'red', title: t`Not recorded`, message: t`This step could not be saved on the device. Try again.` }),
    [t],
  );

  // Taps a closed app left in local storage while they waited for the position: recorded now.
  useEffect(() => {
    if (!authorId) return;
    for (const { status, ...left } of pendingSteps().filter((s) => s.authorId === authorId)) {
      void recordStep(db, left, status).then(() => dropPending(left.id), failed);
    }
  }, [authorId, db, failed]);

  const step = useCallback(
    async (ride: MyRide, kind: StepKind, extra: StepExtra = {}) => {
      if (!authorId) return;
      const at = new Date().toISOString();
      const bookingId = ride.booking.id;
      const status = statusForState(kind);
      const tap = { id: crypto.randomUUID(), bookingId, kind, at, authorId, ...extra };
      mark(bookingId, true);
      try {
        if (sharePosition) keepPending({ ...tap, status });
        const fix = sharePosition ? await positionWithin(POSITION_WAIT_MS) : null;
        const event = await recordStep(db, { ...tap, fix }, status);
        dropPending(tap.id);
        setLast({
          event,
          clientName: `${ride.booking.firstName} ${ride.booking.lastName}`.trim(),
          statusBefore: status && ride.booking.status !== status ? ride.booking.status : null,
          until: Date.now() + UNDO_MS,
        });
      } catch {
        failed();
      } finally {
        mark(bookingId, false);
      }
    },
    [authorId, sharePosition, db, failed],
  );

  const undo = useCallback(async () => {
    if (!last || !authorId) return;
    setLast(null);
    try {
      await undoStep(db, last.event, authorId, last.statusBefore);
    } catch {
      failed();
    }
  }, [last, authorId, db, failed]);

  const dismiss = useCallback(() => setLast(null), []);

  return { step, undo, dismiss, last, busy };
}
