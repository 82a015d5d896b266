// The admin booking form and its BON DE COMMANDE: form values and their booking record, the order
// reference, French formats of the document, the PDF's page and name, and the WhatsApp hand-over.

import * as v from 'valibot';
import { splitVat, toCents } from '../../domain/invoice';
import { isIsoDate, parseTime } from '../../domain/time';
import {
  BOOKING_STATUSES,
  PAYMENT_METHODS,
  SERVICE_TYPES,
  VAT_KINDS,
  remarkColorAt,
  type Booking,
  type CompanyDetails,
  type BookingStatus,
  type CreateInput,
  type PatchFields,
  type PaymentMethod,
  type RemarkColor,
  type ServiceType,
  type VatKind,
} from '../../domain/types';

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
    pickupDate: values.pickupDate.trim(),
    pickupTime: parseTime(values.pickupTime) ?? values.pickupTime.trim(),
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

// --- Checks ---------------------------------------------------------------------------------------

/** Why a field of the form cannot be saved; the feature words each code in the active language. */
export type OrderFormIssue =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'pickupDateRequired'
  | 'pickupDateInvalid'
  | 'pickupTimeRequired'
  | 'pickupTimeInvalid'
  | 'pickupLocationRequired'
  | 'passengersMin'
  | 'luggageMin'
  | 'countInvalid'
  | 'priceMin'
  | 'priceInvalid'
  | 'tooLong';

export const PASSENGERS_MIN = 1;
export const LUGGAGE_MIN = 0;
/** The booking schema's ceiling for passengers and luggage. */
export const COUNT_MAX = 99;
/** The stored amount is at most 12 characters ('999999999.99'). */
const PRICE_MAX = 999_999_999;

// The same pattern as the booking schema of schemas.ts, so that a form that passes is storable.
const PHONE_RE = /^\+?[0-9 ().-]{6,24}$/;

const filled = (issue: OrderFormIssue, max: number) =>
  v.pipe(
    v.string(issue),
    v.check((s) => s.trim() !== '', issue),
    v.check((s) => s.trim().length <= max, 'tooLong'),
  );
const upTo = (max: number) => v.pipe(v.string('tooLong'), v.check((s) => s.trim().length <= max, 'tooLong'));
const numeric = (issue: OrderFormIssue) =>
  v.pipe(
    v.union([v.number(issue), v.string(issue)]),
    v.transform(numberOf),
    v.check((n) => Number.isFinite(n), issue),
  );
const count = (min: number, below: OrderFormIssue) =>
  v.pipe(
    numeric('countInvalid'),
    v.check((n) => !Number.isFinite(n) || n >= min, below),
    v.check((n) => Number.isInteger(n) && n <= COUNT_MAX, 'countInvalid'),
  );

/**
 * The form's rules (SPEC 5 'Admin create-booking form', and what the booking record needs): names,
 * phone, date, time and pickup place filled in; at least 1 passenger, no negative baggage or price.
 * Each message is an OrderFormIssue code. Other fields pass untouched.
 */
export const orderFormSchema = v.looseObject({
  firstName: filled('firstNameRequired', 100),
  lastName: filled('lastNameRequired', 100),
  phone: v.pipe(filled('phoneRequired', 24), v.check((s) => PHONE_RE.test(s.trim()), 'phoneInvalid')),
  pickupDate: v.pipe(v.string('pickupDateRequired'), v.check((s) => s.trim() !== '', 'pickupDateRequired'), v.check((s) => isIsoDate(s.trim()), 'pickupDateInvalid')),
  pickupTime: v.pipe(v.string('pickupTimeRequired'), v.check((s) => s.trim() !== '', 'pickupTimeRequired'), v.check((s) => parseTime(s) !== null, 'pickupTimeInvalid')),
  pickupLocation: filled('pickupLocationRequired', 500),
  dropoffLocation: upTo(500),
  flightTrainNumber: upTo(40),
  passengers: count(PASSENGERS_MIN, 'passengersMin'),
  luggage: count(LUGGAGE_MIN, 'luggageMin'),
  price: v.pipe(
    numeric('priceInvalid'),
    v.check((n) => !Number.isFinite(n) || n >= 0, 'priceMin'),
    v.check((n) => n <= PRICE_MAX, 'priceInvalid'),
  ),
});

