// The schemas of the bookings and of their remarks.

import * as v from 'valibot';
import { MESSAGES } from './schema-messages';
import { blank, decimal, emailOrEmpty, int, phoneOrEmpty, picklist, requiredText, tableSchemas, text, uuid } from './schema-fields';
import { isIsoDate, isTime24 } from './time';
import { dispatchConflicts } from './dispatch-schemas';
import { bookingExtras } from './billing-schemas';
import {
  BOOKING_SOURCES,
  LANGUAGES,
  BOOKING_STATUSES,
  PAYMENT_METHODS,
  REMARK_COLORS,
  SERVICE_TYPES,
  VAT_KINDS,
  type Booking,
} from './types';

const booking = tableSchemas(
  {
    firstName: requiredText(MESSAGES.firstNameRequired, 100),
    lastName: requiredText(MESSAGES.lastNameRequired, 100),
    email: emailOrEmpty,
    phone: phoneOrEmpty,
    pickupLocation: requiredText(MESSAGES.pickupLocationRequired, 500),
    pickupDate: v.pipe(v.string(MESSAGES.pickupDateInvalid), v.check(isIsoDate, MESSAGES.pickupDateInvalid)),
    pickupTime: v.pipe(v.string(MESSAGES.pickupTimeInvalid), v.check(isTime24, MESSAGES.pickupTimeInvalid)),
    serviceType: picklist(SERVICE_TYPES, MESSAGES.serviceTypeInvalid),
    passengers: int(MESSAGES.passengersRange, 1, 99),
    luggage: int(MESSAGES.luggageRange, 0, 99),
    totalPrice: decimal(),
    vatKind: picklist(VAT_KINDS, MESSAGES.invalidValue),
    status: picklist(BOOKING_STATUSES, MESSAGES.statusInvalid),
    source: picklist(BOOKING_SOURCES, MESSAGES.invalidValue),
  },
  {
    dropoffLocation: text(500),
    flightTrainNumber: text(40),
    vehicleId: uuid,
    tourId: uuid,
    paymentMethod: picklist(PAYMENT_METHODS, MESSAGES.invalidValue),
    specialRequests: text(2000),
    hours: int(MESSAGES.hoursRange, 1, 72),
    driverId: uuid,
    assignedVehicleId: uuid,
    createdBy: uuid,
    dispatchConflicts: dispatchConflicts,
    lang: picklist(LANGUAGES, MESSAGES.invalidValue),
    extras: bookingExtras,
    returnOf: uuid,
    statusToken: v.pipe(v.string(MESSAGES.invalidValue), v.regex(/^[A-Za-z0-9_-]{22,64}$/, MESSAGES.invalidValue)),
  },
);

/** A booking made on the public site must leave an email to be answered at. */
const publicNeedsEmail = (b: Pick<Booking, 'source' | 'email'>) => b.source !== 'public' || !blank(b.email);

export const bookingTable = {
  ...booking,
  record: v.pipe(
    booking.record,
    v.forward(v.partialCheck([['source'], ['email']], publicNeedsEmail, MESSAGES.emailRequired), ['email']),
  ),
  create: v.pipe(
    booking.create,
    v.forward(v.partialCheck([['source'], ['email']], publicNeedsEmail, MESSAGES.emailRequired), ['email']),
  ),
};

export const remarkTable = tableSchemas(
  {
    bookingId: uuid,
    text: requiredText(MESSAGES.remarkRequired, 2000),
    color: picklist(REMARK_COLORS, MESSAGES.invalidValue),
    position: int(MESSAGES.invalidValue, 0, 1_000_000),
  },
  {},
);

/** Whole stored records, rev included. */
export const bookingSchema = bookingTable.record;
export const remarkSchema = remarkTable.record;
