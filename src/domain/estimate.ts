// The booking estimate of SPEC 9, computed the same way by the wizard and by the server (which
// never trusts the price a device sends): in whole cents, so both sides get the same string.

import type { ServiceType } from './types';

/** Hours of the car an airport transfer is priced at; every other service is a day of 8 hours. */
export const HOURS_TRANSFER = 2;
export const HOURS_OTHER = 8;

const AMOUNT_RE = /^\d{1,12}(\.\d{1,2})?$/;

/** '89.5' -> 8950; null for anything that is not a plain non-negative amount. */
export function toCents(amount: string): number | null {
  const text = amount.trim();
  if (!AMOUNT_RE.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 17800 -> '178.00'. */
export function fromCents(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents - whole * 100).padStart(2, '0')}`;
}

/** A tour is priced per person for tours and shared tours; an airport transfer is priced by the car. */
export function tourApplies(serviceType: ServiceType): boolean {
  return serviceType !== 'transfer';
}

export interface EstimateInput {
  serviceType: ServiceType;
  /** The chosen car's price per hour, when a car is chosen. */
  pricePerHour?: string | null | undefined;
  /** The chosen tour's price per person, when the visitor came from a tour. */
  tourPrice?: string | null | undefined;
  passengers: number;
}

/**
 * The estimated price, tax included, as a decimal string ('178.00'): the tour's price times the
 * passengers when a tour applies, else the car's hourly price times 2 h (airport) or 8 h (other
 * services). null when there is nothing to price (no car and no tour, or an unreadable price).
 */
export function estimateTotal({ serviceType, pricePerHour, tourPrice, passengers }: EstimateInput): string | null {
  const people = Number.isInteger(passengers) && passengers > 0 ? passengers : 1;
  if (tourPrice != null && tourApplies(serviceType)) {
    const cents = toCents(tourPrice);
    return cents === null ? null : fromCents(cents * people);
  }
  if (pricePerHour != null) {
    const cents = toCents(pricePerHour);
    if (cents === null) return null;
    return fromCents(cents * (serviceType === 'transfer' ? HOURS_TRANSFER : HOURS_OTHER));
  }
  return null;
}
