// The schemas of what the client is told and billed: extras (in settings and on bookings), the
// messages' templates and records, and invoices.

import * as v from 'valibot';
import { MESSAGES } from './schema-messages';
import { bool, decimal, instant, int, picklist, requiredText, tableSchemas, text, uuid } from './schema-fields';
import { isIsoDate } from './time';
import {
  EXTRA_UNITS,
  INVOICE_KINDS,
  INVOICE_LINE_KINDS,
  MESSAGE_CHANNELS,
  CLIENT_MESSAGE_KINDS,
  MESSAGE_KINDS,
  MESSAGE_LANGS,
  MESSAGE_STATES,
  type MessageKind,
} from './billing-types';

const isoDate = v.pipe(v.string(MESSAGES.dateInvalid), v.check(isIsoDate, MESSAGES.dateInvalid));
const percent = v.pipe(
  v.string(MESSAGES.percentInvalid),
  v.regex(/^\d{1,3}(\.\d{1,2})?$/, MESSAGES.percentInvalid),
  v.check((s) => Number(s) <= 100, MESSAGES.percentInvalid),
);
/** Euros with 2 decimals at most, negative allowed (a credit note's lines). */
const signedAmount = v.pipe(v.string(MESSAGES.amountInvalid), v.regex(/^-?\d{1,9}(\.\d{1,2})?$/, MESSAGES.amountInvalid));
const extraKey = v.pipe(v.string(MESSAGES.invalidValue), v.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, MESSAGES.invalidValue));
const names = v.strictObject({ fr: text(100), en: text(100), ar: text(100) }, MESSAGES.unknownField);

export const extraSchema = v.strictObject(
  {
    id: extraKey,
    name: names,
    price: decimal(),
    unit: picklist(EXTRA_UNITS, MESSAGES.invalidValue),
    vatPercent: percent,
    public: bool,
    active: bool,
  },
  MESSAGES.unknownField,
);

export const extrasSetting = v.pipe(
  v.array(extraSchema, MESSAGES.invalidValue),
  v.maxLength(50, MESSAGES.invalidValue),
  v.check((list) => new Set(list.map((e) => e.id)).size === list.length, MESSAGES.invalidValue),
);

export const bookingExtras = v.pipe(
  v.array(
    v.strictObject({ extraId: extraKey, quantity: int(MESSAGES.countInvalid, 1, 999), price: decimal(), vatPercent: percent }, MESSAGES.unknownField),
    MESSAGES.invalidValue,
  ),
  v.maxLength(30, MESSAGES.invalidValue),
);

const messageText = v.strictObject({ subject: text(200), body: text(4000) }, MESSAGES.unknownField);
const template = v.strictObject({ auto: bool, fr: messageText, en: messageText, ar: messageText }, MESSAGES.unknownField);

export const messagingSetting = v.strictObject(
  {
    templates: v.strictObject(
      Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, template])) as Record<MessageKind, typeof template>,
      MESSAGES.unknownField,
    ),
    reminderHour: int(MESSAGES.invalidValue, 0, 23),
  },
  MESSAGES.unknownField,
);

export const invoicingSetting = v.strictObject(
  { autoOnDone: bool, vatExempt: bool, paymentTerms: text(300) },
  MESSAGES.unknownField,
);

export const clientMessageTable = tableSchemas(
  {
    bookingId: uuid,
    kind: picklist(CLIENT_MESSAGE_KINDS, MESSAGES.invalidValue),
    channel: picklist(MESSAGE_CHANNELS, MESSAGES.invalidValue),
    lang: picklist(MESSAGE_LANGS, MESSAGES.invalidValue),
    recipient: text(254),
    body: text(4000),
    state: picklist(MESSAGE_STATES, MESSAGES.invalidValue),
    attempts: int(MESSAGES.invalidValue, 0, 1000),
  },
  {
    subject: text(200),
    nextAttemptAt: instant,
    sentAt: instant,
    lastError: text(1000),
    authorId: uuid,
    documentId: uuid,
  },
);

const party = v.strictObject(
  {
    name: requiredText(MESSAGES.nameRequired, 200),
    address: text(500),
    siren: v.optional(v.pipe(text(20), v.check((s) => s === '' || /^\d{9}$/.test(s.replace(/\s/g, '')), MESSAGES.sirenInvalid))),
    vatNumber: v.optional(text(40)),
    vtcRegistration: v.optional(text(40)),
  },
  MESSAGES.unknownField,
);

const line = v.strictObject(
  {
    kind: picklist(INVOICE_LINE_KINDS, MESSAGES.invalidValue),
    label: requiredText(MESSAGES.textTooLong, 300),
    quantity: int(MESSAGES.countInvalid, 1, 9999),
    unitPrice: signedAmount,
    vatPercent: percent,
  },
  MESSAGES.unknownField,
);

export const invoiceTable = tableSchemas(
  {
    bookingId: uuid,
    kind: picklist(INVOICE_KINDS, MESSAGES.invalidValue),
    issueDate: isoDate,
    serviceDate: isoDate,
    seller: party,
    client: party,
    business: bool,
    lines: v.pipe(v.array(line, MESSAGES.invalidValue), v.minLength(1, MESSAGES.invalidValue), v.maxLength(50, MESSAGES.invalidValue)),
    vatExempt: bool,
    paymentTerms: text(300),
  },
  {
    number: v.pipe(v.string(MESSAGES.invalidValue), v.regex(/^\d{4}-\d{6}$/, MESSAGES.invalidValue)),
    creditFor: uuid,
    reason: text(500),
    issuedBy: uuid,
  },
);
