// What a client is told of their booking: one state, the same on the status page the server renders
// (/:lang/booking/status/:token), in a signed-in customer's 'My bookings', and in the message kind
// staff send first. Derived from the booking, its driver and its ride events (ride-state.ts).

import type { MessageKind } from './billing-types';
import { deriveRide, type RideState } from './ride-state';
import type { BookingStatus, RideEvent } from './types';
import type { Lang } from './paths';

export const CLIENT_STATES = ['received', 'confirmed', 'assigned', 'on_the_way', 'on_location', 'done', 'cancelled'] as const;
export type ClientState = (typeof CLIENT_STATES)[number];

/** A client's view of their ride: the state, and once a driver is given, who and in what car. */
export interface ClientProgress {
  state: ClientState;
  /** The driver's first name only. */
  driver?: string;
  vehicle?: string;
  plate?: string;
}

type EventFacts = Pick<RideEvent, 'id' | 'kind' | 'at' | 'undoes'>;

/** The client's state of a ride from its booking status, whether it has a driver, and its events. */
export function clientState(booking: { status: BookingStatus; driverId?: string | null | undefined }, events: readonly EventFacts[]): ClientState {
  const hasDriver = !!booking.driverId;
  const ride: RideState = deriveRide(events, hasDriver).state;
  if (booking.status === 'cancelled' || ride === 'cancelled_client' || ride === 'cancelled_late' || ride === 'cancelled_operator') return 'cancelled';
  // The client did not come: the ride will not take place.
  if (ride === 'no_show') return 'cancelled';
  if (booking.status === 'completed' || ride === 'done') return 'done';
  if (ride === 'on_location' || ride === 'on_board') return 'on_location';
  if (ride === 'en_route') return 'on_the_way';
  // A driver who declined is no longer theirs to name: the office gives the ride to another.
  if (hasDriver && ride !== 'declined') return 'assigned';
  return booking.status === 'confirmed' ? 'confirmed' : 'received';
}

/** The first name of a driver's full name. */
export const firstName = (name: string | null | undefined): string => (name ?? '').trim().split(/\s+/)[0] ?? '';

/** The message that fits a state best: what staff are offered first when they send one by hand. */
export function messageKindFor(state: ClientState): MessageKind {
  switch (state) {
    case 'received':
      return 'received';
    case 'confirmed':
    case 'assigned':
      return 'confirmed';
    case 'on_the_way':
      return 'on_the_way';
    case 'on_location':
      return 'on_location';
    case 'done':
      return 'thank_you';
    case 'cancelled':
      return 'cancelled';
  }
}

/** A status token as the server makes them: base64url of at least 16 random bytes. */
export const STATUS_TOKEN_RE = /^[A-Za-z0-9_-]{22,64}$/;

/** The path of a booking's status page. */
export const statusPath = (lang: Lang, token: string): string => `/${lang}/booking/status/${encodeURIComponent(token)}`;

/** The full address of a booking's status page on a site (its origin, without a trailing slash). */
export const statusUrl = (origin: string, lang: Lang, token: string): string => `${origin.replace(/\/+$/, '')}${statusPath(lang, token)}`;

/** The language and token of a status page's path; null for any other path. */
export function matchStatusPath(pathname: string): { lang: Lang; token: string } | null {
  const match = /^\/(fr|en|ar)\/booking\/status\/([^/?#]+)\/?$/.exec(pathname);
  if (!match) return null;
  return { lang: match[1] as Lang, token: match[2] ?? '' };
}
