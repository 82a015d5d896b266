// The pricing calculator's formula (DESIGN 'Decisions'): per vehicle class a base fare, a per-km
// rate, a surcharge per passenger above the first and a service fee in percent of the subtotal, all
// from the settings' tariffs. Money is counted in integer cents, so the lines always add up.

import { placeById, sameRoadNetwork, type Place } from './places';
import { VEHICLE_CLASSES, type Tariff, type VehicleClass } from './types';

/** How much longer a road trip is than the straight line between its ends, on average. */
export const ROAD_FACTOR = 1.3;
/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;
/** The longest trip the calculator prices, km. */
export const MAX_DISTANCE_KM = 3000;

/** Seats per class: the sample fleet's sedans seat 4, its SUVs 6 to 7, its vans 8. */
export const VEHICLE_CAPACITY: Record<VehicleClass, number> = { sedan: 4, suv: 6, van: 8, coach: 50 };

/** The car category of the fleet that matches a class; coaches are hired in, not in the fleet. */
export const FLEET_CATEGORY_OF: Record<VehicleClass, 'sedan' | 'suv' | 'van' | null> = {
  sedan: 'sedan',
  suv: 'suv',
  van: 'van',
  coach: null,
};

export function isVehicleClass(value: unknown): value is VehicleClass {
  return typeof value === 'string' && (VEHICLE_CLASSES as readonly string[]).includes(value);
}

// ---- Distance ----

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance between two points, km, unrounded. */
export function greatCircleKm(a: Pick<Place, 'lat' | 'lng'>, b: Pick<Place, 'lat' | 'lng'>): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** km rounded to 0.1 (half up). */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

/** The estimated road distance: great-circle distance times the road factor, to 0.1 km. */
export function roadKm(a: Pick<Place, 'lat' | 'lng'>, b: Pick<Place, 'lat' | 'lng'>): number {
  return roundKm(greatCircleKm(a, b) * ROAD_FACTOR);
}

export type RouteIssue = 'unknownPlace' | 'samePlace' | 'noRoad';
export type RouteResult = { ok: true; km: number } | { ok: false; issue: RouteIssue };

/** The road distance between two bundled places, by id. */
export function routeDistance(fromId: string, toId: string): RouteResult {
  const from = placeById(fromId);
  const to = placeById(toId);
  if (!from || !to) return { ok: false, issue: 'unknownPlace' };
  if (from.id === to.id) return { ok: false, issue: 'samePlace' };
  if (!sameRoadNetwork(from, to)) return { ok: false, issue: 'noRoad' };
  return { ok: true, km: roadKm(from, to) };
}

/**
 * A distance the visitor typed ('42', '42.5' or '42,5'), rounded to 0.1 km; null unless it is a
 * number above 0 and at most MAX_DISTANCE_KM.
 */
export function parseDistanceKm(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(clean)) return null;
  const km = roundKm(Number(clean));
  return km > 0 && km <= MAX_DISTANCE_KM ? km : null;
}

// ---- Money ----

/** '25.00' -> 2500, '1.8' -> 180, '7' -> 700; null for anything that is not such an amount. */
export function parseCents(amount: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A percentage such as '10' or '8.5' in hundredths of a percent (1000, 850); null if not 0-100. */
function parsePercentHundredths(percent: string): number | null {
  const hundredths = parseCents(percent);
  return hundredths !== null && hundredths <= 10_000 ? hundredths : null;
}

/** Whether every amount of a tariff is readable (the settings form checks the same). */
export function isValidTariff(tariff: Tariff | undefined): tariff is Tariff {
  return (
    !!tariff &&
    parseCents(tariff.baseFare) !== null &&
    parseCents(tariff.perKm) !== null &&
    parseCents(tariff.perPassenger) !== null &&
    parsePercentHundredths(tariff.serviceFeePercent) !== null
  );
}

// ---- The quote ----

export type PassengerIssue = 'passengersInvalid' | 'passengersOverCapacity';

/** The problem with a passenger count for a class: not a whole number from 1, or above its seats. */
export function checkPassengers(vehicleClass: VehicleClass, passengers: number): PassengerIssue | null {
  if (!Number.isInteger(passengers) || passengers < 1) return 'passengersInvalid';
  if (passengers > VEHICLE_CAPACITY[vehicleClass]) return 'passengersOverCapacity';
  return null;
}

export interface PriceBreakdown {
  distanceKm: number;
  baseCents: number;
  /** km x per-km rate. */
  distanceCents: number;
  /** Passengers above the first x per-passenger surcharge. */
  passengerCents: number;
  subtotalCents: number;
  /** The service fee in percent of the subtotal, as set ('10'). */
  serviceFeePercent: string;
  serviceFeeCents: number;
  totalCents: number;
}

export type QuoteIssue = 'tariffInvalid' | 'distanceInvalid' | PassengerIssue;
export type Quote = { ok: true; breakdown: PriceBreakdown } | { ok: false; issue: QuoteIssue; capacity: number };

export interface QuoteInput {
  vehicleClass: VehicleClass;
  tariff: Tariff | undefined;
  distanceKm: number;
  passengers: number;
}

/** The price of a trip; each line rounded to the cent (half up), the total their exact sum. */
export function quote({ vehicleClass, tariff, distanceKm, passengers }: QuoteInput): Quote {
  const capacity = VEHICLE_CAPACITY[vehicleClass];
  const passengerIssue = checkPassengers(vehicleClass, passengers);
  if (passengerIssue) return { ok: false, issue: passengerIssue, capacity };
  if (!Number.isFinite(distanceKm) || distanceKm <= 0 || distanceKm > MAX_DISTANCE_KM) {
    return { ok: false, issue: 'distanceInvalid', capacity };
  }
  if (!isValidTariff(tariff)) return { ok: false, issue: 'tariffInvalid', capacity };

  const kmTenths = Math.round(distanceKm * 10);
  const baseCents = parseCents(tariff.baseFare)!;
  const distanceCents = Math.round((kmTenths * parseCents(tariff.perKm)!) / 10);
  const passengerCents = (passengers - 1) * parseCents(tariff.perPassenger)!;
  const subtotalCents = baseCents + distanceCents + passengerCents;
  const serviceFeeCents = Math.round((subtotalCents * parsePercentHundredths(tariff.serviceFeePercent)!) / 10_000);
  return {
    ok: true,
    breakdown: {
      distanceKm: kmTenths / 10,
      baseCents,
      distanceCents,
      passengerCents,
      subtotalCents,
      serviceFeePercent: tariff.serviceFeePercent,
      serviceFeeCents,
      totalCents: subtotalCents + serviceFeeCents,
    },
  };
}
