// The admin settings form: the stored settings as editable text, the checks of what was typed (as
// codes the screen words in each language) and the patch that a valid form saves. The stored switches
// nothing on this platform can honour (in-app notifications: what 'enableNotifications' does) are
// kept in the record but not in the form; the email ones (email alerts, login notifications) are in
// it, and the screen shows them when the server sends email.

import * as v from 'valibot';
import { invoicingOf } from '../../domain/billing-defaults';
import type { InvoicingSettings } from '../../domain/billing-types';
import { extraValuesSchema, toExtrasPatch, toExtraValues, type ExtraValues } from './extras-form';
import { companyOf } from '../../domain/default-settings';
import { dispatchSettingsOf } from '../../domain/ride-duration';
import { messagingSchema, toMessagingPatch, toMessagingValues, type MessagingValues } from './messaging-form';
import {
  ARABIC_DIGITS,
  LANGUAGES,
  VEHICLE_CLASSES,
  type ArabicDigits,
  type CompanyDetails,
  type Language,
  type PatchFields,
  type Settings,
  type Tariff,
  type VehicleClass,
} from '../../domain/types';

/** What can be wrong with a field; the screen has the words. */
export const SETTINGS_ISSUES = [
  'siteNameRequired',
  'emailRequired',
  'emailInvalid',
  'phoneRequired',
  'phoneInvalid',
  'daysInvalid',
  'percentInvalid',
  'amountInvalid',
  'urlInvalid',
  'sirenInvalid',
  'vtcRegistrationInvalid',
  'tooLong',
  'minutesInvalid',
  'hoursInvalid',
  // Messages to clients (messaging-form.ts).
  'hourOfDayInvalid',
  'messageRequired',
  'unknownPlaceholder',
  'extraNameRequired',
] as const;
export type SettingsIssue = (typeof SETTINGS_ISSUES)[number];

export interface TariffValues {
  baseFare: string;
  perKm: string;
  perPassenger: string;
  serviceFeePercent: string;
}

/** One place's transfer length, in minutes typed as text. */
export interface PlaceMinutesValue {
  placeId: string;
  minutes: string;
}

/** What dispatch counts on (buffers and durations), typed as text. */
export interface DispatchValues {
  bufferBeforeMinutes: string;
  bufferAfterMinutes: string;
  transferMinutes: string;
  hourlyHours: string;
  places: PlaceMinutesValue[];
}

export interface SettingsFormValues {
  siteName: string;
  siteEmail: string;
  sitePhone: string;
  defaultLanguage: Language;
  arabicDigits: ArabicDigits;
  /** The BON DE COMMANDE's copy in the client's language. */
  orderClientCopy: boolean;
  enableNotifications: boolean;
  autoBackup: boolean;
  maintenanceMode: boolean;
  /** Typed as text: a whole number of days, 1 to 3650. */
  dataRetentionDays: string;
  vatTransport: string;
  vatHourly: string;
  tariffs: Record<VehicleClass, TariffValues>;
  syncUrl: string;
  company: CompanyDetails;
  dispatch: DispatchValues;
  /** Invoicing: auto-issue on done, VAT exemption (art. 293 B du CGI), payment terms. */
  invoicing: InvoicingSettings;
  // Messages to clients (messages-card.tsx).
  enableEmailAlerts: boolean;
  loginNotifications: boolean;
  messaging: MessagingValues;
  /** The Extras card (extras-form.ts). */
  extras: ExtraValues[];
}

export const RETENTION_DAYS_MIN = 1;
export const RETENTION_DAYS_MAX = 3650;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_RE = /^\+?[0-9 ().-]{6,24}$/;
const AMOUNT_RE = /^\d{1,9}(\.\d{1,2})?$/;
const DAYS_RE = /^\d{1,4}$/;
const WHOLE_RE = /^\d{1,4}$/;

/** A whole number from `min` to `max`, typed with or without spaces around it. */
export function isWholeBetween(value: string, min: number, max: number): boolean {
  const text = value.trim();
  return WHOLE_RE.test(text) && Number(text) >= min && Number(text) <= max;
}

/** Minutes of a buffer or a duration: 0 to a day. Hours of an hourly hire: 1 to 72 (the server's bounds). */
export const MINUTES_MAX = 1440;
export const HOURS_MAX = 72;
const isMinutes = (value: string) => isWholeBetween(value, 0, MINUTES_MAX);
const isHours = (value: string) => isWholeBetween(value, 1, HOURS_MAX);

/** '1,80' and ' 1.8 ' both read as '1.8': French keyboards type a comma. */
function decimalText(value: string): string {
  return value.trim().replace(',', '.');
}

export function isAmount(value: string): boolean {
  return AMOUNT_RE.test(decimalText(value));
}

export function isPercent(value: string): boolean {
  const text = decimalText(value);
  return AMOUNT_RE.test(text) && Number(text) <= 100;
}

