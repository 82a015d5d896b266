// Taps not yet in the device database: while a step waits a moment for the position, it is kept in
// local storage (written synchronously at the tap), so that a step is never lost if the app is closed
// in that moment. The next time My rides opens, what is left is recorded, without a position.
import type { BookingStatus } from '../../domain/types';
import type { StepInput } from './queries';

const KEY = 'vtc.driver-rides.pending-steps';

/** A tap kept until its event is in the database; `id` is the event's own id, made at the tap. */
export type PendingStep = Omit<StepInput, 'fix' | 'id'> & { id: string; status: BookingStatus | null };

function read(storage: Storage | undefined): PendingStep[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PendingStep[]) : [];
  } catch {
    return [];
  }
}

function write(storage: Storage | undefined, steps: PendingStep[]) {
  try {
    if (steps.length === 0) storage?.removeItem(KEY);
    else storage?.setItem(KEY, JSON.stringify(steps));
  } catch {
    // Storage full or refused: the step still goes to the database as usual, only unprotected.
  }
}

const storageOf = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function keepPending(step: PendingStep, storage = storageOf()) {
  write(storage, [...read(storage).filter((s) => s.id !== step.id), step]);
}

export function dropPending(id: string, storage = storageOf()) {
  write(storage, read(storage).filter((s) => s.id !== id));
}

export function pendingSteps(storage = storageOf()): PendingStep[] {
  return read(storage);
}