export type OrderFormIssues = Partial<Record<keyof OrderFormValues, OrderFormIssue>>;

/** The problems of the form, one per field (the first one met); {} when it can be saved. */
export function checkOrderForm(values: OrderFormValues): OrderFormIssues {
  const result = v.safeParse(orderFormSchema, values, { abortPipeEarly: true });
  const issues: OrderFormIssues = {};
  if (result.success) return issues;
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !(key in issues)) issues[key as keyof OrderFormValues] = issue.message as OrderFormIssue;
  }
  return issues;
}

// --- The draft kept while the form is open ------------------------------------------------------

const textOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const numberOrText = (value: unknown, fallback: number | string) =>
  typeof value === 'number' || typeof value === 'string' ? value : fallback;
const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : fallback;

/** Form values read back from storage: every field of the right type, the defaults for the rest. */
export function cleanOrderForm(value: unknown, today: string): OrderFormValues {
  const base = emptyOrderForm(today);
  if (typeof value !== 'object' || value === null) return base;
  const raw = value as Record<string, unknown>;
  return {
    pickupDate: textOr(raw.pickupDate, base.pickupDate),
    pickupTime: textOr(raw.pickupTime, base.pickupTime),
    flightTrainNumber: textOr(raw.flightTrainNumber, ''),
    firstName: textOr(raw.firstName, ''),
    lastName: textOr(raw.lastName, ''),
    phone: textOr(raw.phone, ''),
    email: textOr(raw.email, ''),
    passengers: numberOrText(raw.passengers, base.passengers),
    luggage: numberOrText(raw.luggage, base.luggage),
    pickupLocation: textOr(raw.pickupLocation, ''),
    dropoffLocation: textOr(raw.dropoffLocation, ''),
    serviceType: oneOf(SERVICE_TYPES, raw.serviceType, base.serviceType),
    vehicleId: textOr(raw.vehicleId, NONE) || NONE,
    tourId: textOr(raw.tourId, NONE) || NONE,
    price: numberOrText(raw.price, base.price),
    paymentMethod: raw.paymentMethod === '' ? '' : oneOf(PAYMENT_METHODS, raw.paymentMethod, ''),
    vatKind: oneOf(VAT_KINDS, raw.vatKind, base.vatKind),
    status: oneOf(BOOKING_STATUSES, raw.status, base.status),
    specialRequests: textOr(raw.specialRequests, ''),
  };
}

/** The service a hidden service type follows from the tour chosen: its category, or a transfer. */
export function serviceOfTour(tour: { category: 'private' | 'shared' } | undefined): ServiceType {
  if (!tour) return 'transfer';
  return tour.category === 'shared' ? 'shared_tour' : 'private_tour';
}

// --- The document -------------------------------------------------------------------------------
// The BON DE COMMANDE is French whatever the language of the screen: its words are constants here.

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

