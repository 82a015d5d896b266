// Valibot schemas of the synced records, used by the device before every write and by the server on every mutation.

import * as v from 'valibot';
import { isImageRef } from './image-ref';
import { isIsoDate, isTime24 } from './time';
import {
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  CAR_CATEGORIES,
  CONTACT_SERVICE_TYPES,
  LANGUAGES,
  PAYMENT_METHODS,
  POST_CATEGORIES,
  REMARK_COLORS,
  SERVICE_TYPES,
  SETTINGS_ID,
  TOUR_CATEGORIES,
  VAT_KINDS,
  type Booking,
  type PatchFields,
  type SyncedRecordMap,
  type SyncedTable,
} from './types';

/** Every message a schema can give. The SPEC's exact English wording where it has one. */
export const MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be less than 200 characters',
  excerptRequired: 'Excerpt is required',
  excerptTooLong: 'Excerpt must be less than 500 characters',
  contentRequired: 'Content is required',
  categoryRequired: 'Category is required',
  readTimeRequired: 'Read time is required',
  invalidUrl: 'Please enter a valid URL',
  descriptionRequired: 'Description is required',
  durationRequired: 'Duration is required',
  priceRequired: 'Price is required',
  priceInvalid: 'Price must be a valid number greater than 0',
  maxParticipantsMin: 'Max participants must be at least 1',
  nameRequired: 'Name is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  pickupLocationRequired: 'Pickup location is required',
  pickupDateInvalid: 'Please enter a valid date (YYYY-MM-DD)',
  pickupTimeInvalid: 'Please enter a valid time (HH:MM, 24-hour)',
  serviceTypeInvalid: 'Please select a service type',
  statusInvalid: 'Please select a status',
  passengersRange: 'Passengers must be between 1 and 99',
  luggageRange: 'Luggage must be between 0 and 99',
  amountInvalid: 'Please enter an amount such as 89.00',
  ratingInvalid: 'Rating must be between 0 and 5',
  countInvalid: 'Please enter a whole number of 0 or more',
  percentInvalid: 'Please enter a percentage between 0 and 100',
  daysInvalid: 'Please enter a number of days between 1 and 3650',
  messageRequired: 'Message is required',
  remarkRequired: 'Remark text is required',
  textTooLong: 'This text is too long',
  siteNameRequired: 'Site name is required',
  vtcRegistrationInvalid: 'VTC register number must be EVTC followed by 9 digits',
  sirenInvalid: 'SIREN must be 9 digits',
  invalidId: 'Invalid id',
  invalidDate: 'Invalid date',
  invalidValue: 'Invalid value',
  unknownField: 'Unknown field',
} as const;

export type MessageKey = keyof typeof MESSAGES;

const DECIMAL_RE = /^\d+(\.\d{1,2})?$/;
const ISO_INSTANT_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const PHONE_RE = /^\+?[0-9 ().-]{6,24}$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isIsoInstant(value: string): boolean {
  if (!ISO_INSTANT_RE.test(value)) return false;
  const t = Date.parse(value);
  return Number.isFinite(t) && new Date(t).toISOString() === value;
}

const blank = (s: string) => s.trim() === '';

function requiredText(message: string, max: number) {
  return v.pipe(
    v.string(message),
    v.check((s) => !blank(s), message),
    v.maxLength(max, max === 200 ? MESSAGES.titleTooLong : MESSAGES.textTooLong),
  );
}

function text(max: number) {
  return v.pipe(v.string(MESSAGES.invalidValue), v.maxLength(max, MESSAGES.textTooLong));
}

function decimal(message: string = MESSAGES.amountInvalid, check?: (n: number) => boolean) {
  return v.pipe(
    v.string(message),
    v.regex(DECIMAL_RE, message),
    v.maxLength(12, message),
    v.check((s) => (check ? check(Number(s)) : true), message),
  );
}

function int(message: string, min: number, max: number) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}

function picklist<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return v.picklist(options, message);
}

