// The schemas of dispatch's records: a ride's events, drivers' time off, vehicles' downtime, staff
// profiles, and the dispatch fields of bookings and settings.

import * as v from 'valibot';
import { MESSAGES } from './schema-messages';
import { bool, instant, int, phoneOrEmpty, picklist, requiredText, tableSchemas, text, uuid } from './schema-fields';
import { isIsoDate, isTime24 } from './time';
import { isImageRef } from './image-ref';
import { CONFLICT_KINDS, DOWNTIME_REASONS, RIDE_EVENT_KINDS } from './dispatch-types';
import { STAFF_ROLES } from './types';

/** 'YYYY-MM-DDTHH:MM', a Europe/Paris wall-clock time. */
export function isLocalDateTime(value: string): boolean {
  const [date, time, ...rest] = value.split('T');
  return rest.length === 0 && date !== undefined && time !== undefined && isIsoDate(date) && isTime24(time);
}

const localDateTime = v.pipe(v.string(MESSAGES.spanInvalid), v.check(isLocalDateTime, MESSAGES.spanInvalid));
const isoDate = v.pipe(v.string(MESSAGES.dateInvalid), v.check(isIsoDate, MESSAGES.dateInvalid));
const minutes = int(MESSAGES.minutesRange, 0, 1440);
const imageRef = v.pipe(v.string(MESSAGES.invalidUrl), v.check((s) => s === '' || isImageRef(s), MESSAGES.invalidUrl));

export const dispatchConflicts = v.pipe(
  v.array(
    v.strictObject(
      {
        kind: picklist(CONFLICT_KINDS, MESSAGES.invalidValue),
        resource: picklist(['driver', 'vehicle'] as const, MESSAGES.invalidValue),
        withId: v.optional(uuid),
      },
      MESSAGES.unknownField,
    ),
    MESSAGES.invalidValue,
  ),
  v.maxLength(50, MESSAGES.invalidValue),
);

export const dispatchSettings = v.strictObject(
  {
    bufferBeforeMinutes: minutes,
    bufferAfterMinutes: minutes,
    transferMinutes: minutes,
    hourlyHours: int(MESSAGES.hoursRange, 1, 72),
    placeMinutes: v.pipe(v.record(v.pipe(v.string(), v.maxLength(60)), minutes, MESSAGES.invalidValue), v.check((r) => Object.keys(r).length <= 200, MESSAGES.invalidValue)),
  },
  MESSAGES.unknownField,
);

/** A span's end is after its start (both 'YYYY-MM-DDTHH:MM', so they compare as text). */
const ordered = (span: { startsAt: string; endsAt: string }) => span.endsAt > span.startsAt;

export const rideEventTable = tableSchemas(
  {
    bookingId: uuid,
    kind: picklist(RIDE_EVENT_KINDS, MESSAGES.invalidValue),
    at: instant,
    authorId: uuid,
  },
  {
    driverId: uuid,
    undoes: uuid,
    waitMinutes: minutes,
    note: text(500),
    lat: v.pipe(v.number(MESSAGES.invalidValue), v.minValue(-90, MESSAGES.invalidValue), v.maxValue(90, MESSAGES.invalidValue)),
    lng: v.pipe(v.number(MESSAGES.invalidValue), v.minValue(-180, MESSAGES.invalidValue), v.maxValue(180, MESSAGES.invalidValue)),
    accuracy: v.pipe(v.number(MESSAGES.invalidValue), v.minValue(0, MESSAGES.invalidValue), v.maxValue(100_000, MESSAGES.invalidValue)),
  },
);

const timeOff = tableSchemas({ staffId: uuid, startsAt: localDateTime, endsAt: localDateTime }, { reason: text(200) });

export const timeOffTable = {
  ...timeOff,
  record: v.pipe(timeOff.record, v.forward(v.partialCheck([['startsAt'], ['endsAt']], ordered, MESSAGES.spanOrder), ['endsAt'])),
  create: v.pipe(timeOff.create, v.forward(v.partialCheck([['startsAt'], ['endsAt']], ordered, MESSAGES.spanOrder), ['endsAt'])),
};

const downtime = tableSchemas(
  { carId: uuid, startsAt: localDateTime, endsAt: localDateTime, reason: picklist(DOWNTIME_REASONS, MESSAGES.invalidValue) },
  { note: text(500) },
);

export const downtimeTable = {
  ...downtime,
  record: v.pipe(downtime.record, v.forward(v.partialCheck([['startsAt'], ['endsAt']], ordered, MESSAGES.spanOrder), ['endsAt'])),
  create: v.pipe(downtime.create, v.forward(v.partialCheck([['startsAt'], ['endsAt']], ordered, MESSAGES.spanOrder), ['endsAt'])),
};

export const profileTable = tableSchemas(
  {
    name: requiredText(MESSAGES.nameRequired, 100),
    phone: phoneOrEmpty,
    image: imageRef,
    role: picklist(STAFF_ROLES, MESSAGES.invalidValue),
    active: bool,
  },
  { vtcCardNumber: text(40), vtcCardExpiry: isoDate, licenceExpiry: isoDate },
);
