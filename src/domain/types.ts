// Entity types shared by the app, the sync engine and the server; field names are SPEC section 3's.
// Dispatch's lists of kinds stay in dispatch-types.ts: this module is on every page, they are not.

import type { DispatchConflict, DispatchSettings, Downtime, Profile, RideEvent, TimeOff } from './dispatch-types';
import type { PerLang } from './content-lang';
import type { StaffRole, SyncedBase } from './record-base';
import type { BookingExtra, ClientMessage, Extra, Invoice, InvoicingSettings, MessagingSettings } from './billing-types';

export type { ConflictKind, DispatchConflict, DispatchSettings, Downtime, DowntimeReason, Profile, RideEvent, RideEventKind, TimeOff } from './dispatch-types';
export type { StaffRole, SyncedBase } from './record-base';
export type {
  BookingExtra,
  ClientMessage,
  Extra,
  ExtraUnit,
  Invoice,
  InvoiceKind,
  InvoiceLine,
  InvoiceParty,
  InvoicingSettings,
  MessageChannel,
  MessageKind,
  MessageState,
  MessageTemplate,
  MessagingSettings,
} from './billing-types';
export { STAFF_ROLES } from './record-base';

export const CAR_CATEGORIES = ['sedan', 'suv', 'van', 'luxury'] as const;
export type CarCategory = (typeof CAR_CATEGORIES)[number];

/** The name is one in every language; the description is per language (content-lang.ts). */
export interface Car extends SyncedBase, PerLang<'description', string> {
  name: string;
  category: CarCategory;
  /** URL, site-relative path or `blob-ref:<uuid>`; '' when there is no photo. */
  image: string;
  passengers: number;
  luggage: number;
  /** SPEC 9's features, as keys the catalogs translate (src/features/fleet/filters.ts). */
  features: string[];
  /** Euros per hour, decimal string such as '89.00'. */
  pricePerHour: string;
  rating: string;
  reviewCount: number;
  featured: boolean;
  available: boolean;
  /** Registration plate, shown to the driver on their ride. */
  plate?: string;
}

export const TOUR_CATEGORIES = ['private', 'shared'] as const;
export type TourCategory = (typeof TOUR_CATEGORIES)[number];

/** A tour's texts are per language ('' or [] where not written yet: content-lang.ts). */
export interface Tour
  extends SyncedBase,
    PerLang<'title' | 'summary' | 'description' | 'duration' | 'meetingPoint', string>,
    PerLang<'highlights' | 'itinerary' | 'included' | 'notIncluded', string[]> {
  image?: string;
  maxParticipants?: number;
  price: string;
  rating: string;
  reviewCount: number;
  category: TourCategory;
  featured: boolean;
}

export const POST_CATEGORIES = ['travel-tips', 'destinations', 'services'] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

/**
 * A blog post; `createdAt` is the post date. Its texts are per language; `content*` is plain text,
 * paragraphs separated by a blank line.
 */
export interface Post extends SyncedBase, PerLang<'title' | 'excerpt' | 'content' | 'readTime', string> {
  image?: string;
  category: PostCategory;
  published: boolean;
}

