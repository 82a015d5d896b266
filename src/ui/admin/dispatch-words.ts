// Dispatch's words in the active language, shared by the board and a booking's detail: ride states,
// event kinds, downtime reasons, Paris dates and times, and each conflict's reason.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { parisWallClock } from '../../domain/paris-time';
import { isLang } from '../../domain/paths';
import { intlLocale } from '../../i18n/i18n';
import type { RideState } from '../../domain/ride-state';
import type { Booking, DispatchConflict, DowntimeReason, RideEventKind } from '../../domain/types';
import type { DispatchLookups } from './dispatch-model';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** 'Tue 12 May' for a calendar day 'YYYY-MM-DD' (read in UTC so that no time zone moves it). */
function dayFormat(locale: string): Intl.DateTimeFormat {
  const tag = isLang(locale) ? intlLocale[locale] : locale;
  let format = dayFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    dayFormats.set(tag, format);
  }
  return format;
}

export function useDispatchWords() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo(() => {
    const states: Record<RideState, string> = {
      unassigned: t`Unassigned`,
      assigned: t`Assigned`,
      accepted: t`Accepted`,
      declined: t`Declined`,
      en_route: t`En route`,
      on_location: t`On location`,
      on_board: t`Passenger on board`,
      done: t`Done`,
      no_show: t`No-show`,
      cancelled_client: t`Cancelled by the client`,
      cancelled_late: t`Late cancellation`,
      cancelled_operator: t`Cancelled by the office`,
    };
    const reasons: Record<DowntimeReason, string> = {
      maintenance: t`Maintenance`,
      inspection: t`Inspection`,
      accident: t`Accident`,
    };
    const day = (date: string) => {
      const time = Date.parse(`${date}T00:00:00Z`);
      return Number.isFinite(time) ? dayFormat(locale).format(time) : date;
    };
    /** A Paris wall-clock 'YYYY-MM-DDTHH:MM' as 'Tue 12 May, 08:00'. */
    const local = (value: string) => `${day(value.slice(0, 10))}, ${value.slice(11, 16)}`;
    /** A span of Paris wall-clock times; the day once when it is the same. */
    const span = (startsAt: string, endsAt: string) =>
      startsAt.slice(0, 10) === endsAt.slice(0, 10) ? `${local(startsAt)}–${endsAt.slice(11, 16)}` : `${local(startsAt)} – ${local(endsAt)}`;
    /** An instant as Paris 'Tue 12 May, 08:00'. */
    const instant = (epochMs: number) => {
      const [date, time] = parisWallClock(epochMs);
      return `${day(date)}, ${time}`;
    };
    /** A ride's pickup: its time, and its day too when it is not `sameDay`. */
    const pickup = (booking: Pick<Booking, 'pickupDate' | 'pickupTime'>, sameDay?: string) =>
      booking.pickupDate === sameDay ? booking.pickupTime : `${day(booking.pickupDate)}, ${booking.pickupTime}`;

    const downtimeText = (reason: DowntimeReason, when: string) => {
      if (reason === 'inspection') return t`Vehicle at inspection ${when}`;
      if (reason === 'accident') return t`Vehicle off the road after an accident ${when}`;
      return t`Vehicle in maintenance ${when}`;
    };

    /** Why a ride's assignment is wrong, in a sentence. */
    const conflict = (c: DispatchConflict, ride: Booking, lookups: DispatchLookups): string => {
      switch (c.kind) {
        case 'overlap': {
          const other = c.withId ? lookups.bookings.get(c.withId) : undefined;
          if (!other) return c.resource === 'driver' ? t`Driver already on another ride at that time` : t`Vehicle already on another ride at that time`;
          const client = `${other.firstName} ${other.lastName}`;
          const at = pickup(other, ride.pickupDate);
          return c.resource === 'driver' ? t`Driver busy: overlaps with ${client} at ${at}` : t`Vehicle busy: overlaps with ${client} at ${at}`;
        }
        case 'timeOff': {
          const off = c.withId ? lookups.timeOff.get(c.withId) : undefined;
          if (!off) return t`Driver on time off`;
          const when = span(off.startsAt, off.endsAt);
          const reason = off.reason;
          return reason ? t`Driver on time off ${when} (${reason})` : t`Driver on time off ${when}`;
        }
        case 'downtime': {
          const down = c.withId ? lookups.downtimes.get(c.withId) : undefined;
          if (!down) return t`Vehicle unavailable at that time`;
          return downtimeText(down.reason, span(down.startsAt, down.endsAt));
        }
        case 'seats': {
          const car = ride.assignedVehicleId ? lookups.cars.get(ride.assignedVehicleId) : undefined;
          const seats = car?.passengers ?? 0;
          const passengers = ride.passengers;
          return car
            ? plural(passengers, { one: `Only ${seats} seats for # passenger`, other: `Only ${seats} seats for # passengers` })
            : t`Not enough seats for the passengers`;
        }
        case 'luggage': {
          const car = ride.assignedVehicleId ? lookups.cars.get(ride.assignedVehicleId) : undefined;
          const room = car?.luggage ?? 0;
          const bags = ride.luggage;
          return car ? plural(bags, { one: `Room for ${room} bags, # bag to carry`, other: `Room for ${room} bags, # bags to carry` }) : t`Not enough room for the luggage`;
        }
        case 'card': {
          const expiry = ride.driverId ? lookups.profiles.get(ride.driverId)?.vtcCardExpiry : undefined;
          const date = expiry ? day(expiry) : '';
          return date ? t`Driver's VTC card expired on ${date}` : t`Driver's VTC card has expired`;
        }
        case 'licence': {
          const expiry = ride.driverId ? lookups.profiles.get(ride.driverId)?.licenceExpiry : undefined;
          const date = expiry ? day(expiry) : '';
          return date ? t`Driver's licence expired on ${date}` : t`Driver's licence has expired`;
        }
        case 'inactive':
          return t`Driver is inactive or no longer a driver`;
      }
    };

    const eventKinds: Record<RideEventKind, string> = {
      ...states,
      assigned: t`Assigned`,
      undone: t`Undone`,
    };

    return {
      state: (s: RideState) => states[s],
      eventKind: (k: RideEventKind) => eventKinds[k],
      reason: (r: DowntimeReason) => reasons[r],
      reasons,
      day,
      local,
      span,
      instant,
      pickup,
      conflict,
      downtimeText,
    };
  }, [t, locale]);
}

export type DispatchWords = ReturnType<typeof useDispatchWords>;