const uuid = v.pipe(v.string(MESSAGES.invalidId), v.uuid(MESSAGES.invalidId));
const instant = v.pipe(v.string(MESSAGES.invalidDate), v.check(isIsoInstant, MESSAGES.invalidDate));
const imageRef = v.pipe(v.string(MESSAGES.invalidUrl), v.check(isImageRef, MESSAGES.invalidUrl));
/** Car photos are required by type but may be '' while none is chosen. */
const carImage = v.pipe(v.string(MESSAGES.invalidUrl), v.check((s) => s === '' || isImageRef(s), MESSAGES.invalidUrl));
const email = v.pipe(v.string(MESSAGES.emailRequired), v.check((s) => !blank(s), MESSAGES.emailRequired), v.maxLength(254, MESSAGES.emailInvalid), v.regex(EMAIL_RE, MESSAGES.emailInvalid));
const emailOrEmpty = v.pipe(v.string(MESSAGES.emailInvalid), v.maxLength(254, MESSAGES.emailInvalid), v.check((s) => s === '' || EMAIL_RE.test(s), MESSAGES.emailInvalid));
const phone = v.pipe(v.string(MESSAGES.phoneRequired), v.check((s) => !blank(s), MESSAGES.phoneRequired), v.regex(PHONE_RE, MESSAGES.phoneInvalid));
const phoneOrEmpty = v.pipe(v.string(MESSAGES.phoneInvalid), v.check((s) => s === '' || PHONE_RE.test(s), MESSAGES.phoneInvalid));
const rating = decimal(MESSAGES.ratingInvalid, (n) => n <= 5);
const count = int(MESSAGES.countInvalid, 0, 100_000_000);
const bool = v.boolean(MESSAGES.invalidValue);
const percent = decimal(MESSAGES.percentInvalid, (n) => n <= 100);

const baseEntries = {
  id: uuid,
  createdAt: instant,
  updatedAt: instant,
};
const revEntry = { rev: v.pipe(v.number(MESSAGES.invalidValue), v.integer(MESSAGES.invalidValue), v.minValue(0, MESSAGES.invalidValue)) };

type Entries = v.ObjectEntries;
type Optionalized<O extends Entries> = { [K in keyof O]: v.OptionalSchema<O[K], undefined> };
type Patched<R extends Entries, O extends Entries> = { [K in keyof R]: v.OptionalSchema<R[K], undefined> } & {
  [K in keyof O]: v.OptionalSchema<v.NullableSchema<O[K], undefined>, undefined>;
};

function optionalize<O extends Entries>(entries: O): Optionalized<O> {
  return Object.fromEntries(Object.entries(entries).map(([k, s]) => [k, v.optional(s)])) as Optionalized<O>;
}

function patchEntries<R extends Entries, O extends Entries>(required: R, optional: O): Patched<R, O> {
  return {
    ...Object.fromEntries(Object.entries(required).map(([k, s]) => [k, v.optional(s)])),
    ...Object.fromEntries(Object.entries(optional).map(([k, s]) => [k, v.optional(v.nullable(s))])),
  } as Patched<R, O>;
}

/** The three schemas of a table from its required and optional business fields. */
function tableSchemas<R extends Entries, O extends Entries>(required: R, optional: O) {
  const fields = { ...required, ...optionalize(optional) };
  return {
    record: v.strictObject({ ...baseEntries, ...revEntry, ...fields }, MESSAGES.unknownField),
    create: v.strictObject({ ...baseEntries, ...fields }, MESSAGES.unknownField),
    patch: v.strictObject(patchEntries(required, optional), MESSAGES.unknownField),
    optionalFields: Object.keys(optional),
  };
}

const car = tableSchemas(
  {
    name: requiredText(MESSAGES.nameRequired, 120),
    category: picklist(CAR_CATEGORIES, MESSAGES.categoryRequired),
    description: text(5000),
    image: carImage,
    passengers: int(MESSAGES.passengersRange, 1, 99),
    luggage: int(MESSAGES.luggageRange, 0, 99),
    features: v.pipe(v.array(requiredText(MESSAGES.invalidValue, 80), MESSAGES.invalidValue), v.maxLength(50, MESSAGES.invalidValue)),
    pricePerHour: decimal(),
    rating,
    reviewCount: count,
    featured: bool,
    available: bool,
  },
  {},
);