export function isRetentionDays(value: string): boolean {
  const text = value.trim();
  if (!DAYS_RE.test(text)) return false;
  const days = Number(text);
  return days >= RETENTION_DAYS_MIN && days <= RETENTION_DAYS_MAX;
}

/** '' (this server) or an http(s) address with a host. */
export function isSyncUrl(value: string): boolean {
  const text = value.trim();
  if (text === '') return true;
  if (!/^https?:\/\/[^\s/]+[^\s]*$/i.test(text) || text.length > 2048) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const compact = (value: string) => value.replace(/\s/g, '');

export function isSiren(value: string): boolean {
  const text = compact(value);
  return text === '' || /^\d{9}$/.test(text);
}

export function isVtcRegistration(value: string): boolean {
  const text = compact(value);
  return text === '' || /^EVTC\d{9}$/i.test(text);
}

const issue = (code: SettingsIssue) => code;

function requiredText(required: SettingsIssue, max: number) {
  return v.pipe(v.string(), v.check((s) => s.trim() !== '', issue(required)), v.maxLength(max, issue('tooLong')));
}

const optionalText = (max: number) => v.pipe(v.string(), v.maxLength(max, issue('tooLong')));
const amount = v.pipe(v.string(), v.check(isAmount, issue('amountInvalid')));
const percent = v.pipe(v.string(), v.check(isPercent, issue('percentInvalid')));
const minutesField = v.pipe(v.string(), v.check(isMinutes, issue('minutesInvalid')));
const tariff = v.object({ baseFare: amount, perKm: amount, perPassenger: amount, serviceFeePercent: percent });

/** The form's schema; every message is a SettingsIssue code. */
export const settingsFormSchema = v.object({
  siteName: requiredText('siteNameRequired', 120),
  siteEmail: v.pipe(
    v.string(),
    v.check((s) => s.trim() !== '', issue('emailRequired')),
    v.check((s) => EMAIL_RE.test(s.trim()) && s.trim().length <= 254, issue('emailInvalid')),
  ),
  sitePhone: v.pipe(
    v.string(),
    v.check((s) => s.trim() !== '', issue('phoneRequired')),
    v.check((s) => PHONE_RE.test(s.trim()), issue('phoneInvalid')),
  ),
  defaultLanguage: v.picklist(LANGUAGES),
  arabicDigits: v.picklist(ARABIC_DIGITS),
  orderClientCopy: v.boolean(),
  enableNotifications: v.boolean(),
  autoBackup: v.boolean(),
  maintenanceMode: v.boolean(),
  dataRetentionDays: v.pipe(v.string(), v.check(isRetentionDays, issue('daysInvalid'))),
  vatTransport: percent,
  vatHourly: percent,
  tariffs: v.object({ sedan: tariff, suv: tariff, van: tariff, coach: tariff }),
  syncUrl: v.pipe(v.string(), v.check(isSyncUrl, issue('urlInvalid'))),
  company: v.object({
    legalName: optionalText(200),
    address: optionalText(500),
    vtcRegistration: v.pipe(optionalText(40), v.check(isVtcRegistration, issue('vtcRegistrationInvalid'))),
    siren: v.pipe(optionalText(20), v.check(isSiren, issue('sirenInvalid'))),
    vatNumber: optionalText(40),
  }),
  dispatch: v.object({
    bufferBeforeMinutes: minutesField,
    bufferAfterMinutes: minutesField,
    transferMinutes: minutesField,
    hourlyHours: v.pipe(v.string(), v.check(isHours, issue('hoursInvalid'))),
    places: v.array(v.object({ placeId: v.string(), minutes: minutesField })),
  }),
  invoicing: v.object({ autoOnDone: v.boolean(), vatExempt: v.boolean(), paymentTerms: optionalText(300) }),
  enableEmailAlerts: v.boolean(),
  loginNotifications: v.boolean(),
  messaging: messagingSchema,
  extras: v.array(
    extraValuesSchema({ nameRequired: requiredText('extraNameRequired', 100), optionalName: optionalText(100), amount, percent }),
  ),
});

/** The first issue of each field, by dotted path ('tariffs.sedan.perKm'); {} when the form is valid. */
export function settingsFormIssues(values: SettingsFormValues): Record<string, SettingsIssue> {
  const result = v.safeParse(settingsFormSchema, values);
  if (result.success) return {};
  const issues: Record<string, SettingsIssue> = {};
  for (const item of result.issues) {
    const path = (item.path ?? []).map((p) => String(p.key)).join('.');
    issues[path] ??= item.message as SettingsIssue;
  }
  return issues;
}

/** The stored settings as the form shows them. */
export function toSettingsFormValues(settings: Settings): SettingsFormValues {
  const tariffs = Object.fromEntries(
    VEHICLE_CLASSES.map((vehicle) => [vehicle, { ...settings.tariffs[vehicle] }]),
  ) as Record<VehicleClass, TariffValues>;
  return {
    siteName: settings.siteName,
    siteEmail: settings.siteEmail,
    sitePhone: settings.sitePhone,
    defaultLanguage: settings.defaultLanguage,
    arabicDigits: settings.arabicDigits ?? 'latn',
    orderClientCopy: settings.orderClientCopy ?? false,
    enableNotifications: settings.enableNotifications,
    autoBackup: settings.autoBackup,
    maintenanceMode: settings.maintenanceMode,
    dataRetentionDays: String(settings.dataRetentionDays),
    vatTransport: settings.vatTransport,
    vatHourly: settings.vatHourly,
    tariffs,
    syncUrl: settings.syncUrl,
    company: { ...companyOf(settings) },
    dispatch: toDispatchValues(settings),
    invoicing: { ...invoicingOf(settings) },
    enableEmailAlerts: settings.enableEmailAlerts,
    loginNotifications: settings.loginNotifications,
    messaging: toMessagingValues(settings),
    extras: toExtraValues(settings),
  };
}

function toDispatchValues(settings: Settings): DispatchValues {
  const dispatch = dispatchSettingsOf(settings);
  return {
    bufferBeforeMinutes: String(dispatch.bufferBeforeMinutes),
    bufferAfterMinutes: String(dispatch.bufferAfterMinutes),
    transferMinutes: String(dispatch.transferMinutes),
    hourlyHours: String(dispatch.hourlyHours),
    places: Object.entries(dispatch.placeMinutes).map(([placeId, minutes]) => ({ placeId, minutes: String(minutes) })),
  };
}

/** '25' -> '25.00', '1,8' -> '1.80'. */
function normalizeAmount(value: string): string {
  const [whole = '0', fraction = ''] = decimalText(value).split('.');
  return `${String(Number(whole))}.${fraction.padEnd(2, '0')}`;
}

/** '10' stays '10', '5,50' -> '5.5', '007' -> '7'. */
function normalizePercent(value: string): string {
  return String(Number(decimalText(value)));
}

function normalizeTariff(t: TariffValues): Tariff {
  return {
    baseFare: normalizeAmount(t.baseFare),
    perKm: normalizeAmount(t.perKm),
    perPassenger: normalizeAmount(t.perPassenger),
    serviceFeePercent: normalizePercent(t.serviceFeePercent),
  };
}

/**
 * What a valid form saves, in the stored formats: trimmed texts, amounts with 2 decimals, whole days,
 * the sync URL without its trailing slash. The repository writes only the fields that changed.
 */
export function toSettingsPatch(values: SettingsFormValues): PatchFields<'settings'> {
  const tariffs = Object.fromEntries(
    VEHICLE_CLASSES.map((vehicle) => [vehicle, normalizeTariff(values.tariffs[vehicle])]),
  ) as Record<VehicleClass, Tariff>;
  return {
    siteName: values.siteName.trim(),
    siteEmail: values.siteEmail.trim(),
    sitePhone: values.sitePhone.trim(),
    defaultLanguage: values.defaultLanguage,
    arabicDigits: values.arabicDigits,
    orderClientCopy: values.orderClientCopy,
    enableNotifications: values.enableNotifications,
    autoBackup: values.autoBackup,
    maintenanceMode: values.maintenanceMode,
    dataRetentionDays: Number(values.dataRetentionDays.trim()),
    vatTransport: normalizePercent(values.vatTransport),
    vatHourly: normalizePercent(values.vatHourly),
    tariffs,
    syncUrl: values.syncUrl.trim().replace(/\/+$/, ''),
    company: {
      legalName: values.company.legalName.trim(),
      address: values.company.address.trim(),
      vtcRegistration: compact(values.company.vtcRegistration).toUpperCase(),
      siren: values.company.siren.trim(),
      vatNumber: compact(values.company.vatNumber).toUpperCase(),
    },
    dispatch: {
      bufferBeforeMinutes: Number(values.dispatch.bufferBeforeMinutes.trim()),
      bufferAfterMinutes: Number(values.dispatch.bufferAfterMinutes.trim()),
      transferMinutes: Number(values.dispatch.transferMinutes.trim()),
      hourlyHours: Number(values.dispatch.hourlyHours.trim()),
      placeMinutes: Object.fromEntries(values.dispatch.places.map((p) => [p.placeId, Number(p.minutes.trim())])),
    },
    invoicing: {
      autoOnDone: values.invoicing.autoOnDone,
      vatExempt: values.invoicing.vatExempt,
      paymentTerms: values.invoicing.paymentTerms.trim(),
    },
    enableEmailAlerts: values.enableEmailAlerts,
    loginNotifications: values.loginNotifications,
    messaging: toMessagingPatch(values.messaging),
    extras: toExtrasPatch(values.extras, normalizeAmount, normalizePercent),
  };
}
