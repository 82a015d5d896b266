// The records and settings of what the client is told and billed: extras sold with a ride, the
// messages sent to the client (email from the server, WhatsApp from a phone), and invoices with their
// credit notes. Kept out of types.ts (which every page loads): its lists of kinds are needed only
// where these are shown or checked.

import type { SyncedBase } from './record-base';

/* ---------- Extras ---------- */

/** How an extra is counted: per unit (a child seat) or per started quarter of an hour (waiting time). */
export const EXTRA_UNITS = ['unit', 'quarter_hour'] as const;
export type ExtraUnit = (typeof EXTRA_UNITS)[number];

/** An extra the office sells with a ride (settings.extras). */
export interface Extra {
  /** A short stable key: 'child-seat', 'booster', 'name-sign', 'extra-stop', 'waiting', or one made by the office. */
  id: string;
  name: { fr: string; en: string; ar: string };
  /** Euros per unit, tax included, decimal string ('15.00'). */
  price: string;
  unit: ExtraUnit;
  /** VAT percentage, decimal string: '10' when linked to the transport. */
  vatPercent: string;
  /** Offered to visitors in the booking wizard (the admin form offers every active extra). */
  public: boolean;
  active: boolean;
}

/** An extra on a booking: its key and how many units (or quarters of an hour) of it. */
export interface BookingExtra {
  extraId: string;
  quantity: number;
  /** Euros per unit at the time it was added, tax included (the price may change in settings later). */
  price: string;
  vatPercent: string;
}

/* ---------- Messages to the client ---------- */

export const MESSAGE_KINDS = ['received', 'confirmed', 'reminder', 'on_the_way', 'on_location', 'thank_you', 'cancelled'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * What a client message may be: one of the kinds above (a template each, edited in settings), or an
 * invoice or credit note sent by email from its page, with its PDF (documentId names it).
 */
export const CLIENT_MESSAGE_KINDS = [...MESSAGE_KINDS, 'invoice'] as const;
export type ClientMessageKind = (typeof CLIENT_MESSAGE_KINDS)[number];

export const MESSAGE_CHANNELS = ['email', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * queued: waiting for the mail worker; sent: handed to the SMTP server (email) or opened in WhatsApp
 * on a phone; failed: given up after its retries (lastError says why); not_configured: prepared, but
 * this server has no SMTP settings.
 */
export const MESSAGE_STATES = ['queued', 'sent', 'failed', 'not_configured'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const MESSAGE_LANGS = ['fr', 'en', 'ar'] as const;
export type MessageLang = (typeof MESSAGE_LANGS)[number];

/** One message to a client about one booking: the email outbox and the log of WhatsApp sends. */
export interface ClientMessage extends SyncedBase {
  bookingId: string;
  kind: ClientMessageKind;
  channel: MessageChannel;
  lang: MessageLang;
  /** The email address or phone number it goes to. */
  recipient: string;
  subject?: string;
  body: string;
  state: MessageState;
  /** Tries made by the mail worker. */
  attempts: number;
  /** Instant of the next try of a queued email. */
  nextAttemptAt?: string;
  sentAt?: string;
  lastError?: string;
  /** The staff member who sent it by hand (WhatsApp, or an invoice sent by email from its page). */
  authorId?: string;
  /** The invoice or credit note an 'invoice' email carries as a PDF. */
  documentId?: string;
}

/** One kind's words in one language; {placeholders} are filled from the booking. */
export interface MessageText {
  subject: string;
  body: string;
}

export interface MessageTemplate {
  /** Sent by the server on its own (email) when true; otherwise only when staff send it. */
  auto: boolean;
  fr: MessageText;
  en: MessageText;
  ar: MessageText;
}

export interface MessagingSettings {
  templates: Record<MessageKind, MessageTemplate>;
  /** Hour of the day before pickup, Europe/Paris, when the reminder leaves (0-23). */
  reminderHour: number;
}

/* ---------- Invoices ---------- */

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_LINE_KINDS = ['ride', 'extra', 'waiting'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

export interface InvoiceLine {
  kind: InvoiceLineKind;
  label: string;
  quantity: number;
  /** Euros per unit, tax included, decimal string. Negative on a credit note. */
  unitPrice: string;
  vatPercent: string;
}

/** Who sells or who is billed, as printed on the invoice. */
export interface InvoiceParty {
  name: string;
  address: string;
  /** 9 digits; a business client's and the seller's. */
  siren?: string;
  vatNumber?: string;
  /** The seller's VTC register number. */
  vtcRegistration?: string;
}

export interface Invoice extends SyncedBase {
  bookingId: string;
  kind: InvoiceKind;
  /**
   * 'YYYY-NNNNNN', the next of the year's continuous sequence, given by the server in the transaction
   * that stores the invoice; absent until then (the device shows 'number pending').
   */
  number?: string;
  /** The invoice a credit note corrects or cancels. */
  creditFor?: string;
  /** 'YYYY-MM-DD', Europe/Paris; the server sets it with the number. */
  issueDate: string;
  /** 'YYYY-MM-DD': the ride's date. */
  serviceDate: string;
  seller: InvoiceParty;
  client: InvoiceParty;
  /** A business client: the late-payment penalties and the 40 EUR recovery fee are printed. */
  business: boolean;
  lines: InvoiceLine[];
  /** 'TVA non applicable, art. 293 B du CGI': no VAT on any line. */
  vatExempt: boolean;
  paymentTerms: string;
  /** Why a credit note was made. */
  reason?: string;
  /** The staff member who issued it; set by the server. */
  issuedBy?: string;
}

export interface InvoicingSettings {
  /** An invoice is issued by the server when a ride is done. */
  autoOnDone: boolean;
  /** Small companies: 'TVA non applicable, art. 293 B du CGI'. */
  vatExempt: boolean;
  /** Printed on every invoice, e.g. 'Payable on receipt'. */
  paymentTerms: string;
}
