// The admin booking form's values: what a new booking starts with, the values of a saved one, and
// the booking record they make (created, or the changes of an edit).

import { toCents } from '../../domain/invoice';
import type { BookingExtra } from '../../domain/billing-types';
import { EXTRA_QUANTITY_MAX, ridePriceOf, withExtras } from '../../domain/extras';
import { parseTime } from '../../domain/time';
import type { Booking, CreateInput, Language, PatchFields, PaymentMethod, BookingStatus, ServiceType, VatKind } from '../../domain/types';

/** The value of the vehicle and tour choices for 'no vehicle' / 'no tour' (stored as absent). */
export const NONE = 'none';

export interface OrderFormValues {
  /** 'YYYY-MM-DD' */
  pickupDate: string;
  /** 'HH:MM' once valid; whatever was typed until then. */
  pickupTime: string;
  flightTrainNumber: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  /** The language the client is written to in (messages, status page), or NONE: the office's default. */
  lang: Language | typeof NONE;
  /** Number inputs give a number, or the text typed while it is not one yet. */
  passengers: number | string;
  luggage: number | string;
  pickupLocation: string;
  dropoffLocation: string;
  serviceType: ServiceType;
  /** A car id or NONE. */
  vehicleId: string;
  /** A tour id or NONE. */
  tourId: string;
  /** Euros, tax included. */
  price: number | string;
  paymentMethod: PaymentMethod | '';
  vatKind: VatKind;
  /** Hours at disposal of an hourly hire: a whole number, or the text typed; '' for none. */
  hours: number | string;
  status: BookingStatus;
  specialRequests: string;
  /** Extras: every active one (extras-section.tsx adds them) with its quantity, 0 for none. */
  extras: FormExtra[];
  /** A return trip made with a new booking: its date and time, the addresses swapped. */
  returnTrip: boolean;
  returnDate: string;
  returnTime: string;
}

/** An extra in the form: its quantity as typed, its price when added (the settings', or the booking's). */
export interface FormExtra {
  extraId: string;
  quantity: number | string;
  price: string;
  vatPercent: string;
}

/** A new booking (SPEC 3): today, 1 passenger, no baggage, transfer, price 0, payment to be defined. */
export function emptyOrderForm(today: string): OrderFormValues {
  return {
    pickupDate: today,
    pickupTime: '',
    flightTrainNumber: '',
    firstName: '',
    lastName: '',
    phone: '',
    email: '',
    lang: NONE,
    passengers: 1,
    luggage: 0,
    pickupLocation: '',
    dropoffLocation: '',
    serviceType: 'transfer',
    vehicleId: NONE,
    tourId: NONE,
    price: 0,
    paymentMethod: '',
    vatKind: 'transport',
    hours: '',
    status: 'pending',
    specialRequests: '',
    extras: [],
    returnTrip: false,
    returnDate: '',
    returnTime: '',
  };
}

/** The form of an existing booking. */
export function orderFormFromBooking(booking: Booking): OrderFormValues {
  const cents = toCents(booking.totalPrice);
  return {
    pickupDate: booking.pickupDate,
    pickupTime: booking.pickupTime,
    flightTrainNumber: booking.flightTrainNumber ?? '',
    firstName: booking.firstName,
    lastName: booking.lastName,
    phone: booking.phone,
    email: booking.email,
    lang: booking.lang ?? NONE,
    passengers: booking.passengers,
    luggage: booking.luggage,
    pickupLocation: booking.pickupLocation,
    dropoffLocation: booking.dropoffLocation ?? '',
    serviceType: booking.serviceType,
    vehicleId: booking.vehicleId ?? NONE,
    tourId: booking.tourId ?? NONE,
    // The price typed is the ride's: the extras are added to it.
    price: Number.isFinite(cents) ? toCents(ridePriceOf(booking)) / 100 : 0,
    paymentMethod: booking.paymentMethod ?? '',
    vatKind: booking.vatKind,
    hours: booking.hours ?? '',
    status: booking.status,
    specialRequests: booking.specialRequests ?? '',
    extras: (booking.extras ?? []).map((e) => ({ ...e })),
    returnTrip: false,
    returnDate: '',
    returnTime: '',
  };
}

