// The schemas of the office's own records: the messages of the contact form, and the settings.

import * as v from 'valibot';
import { MESSAGES } from './schema-messages';
import { bool, decimal, email, int, phone, picklist, requiredText, tableSchemas, text } from './schema-fields';
import { dispatchSettings } from './dispatch-schemas';
import { extrasSetting, invoicingSetting, messagingSetting } from './billing-schemas';
import { ARABIC_DIGITS, CONTACT_SERVICE_TYPES, LANGUAGES, SETTINGS_ID } from './types';

const percent = decimal(MESSAGES.percentInvalid, (n) => n <= 100);

export const contactTable = tableSchemas(
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
    dispatch: dispatchSettings,
    extras: extrasSetting,
    messaging: messagingSetting,
    invoicing: invoicingSetting,
    arabicDigits: picklist(ARABIC_DIGITS, MESSAGES.invalidValue),
    orderClientCopy: bool,
  },
);

const settingsId = v.pipe(v.string(MESSAGES.invalidId), v.check((s) => s === SETTINGS_ID, MESSAGES.invalidId));

export const settingsTable = {
  ...settings,
  record: v.strictObject({ ...settings.record.entries, id: settingsId }, MESSAGES.unknownField),
  create: v.strictObject({ ...settings.create.entries, id: settingsId }, MESSAGES.unknownField),
};

/** Whole stored records, rev included. */
export const contactSchema = contactTable.record;
export const settingsSchema = settingsTable.record;
