// How long a ride keeps its driver and car: a tour's duration, an hourly hire's hours, a transfer's
// estimate by place (the settings' dispatch section), defaults otherwise.

import { FALLBACK_ORDER, langField } from './content-lang';
import { PLACES } from './places';
import type { Booking, DispatchSettings, Settings, Tour } from './types';

/** Airports and stations take longer than a drive across town; minutes for a transfer from or to them. */
export const DEFAULT_PLACE_MINUTES: Readonly<Record<string, number>> = {
  cdg: 75,
  orly: 60,
  beauvais: 120,
  'le-bourget': 60,
  'nice-airport': 45,
  'brussels-airport': 45,
  charleroi: 75,
  versailles: 60,
  disneyland: 75,
};

export const DEFAULT_DISPATCH: DispatchSettings = {
  bufferBeforeMinutes: 15,
  bufferAfterMinutes: 15,
  transferMinutes: 60,
  hourlyHours: 4,
  placeMinutes: { ...DEFAULT_PLACE_MINUTES },
};

/** The dispatch settings, defaults where a record made before them has none. */
export function dispatchSettingsOf(settings: Pick<Settings, 'dispatch'> | undefined | null): DispatchSettings {
  return settings?.dispatch ?? DEFAULT_DISPATCH;
}

/** A tour of unknown length is taken as half a day. */
export const DEFAULT_TOUR_MINUTES = 240;
const FULL_DAY_MINUTES = 600;
const HALF_DAY_MINUTES = 300;

const durationCache = new Map<string, number | null>();

/**
 * Minutes of a duration as people write it: '8 hours', '4h', '2h30', '90 min', '1.5 hours',
 * 'Full day', 'Journée', 'Half day', 'Demi-journée', '8 ساعات'. Null when it says no length.
 */
export function parseDurationMinutes(text: string): number | null {
  const cached = durationCache.get(text);
  if (cached !== undefined) return cached;
  const value = readDuration(text.toLowerCase());
  durationCache.set(text, value);
  return value;
}

function readDuration(text: string): number | null {
  if (/half|demi|نصف/.test(text)) return HALF_DAY_MINUTES;
  if (/full|journée|journee|day|jour|يوم/.test(text) && !/\d/.test(text)) return FULL_DAY_MINUTES;
  const hm = /(\d+)\s*h\s*(\d{2})/.exec(text);
  if (hm) return Number(hm[1]) * 60 + Number(hm[2]);
  const number = /(\d+(?:[.,]\d+)?)\s*(h|hours?|heures?|hrs?|ساع|min|minutes?|دقيق|days?|jours?|أيام|يوم)?/.exec(text);
  if (!number) return null;
  const amount = Number((number[1] ?? '').replace(',', '.'));
  const unit = number[2] ?? 'h';
  if (!Number.isFinite(amount) || amount <= 0) return null;
  if (/^(min|minutes?|دقيق)/.test(unit)) return Math.round(amount);
  if (/^(days?|jours?|أيام|يوم)/.test(unit)) return Math.round(amount * FULL_DAY_MINUTES);
  return Math.round(amount * 60);
}

const placeCache = new Map<string, string[]>();

// Each place's names in lower case and its id as a word, made once: a board reads hundreds of addresses.
let matchers: { id: string; names: string[]; word: RegExp }[] | undefined;
const placeMatchers = () =>
  (matchers ??= PLACES.map((place) => ({
    id: place.id,
    names: [place.name.en, place.name.fr, place.name.ar].filter((n): n is string => !!n).map((n) => n.toLowerCase()),
    word: new RegExp(`\\b${place.id}\\b`),
  })));

/** The ids of the known places a typed address names (any of their names, in any language). */
export function placesIn(address: string): string[] {
  let ids = placeCache.get(address);
  if (ids) return ids;
  const text = address.toLowerCase();
  ids = placeMatchers()
    .filter((place) => place.names.some((name) => text.includes(name)) || place.word.test(text))
    .map((place) => place.id);
  if (placeCache.size > 5000) placeCache.clear();
  placeCache.set(address, ids);
  return ids;
}

/** The fields a tour's length is read from: its duration in each language. */
export type TourDuration = Pick<Tour, 'durationFr' | 'durationEn' | 'durationAr'>;

/** A tour's minutes, from the first language whose duration reads as one ('8 heures', '8 hours'). */
export function tourMinutes(tour: TourDuration): number | null {
  for (const lang of FALLBACK_ORDER) {
    const minutes = parseDurationMinutes(tour[langField('duration', lang)]);
    if (minutes !== null) return minutes;
  }
  return null;
}

export type DurationInput = Pick<Booking, 'serviceType' | 'vatKind' | 'hours' | 'tourId' | 'pickupLocation' | 'dropoffLocation'>;

/** The minutes a ride takes from its pickup time to its end, before buffers. */
export function rideMinutes(booking: DurationInput, tours: ReadonlyMap<string, TourDuration>, settings: DispatchSettings): number {
  if (booking.vatKind === 'hourly') return (booking.hours ?? settings.hourlyHours) * 60;
  const tour = booking.tourId ? tours.get(booking.tourId) : undefined;
  if (tour) return tourMinutes(tour) ?? DEFAULT_TOUR_MINUTES;
  if (booking.serviceType !== 'transfer') return booking.hours ? booking.hours * 60 : DEFAULT_TOUR_MINUTES;
  const places = [...placesIn(booking.pickupLocation), ...placesIn(booking.dropoffLocation ?? '')];
  const known = places.map((id) => settings.placeMinutes[id]).filter((m): m is number => m !== undefined);
  return known.length > 0 ? Math.max(...known) : settings.transferMinutes;
}