/** A typed time as 'HH:MM' when it reads as one; as typed otherwise, '-' when empty. */
export function frTime(time: string): string {
  return parseTime(time) ?? orDash(time);
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

/** SPEC 2.6's words for a payment method not chosen yet, with the French for the client. */
export const PAYMENT_TO_BE_DEFINED = 'À définir (To be defined)';

export const FR_SERVICE: Record<ServiceType, string> = {
  transfer: 'Transfert',
  private_tour: 'Circuit privé',
  shared_tour: 'Circuit partagé',
};

export const ORDER_TITLE = 'BON DE COMMANDE';

export interface OrderRow {
  label: string;
  value: string;
  /** Kept on several lines (addresses). */
  multiline?: boolean;
}

export interface OrderSection {
  title: string;
  rows: OrderRow[];
}

export interface OrderDocumentInput {
  values: OrderFormValues;
  remarks: readonly { text: string; color: RemarkColor }[];
  /** When the document is made. */
  issuedAt: Date;
  /** When the booking was made (the issue time for one not saved yet). */
  bookedAt: Date;
  company: CompanyDetails;
  /** The operator's phone and email (settings). */
  contact: { phone: string; email: string };
  /** The VAT rate of the booking's kind. */
  vatPercent: number;
  vehicleName?: string | undefined;
  tourTitle?: string | undefined;
}

export interface OrderDocument {
  title: string;
  reference: string;
  /** 'Émis le 15/06/2026 14:32'. */
  issued: string;
  operator: { name: string; lines: string[] };
  /** The important-remarks box: only when there are remarks. */
  remarks: { title: string; items: { text: string; color: RemarkColor }[] } | null;
  sections: OrderSection[];
  total: { label: string; value: string; vat: string };
  /** What French law asks of a VTC booking form (prior booking). */
  legal: OrderSection;
}

const clientName = (values: OrderFormValues) => [values.firstName.trim(), values.lastName.trim()].filter(Boolean).join(' ');

/** Everything the BON DE COMMANDE shows, in French. */
export function orderDocument(input: OrderDocumentInput): OrderDocument {
  const { values, company, contact } = input;
  const vat = splitVat(priceText(values.price), input.vatPercent);
  const pickupWhen = `${frDate(values.pickupDate)} à ${frTime(values.pickupTime)}`;
  const remarks = input.remarks
    .map((r) => ({ text: r.text.trim(), color: r.color }))
    .filter((r) => r.text !== '');
  const tripRows: OrderRow[] = [
    { label: 'Date', value: frDate(values.pickupDate) },
    { label: 'Heure', value: frTime(values.pickupTime) },
    { label: 'N° de vol / train', value: orDash(values.flightTrainNumber) },
    { label: 'Service', value: FR_SERVICE[values.serviceType] },
  ];
  if (input.vehicleName) tripRows.push({ label: 'Véhicule', value: input.vehicleName });
  if (input.tourTitle) tripRows.push({ label: 'Circuit', value: input.tourTitle });
  const vatNumber = company.vatNumber.trim();
  return {
    title: ORDER_TITLE,
    reference: orderReference(input.issuedAt),
    issued: `Émis le ${frDateTime(input.issuedAt)}`,
    operator: {
      name: orDash(company.legalName),
      lines: [company.address.trim(), [contact.phone.trim(), contact.email.trim()].filter(Boolean).join(' · ')].filter(Boolean),
    },
    remarks: remarks.length > 0 ? { title: 'Remarques importantes', items: remarks } : null,
    sections: [
      { title: 'Détails du trajet', rows: tripRows },
      {
        title: 'Informations client',
        rows: [
          { label: 'Prénom', value: orDash(values.firstName) },
          { label: 'Nom', value: orDash(values.lastName) },
          { label: 'Téléphone', value: orDash(values.phone) },
        ],
      },
      {
        title: 'Détails de la réservation',
        rows: [
          { label: 'Passagers', value: orDash(values.passengers) },
          { label: 'Bagages', value: orDash(values.luggage) },
        ],
      },
      {
        title: 'Paiement',
        rows: [{ label: 'Mode de paiement', value: values.paymentMethod ? FR_PAYMENT[values.paymentMethod] : PAYMENT_TO_BE_DEFINED }],
      },
      {
        title: 'Adresses',
        rows: [
          { label: 'Prise en charge', value: orDash(values.pickupLocation), multiline: true },
          { label: 'Destination', value: orDash(values.dropoffLocation), multiline: true },
        ],
      },
    ],
    total: {
      label: 'Montant total TTC',
      value: frMoney(vat.total),
      vat: `dont TVA ${String(vat.percent).replace('.', ',')} % : ${frMoney(vat.vat)}`,
    },
    legal: {
      title: 'Justificatif de réservation préalable (VTC)',
      rows: [
        { label: 'Exploitant', value: orDash(company.legalName) },
        { label: 'Adresse', value: orDash(company.address) },
        { label: 'Contact', value: orDash([contact.phone.trim(), contact.email.trim()].filter(Boolean).join(' · ')) },
        { label: 'N° d’inscription au registre VTC', value: orDash(company.vtcRegistration) },
        { label: 'SIREN', value: orDash(company.siren) },
        ...(vatNumber ? [{ label: 'N° de TVA intracommunautaire', value: vatNumber }] : []),
        { label: 'Client', value: `${orDash(clientName(values))} · ${orDash(values.phone)}` },
        { label: 'Réservation effectuée le', value: frDateTime(input.bookedAt) },
        { label: 'Prise en charge', value: `${pickupWhen} · ${orDash(values.pickupLocation)}`, multiline: true },
      ],
    },
  };
}

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

/** The text a remark is added or saved with: trimmed, or null when there is nothing to keep. */
export function remarkText(input: string): string | null {
  const text = input.trim();
  return text === '' ? null : text;
}

/** New remarks read back from storage: those with a key and some text. */
export function cleanRemarkDrafts(value: unknown): RemarkDraft[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { key, text } = item as Record<string, unknown>;
    return typeof key === 'string' && typeof text === 'string' && text.trim() !== '' ? [{ key, text }] : [];
  });
}

