// The wizard's draft kept for this browser tab, so a reload or a visit to another page loses
// nothing; cleared once the booking is confirmed.
import type { BookingPrefill, PublicBookingDraft } from '../../domain/public-booking';
import { cleanPrefill } from './draft';

const KEY = 'vtc.booking-draft';

export interface SavedDraft {
  values: BookingPrefill;
  /** The step the visitor was on: 0 (Service & Vehicle) to 2 (Confirmation). */
  step: number;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be switched off (private modes, policies): the wizard still works, only unsaved.
    return null;
  }
}

export function readDraft(): SavedDraft | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { values?: unknown; step?: unknown };
    const step = typeof parsed.step === 'number' && Number.isInteger(parsed.step) ? Math.min(Math.max(parsed.step, 0), 2) : 0;
    return { values: cleanPrefill(parsed.values), step };
  } catch {
    return null;
  }
}

export function writeDraft(values: Partial<PublicBookingDraft>, step: number): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ values, step: Math.min(step, 2) }));
  } catch {
    // Full or refused storage: the draft stays in the page only.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