export const SERVICE_TYPES = ['transfer', 'private_tour', 'shared_tour'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_METHODS = ['cash', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** 'transport': an agreed route (transfers, tours); 'hourly': a car and driver at disposal. */
export const VAT_KINDS = ['transport', 'hourly'] as const;
export type VatKind = (typeof VAT_KINDS)[number];

export const BOOKING_SOURCES = ['admin', 'public'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

export interface Booking extends SyncedBase {
  firstName: string;
  lastName: string;
  /** '' is allowed: the admin form has no email field. */
  email: string;
  phone: string;
  pickupLocation: string;
  dropoffLocation?: string;
  /** 'YYYY-MM-DD' */
  pickupDate: string;
  /** 'HH:MM', 24 h */
  pickupTime: string;
  flightTrainNumber?: string;
  serviceType: ServiceType;
  vehicleId?: string;
  tourId?: string;
  passengers: number;
  luggage: number;
  /** Euros, tax included, decimal string. */
  totalPrice: string;
  paymentMethod?: PaymentMethod;
  vatKind: VatKind;
  status: BookingStatus;
  specialRequests?: string;
  source: BookingSource;
  /** Hours at disposal of an hourly hire (vatKind 'hourly'); the dispatch default when absent. */
  hours?: number;
  /** The staff member (driver role) who runs the ride. */
  driverId?: string;
  /** The car of the fleet that runs the ride (vehicleId is the one the client asked for). */
  assignedVehicleId?: string;
  /** The staff member whose device created it; set by the server, absent on public bookings. */
  createdBy?: string;
  /** Conflicts the server found on its last check of this ride; written by the server only. */
  dispatchConflicts?: DispatchConflict[];
  /** The language the client booked in: their messages are written in it. */
  lang?: Language;
  /** Extras sold with the ride (child seat, waiting time...). */
  extras?: BookingExtra[];
  /** On a return trip: the booking of the way out. */
  returnOf?: string;
  /** The secret of the client's status page (/:lang/booking/status/:token); written by the server only. */
  statusToken?: string;
}

export const REMARK_COLORS = ['blue', 'green', 'yellow', 'purple', 'pink', 'orange'] as const;
export type RemarkColor = (typeof REMARK_COLORS)[number];

/** The colour a booking's remark at a given position gets: the six colours cycle. */
export function remarkColorAt(position: number): RemarkColor {
  const index = ((Math.trunc(position) % REMARK_COLORS.length) + REMARK_COLORS.length) % REMARK_COLORS.length;
  return REMARK_COLORS[index] ?? 'blue';
}

export interface Remark extends SyncedBase {
  bookingId: string;
  text: string;
  color: RemarkColor;
  /** Order in the booking's list, ascending. */
  position: number;
}

export const CONTACT_SERVICE_TYPES = ['transfer', 'private', 'shared', 'corporate'] as const;
export type ContactServiceType = (typeof CONTACT_SERVICE_TYPES)[number];

/** A message sent from the public contact form. */
export interface Contact extends SyncedBase {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Optional: SPEC 5 says the service choice is the one field the form does not require. */
  serviceType?: ContactServiceType;
  message: string;
  /** Set by the office once the message has been answered. */
  handled?: boolean;
}

export const LANGUAGES = ['fr', 'en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** How the Arabic pages write numbers: Western digits (0-9, the default) or Arabic-Indic ones (٠-٩). */
export const ARABIC_DIGITS = ['latn', 'arab'] as const;
export type ArabicDigits = (typeof ARABIC_DIGITS)[number];

export const VEHICLE_CLASSES = ['sedan', 'suv', 'van', 'coach'] as const;
export type VehicleClass = (typeof VEHICLE_CLASSES)[number];

/** Pricing calculator tariff of one vehicle class, euros as decimal strings. */
export interface Tariff {
  baseFare: string;
  perKm: string;
  /** Surcharge per passenger above the first. */
  perPassenger: string;
  serviceFeePercent: string;
}

export type Tariffs = Record<VehicleClass, Tariff>;

/**
 * The operator's legal details, printed on the bon de commande and the invoice (French law on VTC
 * booking forms: operator name and contact, VTC register number, SIREN).
 */
export interface CompanyDetails {
  legalName: string;
  address: string;
  /** Registre des exploitants VTC number, e.g. 'EVTC075230012'. */
  vtcRegistration: string;
  /** 9 digits, spaces allowed. */
  siren: string;
  /** Intracommunity VAT number; '' when not subject to VAT. */
  vatNumber: string;
}

/** The one settings record; its id is always SETTINGS_ID. */
export const SETTINGS_ID = '5e771265-0000-4000-8000-000000000001';

export interface Settings extends SyncedBase {
  siteName: string;
  siteEmail: string;
  sitePhone: string;
  defaultLanguage: Language;
  enableNotifications: boolean;
  enableEmailAlerts: boolean;
  inAppNotifications: boolean;
  autoBackup: boolean;
  maintenanceMode: boolean;
  dataRetentionDays: number;
  loginNotifications: boolean;
  twoFactor: boolean;
  /** VAT percentages as decimal strings, e.g. '10'. */
  vatTransport: string;
  vatHourly: string;
  tariffs: Tariffs;
  /** Base URL of the sync server; '' means the same origin. */
  syncUrl: string;
  /** Absent on records made before it existed: read it through `companyOf`. */
  company?: CompanyDetails;
  /** Absent on records made before it existed: read it through `dispatchSettingsOf`. */
  dispatch?: DispatchSettings;
  /** The extras the office sells; absent on records made before them. */
  extras?: Extra[];
  /** The client messages' templates and the reminder's hour; absent on records made before them. */
  messaging?: MessagingSettings;
  /** How invoices are issued; absent on records made before them. */
  invoicing?: InvoicingSettings;
  /** The digits of numbers, dates and prices on the Arabic pages; absent ('latn') on records made before it. */
  arabicDigits?: ArabicDigits;
  /** Whether the BON DE COMMANDE also comes as a copy in the client's language; absent (no) on records made before it. */
  orderClientCopy?: boolean;
}

/** PBKDF2-SHA256 offline verifier of the last password the server accepted. */
export interface PasswordVerifier {
  salt: string;
  hash: string;
  iterations: number;
}

/** A local staff account (not synced through the outbox). */
export interface Staff {
  id: string;
  username: string;
  name: string;
  role: StaffRole;
  phone?: string;
  image?: string;
  verified: boolean;
  verifier?: PasswordVerifier;
  createdAt: string;
  updatedAt: string;
}

/** A photo kept on the device; records point at it with `blob-ref:<id>`. */
export interface ImageBlob {
  id: string;
  blob: Blob;
  type: string;
  createdAt: string;
  /** Where the server keeps it, once uploaded. */
  remoteRef?: string;
}

export const SYNCED_TABLES = [
  'cars',
  'tours',
  'posts',
  'bookings',
  'remarks',
  'contacts',
  'settings',
  'rideEvents',
  'timeOff',
  'downtimes',
  'profiles',
  'invoices',
  'clientMessages',
] as const;
export type SyncedTable = (typeof SYNCED_TABLES)[number];

export interface SyncedRecordMap {
  cars: Car;
  tours: Tour;
  posts: Post;
  bookings: Booking;
  remarks: Remark;
  contacts: Contact;
  settings: Settings;
  rideEvents: RideEvent;
  timeOff: TimeOff;
  downtimes: Downtime;
  profiles: Profile;
  invoices: Invoice;
  clientMessages: ClientMessage;
}

export type SyncedRecord<T extends SyncedTable = SyncedTable> = SyncedRecordMap[T];

/** The fields a user edits: everything but id, createdAt, updatedAt and rev. */
export type BusinessFields<T extends SyncedTable> = Omit<SyncedRecordMap[T], keyof SyncedBase>;

type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

/** The optional business fields of a table (image, maxParticipants, dropoffLocation, ...). */
export type OptionalField<T extends SyncedTable> = OptionalKeys<BusinessFields<T>>;

/** Changed business fields; `null` clears an optional field (JSON keeps null, it drops undefined). */
export type PatchFields<T extends SyncedTable> = {
  [K in keyof BusinessFields<T>]?: K extends OptionalField<T> ? BusinessFields<T>[K] | null : BusinessFields<T>[K];
};

/** What a caller gives to create a record: the business fields, optionally its id and date. */
export type CreateInput<T extends SyncedTable> = Omit<BusinessFields<T>, OptionalField<T>> & {
  [K in OptionalField<T>]?: BusinessFields<T>[K] | null;
} & { id?: string; createdAt?: string };

export function isSyncedTable(value: unknown): value is SyncedTable {
  return typeof value === 'string' && (SYNCED_TABLES as readonly string[]).includes(value);
}

export type OutboxOp = 'create' | 'patch' | 'delete';

/**
 * A local change waiting for the server. `fields`: for create every field but rev, for patch only
 * the changed ones (null clears an optional field), for delete {}.
 */
export interface OutboxEntry {
  seq: number;
  mutationId: string;
  table: SyncedTable;
  recordId: string;
  op: OutboxOp;
  fields: Record<string, unknown>;
  hlc: string;
  baseRev: number;
  createdAt: string;
}

export interface SyncStateRow {
  key: string;
  value: unknown;
}