const tour = tableSchemas(
  {
    title: requiredText(MESSAGES.titleRequired, 200),
    description: requiredText(MESSAGES.descriptionRequired, 5000),
    duration: requiredText(MESSAGES.durationRequired, 60),
    price: v.pipe(
      v.string(MESSAGES.priceRequired),
      v.check((s) => !blank(s), MESSAGES.priceRequired),
      decimal(MESSAGES.priceInvalid, (n) => n > 0),
    ),
    rating,
    reviewCount: count,
    category: picklist(TOUR_CATEGORIES, MESSAGES.categoryRequired),
    featured: bool,
  },
  {
    image: imageRef,
    maxParticipants: v.pipe(
      v.number(MESSAGES.maxParticipantsMin),
      v.integer(MESSAGES.maxParticipantsMin),
      v.minValue(1, MESSAGES.maxParticipantsMin),
      v.maxValue(999, MESSAGES.invalidValue),
    ),
  },
);

const post = tableSchemas(
  {
    title: requiredText(MESSAGES.titleRequired, 200),
    excerpt: v.pipe(
      v.string(MESSAGES.excerptRequired),
      v.check((s) => !blank(s), MESSAGES.excerptRequired),
      v.maxLength(500, MESSAGES.excerptTooLong),
    ),
    content: requiredText(MESSAGES.contentRequired, 100_000),
    category: picklist(POST_CATEGORIES, MESSAGES.categoryRequired),
    readTime: requiredText(MESSAGES.readTimeRequired, 40),
    published: bool,
  },
  { image: imageRef },
);

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
  },
);

const remark = tableSchemas(
  {
    bookingId: uuid,
    text: requiredText(MESSAGES.remarkRequired, 2000),
    color: picklist(REMARK_COLORS, MESSAGES.invalidValue),
    position: int(MESSAGES.invalidValue, 0, 1_000_000),
  },
  {},
);

const contact = tableSchemas(
  {
    firstName: requiredText(MESSAGES.firstNameRequired, 100),
    lastName: requiredText(MESSAGES.lastNameRequired, 100),
    email,
    phone,
    message: requiredText(MESSAGES.messageRequired, 5000),
  },
  { serviceType: picklist(CONTACT_SERVICE_TYPES, MESSAGES.serviceTypeInvalid), handled: bool },
);

const tariff = v.strictObject(
  {
    baseFare: decimal(),
    perKm: decimal(),
    perPassenger: decimal(),
    serviceFeePercent: percent,
  },
  MESSAGES.unknownField,
);

const settings = tableSchemas(
  {
    siteName: requiredText(MESSAGES.siteNameRequired, 120),
    siteEmail: email,
    sitePhone: phone,
    defaultLanguage: picklist(LANGUAGES, MESSAGES.invalidValue),
    enableNotifications: bool,
    enableEmailAlerts: bool,
    inAppNotifications: bool,
    autoBackup: bool,
    maintenanceMode: bool,
    dataRetentionDays: int(MESSAGES.daysInvalid, 1, 3650),
    loginNotifications: bool,
    twoFactor: bool,
    vatTransport: percent,
    vatHourly: percent,
    tariffs: v.strictObject({ sedan: tariff, suv: tariff, van: tariff, coach: tariff }, MESSAGES.unknownField),
    syncUrl: v.pipe(
      v.string(MESSAGES.invalidUrl),
      v.maxLength(2048, MESSAGES.invalidUrl),
      v.check((s) => s === '' || /^https?:\/\/[^\s/]+[^\s]*$/i.test(s), MESSAGES.invalidUrl),
    ),
  },
  {
    company: v.strictObject(
      {
        legalName: text(200),
        address: text(500),
        vtcRegistration: v.pipe(text(40), v.check((s) => s === '' || /^EVTC\d{9}$/i.test(s.replace(/\s/g, '')), MESSAGES.vtcRegistrationInvalid)),
        siren: v.pipe(text(20), v.check((s) => s === '' || /^\d{9}$/.test(s.replace(/\s/g, '')), MESSAGES.sirenInvalid)),
        vatNumber: text(40),
      },
      MESSAGES.unknownField,
    ),
  },
);

const settingsId = v.pipe(v.string(MESSAGES.invalidId), v.check((s) => s === SETTINGS_ID, MESSAGES.invalidId));

/** A booking made on the public site must leave an email to be answered at. */
const publicNeedsEmail = (b: Pick<Booking, 'source' | 'email'>) => b.source !== 'public' || !blank(b.email);