/** The extras of the form with a whole quantity of 1 or more, as the booking stores them. */
export function formExtras(values: Pick<OrderFormValues, 'extras'>): BookingExtra[] {
  return (values.extras ?? []).flatMap((e) => {
    const quantity = numberOf(e.quantity);
    return Number.isInteger(quantity) && quantity >= 1 && quantity <= EXTRA_QUANTITY_MAX
      ? [{ extraId: e.extraId, quantity, price: e.price, vatPercent: e.vatPercent }]
      : [];
  });
}

/** A number typed in a field, or NaN. */
export function numberOf(value: number | string): number {
  if (typeof value === 'number') return value;
  const text = value.trim().replace(',', '.');
  return text === '' ? NaN : Number(text);
}

/** The price of the form as a stored decimal string ('0.00' when nothing usable is typed). */
export function priceText(value: number | string): string {
  const cents = toCents(numberOf(value));
  return ((Number.isFinite(cents) && cents > 0 ? cents : 0) / 100).toFixed(2);
}

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());
const chosen = (id: string) => (id === NONE || id === '' ? undefined : id);

/** The hours of an hourly hire; undefined when none are typed, or when the booking is not (or no longer) one. */
function hoursOf(values: OrderFormValues): number | undefined {
  if (values.vatKind !== 'hourly') return undefined;
  const hours = numberOf(values.hours);
  return Number.isFinite(hours) ? Math.trunc(hours) : undefined;
}

type BookingFields = Omit<CreateInput<'bookings'>, 'source' | 'id' | 'createdAt'>;

/** The booking fields of the form: trimmed, 'none' and empty optional fields left out. */
export function orderFormFields(values: OrderFormValues): BookingFields {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    lang: values.lang === NONE ? undefined : values.lang,
    phone: values.phone.trim(),
    pickupLocation: values.pickupLocation.trim(),
    dropoffLocation: optional(values.dropoffLocation),
    pickupDate: values.pickupDate.trim(),
    pickupTime: parseTime(values.pickupTime) ?? values.pickupTime.trim(),
    flightTrainNumber: optional(values.flightTrainNumber),
    serviceType: values.serviceType,
    vehicleId: chosen(values.vehicleId),
    tourId: chosen(values.tourId),
    passengers: Math.trunc(numberOf(values.passengers)),
    luggage: Math.trunc(numberOf(values.luggage)),
    totalPrice: withExtras(priceText(values.price), formExtras(values)) ?? priceText(values.price),
    extras: formExtras(values).length > 0 ? formExtras(values) : undefined,
    paymentMethod: values.paymentMethod === '' ? undefined : values.paymentMethod,
    vatKind: values.vatKind,
    hours: hoursOf(values),
    status: values.status,
    specialRequests: optional(values.specialRequests),
  };
}

/** A booking made in the back office. */
export function orderFormToCreate(values: OrderFormValues): CreateInput<'bookings'> {
  return { ...orderFormFields(values), source: 'admin' };
}

const OPTIONAL_FIELDS = ['dropoffLocation', 'flightTrainNumber', 'vehicleId', 'tourId', 'paymentMethod', 'specialRequests', 'hours', 'extras', 'lang'] as const;

/** The changes of an edit: every field, an emptied optional one as null (cleared). */
export function orderFormToPatch(values: OrderFormValues): PatchFields<'bookings'> {
  const fields = orderFormFields(values);
  const patch: PatchFields<'bookings'> = { ...fields };
  for (const key of OPTIONAL_FIELDS) if (fields[key] === undefined) patch[key] = null;
  return patch;
}

/** The service a hidden service type follows from the tour chosen: its category, or a transfer. */
export function serviceOfTour(tour: { category: 'private' | 'shared' } | undefined): ServiceType {
  if (!tour) return 'transfer';
  return tour.category === 'shared' ? 'shared_tour' : 'private_tour';
}
