// The create-tour form's values kept for this browser tab, so a reload or a detail visit loses
// nothing typed; cleared once the tour is saved.
import { cleanTourForm, emptyTourForm, type TourFormValues } from '../../domain/tour-form';

const KEY = 'vtc.tour-draft';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be switched off: the form still works, only unsaved.
    return null;
  }
}

export function readTourDraft(): TourFormValues {
  const raw = storage()?.getItem(KEY);
  if (!raw) return emptyTourForm();
  try {
    return cleanTourForm(JSON.parse(raw));
  } catch {
    return emptyTourForm();
  }
}

export function writeTourDraft(values: TourFormValues): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(values));
  } catch {
    // Full or refused storage: the values stay in the page only.
  }
}

export function clearTourDraft(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
