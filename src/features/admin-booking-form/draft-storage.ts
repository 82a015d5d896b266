// The new booking being typed, kept for this browser tab: a reload, the preview and back, or a visit
// to another screen lose nothing. Cleared once the booking is created, or on Cancel.
import { BOOKING_STATUSES, LANGUAGES, PAYMENT_METHODS, SERVICE_TYPES, VAT_KINDS } from '../../domain/types';
import { NONE, emptyOrderForm, type FormExtra, type OrderFormValues } from './order-form-values';
import type { RemarkDraft } from './remark-drafts';

const KEY = 'vtc.admin-booking-draft';

const textOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const numberOrText = (value: unknown, fallback: number | string) =>
  typeof value === 'number' || typeof value === 'string' ? value : fallback;
const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : fallback;

/** Form values read back from storage: every field of the right type, the defaults for the rest. */
export function cleanOrderForm(value: unknown, today: string): OrderFormValues {
  const base = emptyOrderForm(today);
  if (typeof value !== 'object' || value === null) return base;
  const raw = value as Record<string, unknown>;
  return {
    pickupDate: textOr(raw.pickupDate, base.pickupDate),
    pickupTime: textOr(raw.pickupTime, base.pickupTime),
    flightTrainNumber: textOr(raw.flightTrainNumber, ''),
    firstName: textOr(raw.firstName, ''),
    lastName: textOr(raw.lastName, ''),
    phone: textOr(raw.phone, ''),
    email: textOr(raw.email, ''),
    lang: oneOf([...LANGUAGES, NONE], raw.lang, NONE),
    passengers: numberOrText(raw.passengers, base.passengers),
    luggage: numberOrText(raw.luggage, base.luggage),
    pickupLocation: textOr(raw.pickupLocation, ''),
    dropoffLocation: textOr(raw.dropoffLocation, ''),
    serviceType: oneOf(SERVICE_TYPES, raw.serviceType, base.serviceType),
    vehicleId: textOr(raw.vehicleId, NONE) || NONE,
    tourId: textOr(raw.tourId, NONE) || NONE,
    price: numberOrText(raw.price, base.price),
    paymentMethod: raw.paymentMethod === '' ? '' : oneOf(PAYMENT_METHODS, raw.paymentMethod, ''),
    vatKind: oneOf(VAT_KINDS, raw.vatKind, base.vatKind),
    hours: numberOrText(raw.hours, ''),
    status: oneOf(BOOKING_STATUSES, raw.status, base.status),
    specialRequests: textOr(raw.specialRequests, ''),
    extras: cleanExtras(raw.extras),
    returnTrip: raw.returnTrip === true,
    returnDate: textOr(raw.returnDate, ''),
    returnTime: textOr(raw.returnTime, ''),
  };
}

const DECIMAL_RE = /^\d{1,9}(\.\d{1,2})?$/;

/** The extras of a kept draft: those with a key, a price and a VAT rate, and a quantity typed. */
function cleanExtras(value: unknown): FormExtra[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, 50).flatMap((item: unknown) => {
    const e = (item ?? {}) as Record<string, unknown>;
    const ok = typeof e.extraId === 'string' && typeof e.price === 'string' && DECIMAL_RE.test(e.price) && typeof e.vatPercent === 'string' && DECIMAL_RE.test(e.vatPercent);
    return ok ? [{ extraId: e.extraId as string, quantity: numberOrText(e.quantity, 0), price: e.price as string, vatPercent: e.vatPercent as string }] : [];
  });
}

/** New remarks read back from storage: those with a key and some text. */
export function cleanRemarkDrafts(value: unknown): RemarkDraft[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { key, text } = item as Record<string, unknown>;
    return typeof key === 'string' && typeof text === 'string' && text.trim() !== '' ? [{ key, text }] : [];
  });
}

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
