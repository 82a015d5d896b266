// What a visitor's booking must respect that its device could get wrong or forge: a pickup still to
// come, and no more passengers or bags than the chosen car takes. Refused with a 400 whose words are
// in the language the visitor booked in (the wizard checks the same before it sends).

import { parisInstant } from '../../src/domain/paris-time';
import type { Language } from '../../src/domain/types';
import { ApiError } from '../http/http';

/** A booking sent a little after its pickup time (typed at the kerb, a slow network) still counts. */
export const PICKUP_GRACE_MS = 15 * 60_000;

const WORDS = {
  pickupPast: {
    fr: 'La date et l’heure de prise en charge sont passées : choisissez un moment à venir.',
    en: 'The pickup date and time have passed: choose a time to come.',
    ar: 'موعد الانطلاق قد مضى: اختر موعدًا قادمًا.',
  },
  passengers: {
    fr: (n: number) => `Ce véhicule accueille au plus ${n} passagers : choisissez-en un plus grand.`,
    en: (n: number) => `This vehicle seats at most ${n} passengers: choose a larger one.`,
    ar: (n: number) => `تتّسع هذه السيارة لـ ${n} ركاب على الأكثر: اختر سيارة أكبر.`,
  },
  luggage: {
    fr: (n: number) => `Ce véhicule prend au plus ${n} bagages : choisissez-en un plus grand.`,
    en: (n: number) => `This vehicle takes at most ${n} bags: choose a larger one.`,
    ar: (n: number) => `تتّسع هذه السيارة لـ ${n} حقائب على الأكثر: اختر سيارة أكبر.`,
  },
};

/** A 400 whose message is the visitor's words alone (no field path before them), the field in its details. */
const refusal = (path: string, message: string) => new ApiError(400, message, { details: [{ path, message }] });

const langOf = (fields: Record<string, unknown>): Language => (fields.lang === 'fr' || fields.lang === 'ar' ? fields.lang : fields.lang === 'en' ? 'en' : 'fr');

/** Refuses a pickup that is already over (Europe/Paris wall clock). */
export function checkPickupToCome(fields: Record<string, unknown>, now: Date): void {
  const at = parisInstant(String(fields.pickupDate), String(fields.pickupTime));
  if (Number.isFinite(at) && at < now.getTime() - PICKUP_GRACE_MS) {
    throw refusal('pickupDate', WORDS.pickupPast[langOf(fields)]);
  }
}

/** Refuses more passengers or bags than the car takes. */
export function checkCarCapacity(fields: Record<string, unknown>, car: { passengers: number; luggage: number }): void {
  const lang = langOf(fields);
  if (Number(fields.passengers) > car.passengers) throw refusal('passengers', WORDS.passengers[lang](car.passengers));
  if (Number(fields.luggage) > car.luggage) throw refusal('luggage', WORDS.luggage[lang](car.luggage));
}
