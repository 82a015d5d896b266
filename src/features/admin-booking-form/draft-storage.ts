// The new booking being typed, kept for this browser tab: a reload, the preview and back, or a visit
// to another screen lose nothing. Cleared once the booking is created, or on Cancel.
import { cleanOrderForm, cleanRemarkDrafts, type OrderFormValues, type RemarkDraft } from './order-form';

const KEY = 'vtc.admin-booking-draft';

export interface CreateDraft {
  values: OrderFormValues;
  remarks: RemarkDraft[];
  /** The BON DE COMMANDE was shown instead of the form. */
  preview: boolean;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be switched off (private modes, policies): the form still works, only unsaved.
    return null;
  }
}

export function readCreateDraft(today: string): CreateDraft | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { values?: unknown; remarks?: unknown; preview?: unknown };
    return { values: cleanOrderForm(parsed.values, today), remarks: cleanRemarkDrafts(parsed.remarks), preview: parsed.preview === true };
  } catch {
    return null;
  }
}

export function writeCreateDraft(draft: CreateDraft): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Full or refused storage: the draft stays in the page only.
  }
}

export function clearCreateDraft(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
