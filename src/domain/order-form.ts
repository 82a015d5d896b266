// The admin booking form and its BON DE COMMANDE: form values and their booking record, the order
// reference, French formats of the document, the PDF's page and name, and the WhatsApp hand-over.

import { toCents } from './invoice';
import {
  remarkColorAt,
  type Booking,
  type BookingStatus,
  type CreateInput,
  type PatchFields,
  type PaymentMethod,
  type RemarkColor,
  type ServiceType,
  type VatKind,
} from './types';

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
  status: BookingStatus;
  specialRequests: string;
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
    status: 'pending',
    specialRequests: '',
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
    passengers: booking.passengers,
    luggage: booking.luggage,
    pickupLocation: booking.pickupLocation,
    dropoffLocation: booking.dropoffLocation ?? '',
    serviceType: booking.serviceType,
    vehicleId: booking.vehicleId ?? NONE,
    tourId: booking.tourId ?? NONE,
    price: Number.isFinite(cents) ? cents / 100 : 0,
    paymentMethod: booking.paymentMethod ?? '',
    vatKind: booking.vatKind,
    status: booking.status,
    specialRequests: booking.specialRequests ?? '',
  };
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

type BookingFields = Omit<CreateInput<'bookings'>, 'source' | 'id' | 'createdAt'>;

/** The booking fields of the form: trimmed, 'none' and empty optional fields left out. */
export function orderFormFields(values: OrderFormValues): BookingFields {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    pickupLocation: values.pickupLocation.trim(),
    dropoffLocation: optional(values.dropoffLocation),
    pickupDate: values.pickupDate,
    pickupTime: values.pickupTime.trim(),
    flightTrainNumber: optional(values.flightTrainNumber),
    serviceType: values.serviceType,
    vehicleId: chosen(values.vehicleId),
    tourId: chosen(values.tourId),
    passengers: Math.trunc(numberOf(values.passengers)),
    luggage: Math.trunc(numberOf(values.luggage)),
    totalPrice: priceText(values.price),
    paymentMethod: values.paymentMethod === '' ? undefined : values.paymentMethod,
    vatKind: values.vatKind,
    status: values.status,
    specialRequests: optional(values.specialRequests),
  };
}

/** A booking made in the back office. */
export function orderFormToCreate(values: OrderFormValues): CreateInput<'bookings'> {
  return { ...orderFormFields(values), source: 'admin' };
}

const OPTIONAL_FIELDS = ['dropoffLocation', 'flightTrainNumber', 'vehicleId', 'tourId', 'paymentMethod', 'specialRequests'] as const;

/** The changes of an edit: every field, an emptied optional one as null (cleared). */
export function orderFormToPatch(values: OrderFormValues): PatchFields<'bookings'> {
  const fields = orderFormFields(values);
  const patch: PatchFields<'bookings'> = { ...fields };
  for (const key of OPTIONAL_FIELDS) if (fields[key] === undefined) patch[key] = null;
  return patch;
}

// --- The document -------------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');

/** 'BC-{year}-{month}{day}' of the issue date, local time (SPEC 9). */
export function orderReference(issuedAt: Date): string {
  return `BC-${issuedAt.getFullYear()}-${pad(issuedAt.getMonth() + 1)}${pad(issuedAt.getDate())}`;
}

/** An instant in French, e.g. '15/06/2026 14:32'. */
export function frDateTime(at: Date): string {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' }).format(at);
}

/** 'YYYY-MM-DD' as '15/06/2026'; anything else as it is, '-' when empty. */
export function frDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  if (!m) return orDash(isoDate);
  return `${m[3]}/${m[2]}/${m[1]}`;
}

/** Euros in French, e.g. '1 250,00 €'. */
export function frMoney(amount: string | number): string {
  const cents = toCents(typeof amount === 'number' ? amount : numberOf(amount));
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(Number.isFinite(cents) ? cents / 100 : 0);
}

/** '-' for an empty value (SPEC 2.6). */
export function orDash(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  const text = String(value).trim();
  return text === '' ? '-' : text;
}

/** The French words of the order form's payment methods. */
export const FR_PAYMENT: Record<PaymentMethod, string> = { cash: 'Espèces', card: 'Par carte' };

// --- Remarks ------------------------------------------------------------------------------------

/** A remark while the form is open: stored (`id`) or new, in list order. */
export interface RemarkDraft {
  /** Stable React key. */
  key: string;
  /** The stored remark, if it is one. */
  id?: string;
  text: string;
  /** Its stored position, if it is stored. */
  position?: number;
}

export interface PlacedRemark extends RemarkDraft {
  color: RemarkColor;
  position: number;
}

/**
 * The colour and position each remark of the list has once saved: stored ones keep theirs, new ones
 * follow the last stored one, cycling through the six colours, as `addRemark` will place them.
 */
export function placeRemarks(drafts: readonly RemarkDraft[]): PlacedRemark[] {
  let next = drafts.reduce((max, d) => (d.position === undefined ? max : Math.max(max, d.position + 1)), 0);
  return drafts.map((draft) => {
    const position = draft.position ?? next++;
    return { ...draft, position, color: remarkColorAt(position) };
  });
}

/** The text a remark is added with: trimmed, or null when there is nothing to add. */
export function remarkText(input: string): string | null {
  const text = input.trim();
  return text === '' ? null : text;
}

// --- PDF and WhatsApp ---------------------------------------------------------------------------

/** The PDF's page in millimetres for an image of `width` x `height` CSS pixels, at 96 dpi. */
export function pdfPage(width: number, height: number): { orientation: 'portrait' | 'landscape'; width: number; height: number } {
  const mm = (px: number) => (px * 25.4) / 96;
  return { orientation: width > height ? 'landscape' : 'portrait', width: mm(width), height: mm(height) };
}

const fileSafe = (text: string) =>
  text
    .trim()
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '')
    .replace(/\s+/g, '-') || 'client';

/** 'facture-{firstName}-{lastName}-{timestamp}.pdf' (SPEC 7). */
export function pdfFileName(firstName: string, lastName: string, timestamp: number): string {
  return `facture-${fileSafe(firstName)}-${fileSafe(lastName)}-${timestamp}.pdf`;
}

/** The number a WhatsApp link takes: spaces (and any other separator) removed; '' when blank. */
export function whatsappNumber(input: string): string {
  return input.replace(/\s+/g, '').replace(/[^\d]/g, '');
}

/** wa.me link that opens a chat with `number` and the message typed in. */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${whatsappNumber(number)}?text=${encodeURIComponent(text)}`;
}

export interface OrderSummaryInput {
  reference: string;
  values: OrderFormValues;
  company: string;
}

/** The text of the WhatsApp message, in French like the document. */
export function orderSummaryText({ reference, values, company }: OrderSummaryInput): string {
  const client = [values.firstName.trim(), values.lastName.trim()].filter(Boolean).join(' ');
  const lines = [
    `BON DE COMMANDE ${reference} - ${company}`,
    `Client : ${orDash(client)}`,
    `Date : ${frDate(values.pickupDate)} à ${orDash(values.pickupTime)}`,
    `Prise en charge : ${orDash(values.pickupLocation)}`,
    `Destination : ${orDash(values.dropoffLocation)}`,
    `Vol / train : ${orDash(values.flightTrainNumber)}`,
    `Passagers : ${orDash(values.passengers)} - Bagages : ${orDash(values.luggage)}`,
    `Paiement : ${values.paymentMethod ? FR_PAYMENT[values.paymentMethod] : 'À définir'}`,
    `Montant total : ${frMoney(values.price)}`,
  ];
  return lines.join('\n');
}