// --- PDF and WhatsApp ---------------------------------------------------------------------------

/** html2canvas renders the document at twice its size (SPEC 9), for sharp text. */
export const PDF_SCALE = 2;
/** JPEG quality of the page image: sharp text, and a file well under 1 MB. */
export const PDF_JPEG_QUALITY = 0.85;
/** The width the document is laid out at for the PDF: A4's 210 mm at 96 dpi. */
export const PDF_DOCUMENT_WIDTH = 794;

/**
 * The PDF's page in millimetres for an image of `width` x `height` CSS pixels at 96 dpi (divide a
 * canvas rendered at PDF_SCALE by that scale first): portrait or landscape by its shape.
 */
export function pdfPage(width: number, height: number): { orientation: 'portrait' | 'landscape'; width: number; height: number } {
  const mm = (px: number) => (px / 96) * 25.4;
  return { orientation: width > height ? 'landscape' : 'portrait', width: mm(width), height: mm(height) };
}

const fileSafe = (text: string) =>
  text
    .trim()
    // eslint-disable-next-line no-control-regex -- control characters cannot be in a file name
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '')
    .replace(/\s+/g, '-') || 'client';

/** 'facture-{firstName}-{lastName}-{timestamp}.pdf' (SPEC 7). */
export function pdfFileName(firstName: string, lastName: string, timestamp: number): string {
  return `facture-${fileSafe(firstName)}-${fileSafe(lastName)}-${timestamp}.pdf`;
}

/** The number a WhatsApp link takes: spaces (and any other separator, the '+' too) removed; '' when blank. */
export function whatsappNumber(input: string): string {
  return input.replace(/\s+/g, '').replace(/\D/g, '');
}

/** wa.me link that opens a chat with `number` and the message typed in; null when there is no number. */
export function whatsappLink(number: string, text: string): string | null {
  const digits = whatsappNumber(number);
  return digits === '' ? null : `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** The text of the WhatsApp message, in French like the document. */
export function orderSummaryText(input: OrderDocumentInput): string {
  const document = orderDocument(input);
  const { values } = input;
  const lines = [
    `${document.title} ${document.reference} - ${document.operator.name}`,
    `Client : ${orDash(clientName(values))} (${orDash(values.phone)})`,
    `Date : ${frDate(values.pickupDate)} à ${frTime(values.pickupTime)}`,
    `Vol / train : ${orDash(values.flightTrainNumber)}`,
    `Prise en charge : ${orDash(values.pickupLocation)}`,
    `Destination : ${orDash(values.dropoffLocation)}`,
    `Passagers : ${orDash(values.passengers)} - Bagages : ${orDash(values.luggage)}`,
    `Paiement : ${values.paymentMethod ? FR_PAYMENT[values.paymentMethod] : PAYMENT_TO_BE_DEFINED}`,
    `${document.total.label} : ${document.total.value}`,
  ];
  if (document.remarks) lines.push(`${document.remarks.title} :`, ...document.remarks.items.map((r) => `- ${r.text}`));
  return lines.join('\n');
}