export const carSchema = car.record;
export const carCreateSchema = car.create;
export const carPatchSchema = car.patch;
export const tourSchema = tour.record;
export const tourCreateSchema = tour.create;
export const tourPatchSchema = tour.patch;
export const postSchema = post.record;
export const postCreateSchema = post.create;
export const postPatchSchema = post.patch;
export const bookingSchema = v.pipe(
  booking.record,
  v.forward(v.partialCheck([['source'], ['email']], publicNeedsEmail, MESSAGES.emailRequired), ['email']),
);
export const bookingCreateSchema = v.pipe(
  booking.create,
  v.forward(v.partialCheck([['source'], ['email']], publicNeedsEmail, MESSAGES.emailRequired), ['email']),
);
export const bookingPatchSchema = booking.patch;
export const remarkSchema = remark.record;
export const remarkCreateSchema = remark.create;
export const remarkPatchSchema = remark.patch;
export const contactSchema = contact.record;
export const contactCreateSchema = contact.create;
export const contactPatchSchema = contact.patch;
export const settingsSchema = v.strictObject({ ...settings.record.entries, id: settingsId }, MESSAGES.unknownField);
export const settingsCreateSchema = v.strictObject({ ...settings.create.entries, id: settingsId }, MESSAGES.unknownField);
export const settingsPatchSchema = settings.patch;

export interface TableSchemas<T extends SyncedTable> {
  /** A whole stored record, rev included. */
  record: v.GenericSchema<unknown, SyncedRecordMap[T]>;
  /** The fields of a create mutation: the record without rev. */
  create: v.GenericSchema<unknown, Omit<SyncedRecordMap[T], 'rev'>>;
  /** The fields of a patch mutation: business fields only, all optional, null clears an optional one. */
  patch: v.GenericSchema<unknown, PatchFields<T>>;
  /** Business fields that may be absent. */
  optionalFields: readonly string[];
}

const SCHEMAS: { [T in SyncedTable]: TableSchemas<T> } = {
  cars: { record: carSchema, create: carCreateSchema, patch: carPatchSchema, optionalFields: car.optionalFields },
  tours: { record: tourSchema, create: tourCreateSchema, patch: tourPatchSchema, optionalFields: tour.optionalFields },
  posts: { record: postSchema, create: postCreateSchema, patch: postPatchSchema, optionalFields: post.optionalFields },
  bookings: {
    record: bookingSchema,
    create: bookingCreateSchema,
    patch: bookingPatchSchema,
    optionalFields: booking.optionalFields,
  },
  remarks: { record: remarkSchema, create: remarkCreateSchema, patch: remarkPatchSchema, optionalFields: remark.optionalFields },
  contacts: {
    record: contactSchema,
    create: contactCreateSchema,
    patch: contactPatchSchema,
    optionalFields: contact.optionalFields,
  },
  settings: {
    record: settingsSchema,
    create: settingsCreateSchema,
    patch: settingsPatchSchema,
    optionalFields: settings.optionalFields,
  },
};

export function schemaFor<T extends SyncedTable>(table: T): TableSchemas<T> {
  return SCHEMAS[table];
}

export interface FieldIssue {
  /** Dotted path of the field ('email', 'tariffs.sedan.perKm'); '' for the whole record. */
  path: string;
  message: string;
}

/** Data that a schema refused; `issues` are valibot's, `fieldErrors` the first message per field. */
export class ValidationError extends Error {
  readonly table: SyncedTable | undefined;
  readonly issues: readonly v.BaseIssue<unknown>[];
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(issues: readonly v.BaseIssue<unknown>[], table?: SyncedTable) {
    const list = issueList(issues);
    super(list.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ') || 'Invalid data');
    this.name = 'ValidationError';
    this.table = table;
    this.issues = issues;
    const fieldErrors: Record<string, string> = {};
    for (const issue of list) fieldErrors[issue.path] ??= issue.message;
    this.fieldErrors = fieldErrors;
  }
}

export function issueList(issues: readonly v.BaseIssue<unknown>[]): FieldIssue[] {
  return issues.map((issue) => ({
    path: (issue.path ?? []).map((item) => String(item.key)).join('.'),
    message: issue.message,
  }));
}

/** Parses with a schema, or throws a ValidationError. */
export function validate<TOut>(schema: v.GenericSchema<unknown, TOut>, data: unknown, table?: SyncedTable): TOut {
  const result = v.safeParse(schema, data, { abortPipeEarly: true });
  if (!result.success) throw new ValidationError(result.issues, table);
  return result.output;
}
