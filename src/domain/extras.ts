// Extras sold with a ride and return trips: what the chosen extras cost (at the settings' prices,
// which the server applies again to a visitor's booking), the waiting time in started quarters of an
// hour, and the booking a return trip becomes. Shared by the wizard, the admin form, the driver's
// rides and the public endpoint.

import type { BookingExtra, Extra } from './billing-types';
import { WAITING_EXTRA } from './billing-defaults';
import { fromCents, toCents } from './estimate';
import type { Booking, CreateInput, Language } from './types';

/** At most this many of one extra on a booking (the booking schema's bound). */
export const EXTRA_QUANTITY_MAX = 999;

/** How many of each extra, by its key; 0 or absent means none. */
export type ExtraQuantities = Record<string, number>;

/** The extras a visitor may choose (public and active) or staff (every active one). */
export function offeredExtras(catalogue: readonly Extra[], who: 'public' | 'staff'): Extra[] {
  return catalogue.filter((extra) => extra.active && (who === 'staff' || extra.public));
}

/** An extra's name in a language, the French one when that language's is empty. */
export function extraName(extra: Pick<Extra, 'name'>, lang: Language): string {
  return extra.name[lang].trim() || extra.name.fr;
}

/** The name of an extra on a booking, from the catalogue; its key when the office removed it since. */
export function bookingExtraName(item: BookingExtra, catalogue: readonly Extra[], lang: Language): string {
  const extra = catalogue.find((e) => e.id === item.extraId);
  return extra ? extraName(extra, lang) : item.extraId;
}

const isQuantity = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= EXTRA_QUANTITY_MAX;

/**
 * The booking's extras for these quantities, at the catalogue's prices and VAT rates, in the
 * catalogue's order. An extra not offered to `who`, or a quantity that is not a whole 1..999, is left out.
 */
export function bookingExtrasFor(catalogue: readonly Extra[], quantities: ExtraQuantities, who: 'public' | 'staff'): BookingExtra[] {
  return offeredExtras(catalogue, who)
    .filter((extra) => isQuantity(quantities[extra.id]))
    .map((extra) => ({ extraId: extra.id, quantity: quantities[extra.id] ?? 0, price: extra.price, vatPercent: extra.vatPercent }));
}

/** The quantities of a booking's extras, by key. */
export function quantitiesOf(extras: readonly BookingExtra[] | undefined): ExtraQuantities {
  return Object.fromEntries((extras ?? []).map((e) => [e.extraId, e.quantity]));
}

/** One extra's amount in cents: its unit price times its quantity (0 for an unreadable price). */
export function extraCents(item: Pick<BookingExtra, 'price' | 'quantity'>): number {
  return (toCents(item.price) ?? 0) * item.quantity;
}

/** What the extras cost together, tax included, '0.00' for none. */
export function extrasTotal(extras: readonly BookingExtra[] | undefined): string {
  return fromCents((extras ?? []).reduce((sum, item) => sum + extraCents(item), 0));
}

/** A ride's price with its extras added; null when the ride's price is unknown or unreadable. */
export function withExtras(ridePrice: string | null | undefined, extras: readonly BookingExtra[] | undefined): string | null {
  const ride = ridePrice == null ? null : toCents(ridePrice);
  if (ride === null) return null;
  return fromCents(ride + (extras ?? []).reduce((sum, item) => sum + extraCents(item), 0));
}

/** The price of the ride alone: the booking's total less its extras ('0.00' at least). */
export function ridePriceOf(booking: Pick<Booking, 'totalPrice' | 'extras'>): string {
  const total = toCents(booking.totalPrice) ?? 0;
  const extras = (booking.extras ?? []).reduce((sum, item) => sum + extraCents(item), 0);
  return fromCents(Math.max(0, total - extras));
}

/** Waiting time is billed per quarter of an hour started: 1 to 15 min is 1, 20 min is 2; 0 for none. */
export function quartersStarted(minutes: number): number {
  if (!Number.isFinite(minutes) || minutes <= 0) return 0;
  return Math.ceil(minutes / 15);
}

/**
 * A booking's extras with the client's waiting time set to these minutes (the 'waiting' extra in
 * quarters of an hour started, at the catalogue's price): replaced, or removed for 0 minutes. null
 * when the office has no active waiting extra to bill it with.
 */
export function withWaitingTime(extras: readonly BookingExtra[] | undefined, minutes: number, catalogue: readonly Extra[]): BookingExtra[] | null {
  const waiting = catalogue.find((e) => e.id === WAITING_EXTRA && e.active);
  if (!waiting) return null;
  const others = (extras ?? []).filter((e) => e.extraId !== WAITING_EXTRA);
  const quarters = Math.min(quartersStarted(minutes), EXTRA_QUANTITY_MAX);
  if (quarters === 0) return others;
  return [...others, { extraId: WAITING_EXTRA, quantity: quarters, price: waiting.price, vatPercent: waiting.vatPercent }];
}

/** The waiting time recorded on a booking, in quarters of an hour (0 when none). */
export function waitingQuarters(extras: readonly BookingExtra[] | undefined): number {
  return (extras ?? []).find((e) => e.extraId === WAITING_EXTRA)?.quantity ?? 0;
}

/**
 * The server's reading of a visitor's extras: each one must be public and active, with a whole
 * quantity 1..999, and none twice; the prices and VAT rates are the settings', whatever the device
 * sent. A string says what is wrong.
 */
export function pricePublicExtras(catalogue: readonly Extra[], sent: unknown): BookingExtra[] | string {
  if (sent === undefined || sent === null) return [];
  if (!Array.isArray(sent)) return 'Extras must be a list';
  const quantities: ExtraQuantities = {};
  for (const item of sent as unknown[]) {
    const { extraId, quantity } = (item ?? {}) as { extraId?: unknown; quantity?: unknown };
    if (typeof extraId !== 'string' || !offeredExtras(catalogue, 'public').some((e) => e.id === extraId)) return 'This extra is not offered';
    if (!isQuantity(quantity)) return 'Each extra needs a whole quantity from 1 to 999';
    if (extraId in quantities) return 'An extra is listed twice';
    quantities[extraId] = quantity;
  }
  return bookingExtrasFor(catalogue, quantities, 'public');
}

/** When the return trip is picked up. */
export interface ReturnWhen {
  /** 'YYYY-MM-DD' */
  pickupDate: string;
  /** 'HH:MM' */
  pickupTime: string;
}

/**
 * The booking a return trip becomes: the way out's client, car, passengers and extras (but not its
 * waiting time), the addresses swapped, its own date and time, no flight, no driver yet (its own
 * dispatch), and `returnOf` naming the way out. The price is the way out's ride price plus the extras.
 */
export function returnTripInput(wayOut: Booking, when: ReturnWhen): CreateInput<'bookings'> {
  const extras = (wayOut.extras ?? []).filter((e) => e.extraId !== WAITING_EXTRA);
  const input: CreateInput<'bookings'> = {
    firstName: wayOut.firstName,
    lastName: wayOut.lastName,
    email: wayOut.email,
    phone: wayOut.phone,
    pickupLocation: wayOut.dropoffLocation?.trim() || wayOut.pickupLocation,
    dropoffLocation: wayOut.pickupLocation,
    pickupDate: when.pickupDate,
    pickupTime: when.pickupTime,
    serviceType: wayOut.serviceType,
    passengers: wayOut.passengers,
    luggage: wayOut.luggage,
    totalPrice: withExtras(ridePriceOf(wayOut), extras) ?? wayOut.totalPrice,
    vatKind: wayOut.vatKind,
    status: 'pending',
    source: wayOut.source,
    returnOf: wayOut.id,
  };
  const copy = ['vehicleId', 'tourId', 'paymentMethod', 'specialRequests', 'hours', 'lang'] as const;
  for (const key of copy) if (wayOut[key] !== undefined) Object.assign(input, { [key]: wayOut[key] });
  if (extras.length > 0) input.extras = extras;
  return input;
}

/** A return trip cannot leave before the way out: its date and time must come after. */
export function returnIsAfter(wayOut: ReturnWhen, back: ReturnWhen): boolean {
  return `${back.pickupDate}T${back.pickupTime}` > `${wayOut.pickupDate}T${wayOut.pickupTime}`;
}
