// An invoice or credit note sent to the client by email with its PDF (`POST /api/invoices/:id/email`,
// administrators). The PDF is made on the device, from the very sheet it shows (the engine of the bon
// de commande); the server checks it is one, writes the client message (kind 'invoice', in the
// client's language) and keeps the file in mail_attachments, in one transaction, for the mail worker
// to attach. The request's Idempotency-Key is the message's id: a retried request sends nothing twice.
// Without SMTP the message is still written, as 'not_configured', and no file is kept.

import type { Hono } from 'hono';
import { bookingReference } from '../../src/domain/booking-reference';
import type { Invoice, MessageLang } from '../../src/domain/billing-types';
import { invoicePdfName, invoiceTotals } from '../../src/domain/invoice';
import { MESSAGE_LOCALE } from '../../src/domain/message-templates';
import type { AppEnv, Deps } from '../http/context';
import { ApiError, isUuid, notFoundError, readRaw } from '../http/http';
import { requireStaff } from '../accounts/sessions';
import { withWriter } from '../sync/records';
import { rowFields } from '../sync/tables';
import { bookingEmail, bookingLang, loadBookings, loadMailSettings } from './compose';
import { insertMessages } from './queue';

/** A PDF of one page drawn at twice its size stays well under this. */
export const INVOICE_PDF_MAX_BYTES = 4 * 1024 * 1024;

interface InvoiceFacts {
  kind: Invoice['kind'];
  number: string;
  /** The number of the invoice a credit note corrects. */
  credited?: string | undefined;
  issueDate: string;
  serviceDate: string;
  clientName: string;
  /** Euro cents, tax included. */
  total: number;
  reference: string;
  siteName: string;
}

function formatDate(iso: string, lang: MessageLang): string {
  const day = Date.parse(`${iso}T12:00:00Z`);
  if (!Number.isFinite(day)) return iso;
  return new Intl.DateTimeFormat(MESSAGE_LOCALE[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' }).format(day);
}

function formatEuros(cents: number, lang: MessageLang): string {
  return new Intl.NumberFormat(MESSAGE_LOCALE[lang], { style: 'currency', currency: 'EUR', numberingSystem: 'latn' }).format(cents / 100);
}

/** The email's subject and body in the client's language (the PDF is the sheet the office issued). */
export function invoiceEmailText(facts: InvoiceFacts, lang: MessageLang): { subject: string; body: string } {
  const credit = facts.kind === 'credit_note';
  const issued = formatDate(facts.issueDate, lang);
  const service = formatDate(facts.serviceDate, lang);
  const total = formatEuros(facts.total, lang);
  const corrects = credit && facts.credited;
  switch (lang) {
    case 'fr':
      return {
        subject: `${credit ? 'Votre avoir' : 'Votre facture'} ${facts.number} - ${facts.siteName}`,
        body: [
          `Bonjour ${facts.clientName},`,
          '',
          `Veuillez trouver ci-joint ${credit ? 'l’avoir' : 'la facture'} ${facts.number} du ${issued}, pour votre course ${facts.reference} du ${service}.`,
          ...(corrects ? [`Il corrige la facture ${facts.credited}.`] : []),
          `Montant TTC : ${total}`,
          '',
          'Merci de votre confiance.',
          '',
          facts.siteName,
        ].join('\n'),
      };
    case 'en':
      return {
        subject: `${credit ? 'Your credit note' : 'Your invoice'} ${facts.number} - ${facts.siteName}`,
        body: [
          `Hello ${facts.clientName},`,
          '',
          `Please find attached ${credit ? 'credit note' : 'invoice'} ${facts.number} of ${issued}, for your ride ${facts.reference} on ${service}.`,
          ...(corrects ? [`It corrects invoice ${facts.credited}.`] : []),
          `Total including VAT: ${total}`,
          '',
          'Thank you for your trust.',
          '',
          facts.siteName,
        ].join('\n'),
      };
    case 'ar':
      return {
        subject: `${credit ? 'إشعارك الدائن' : 'فاتورتك'} ${facts.number} - ${facts.siteName}`,
        body: [
          `مرحبًا ${facts.clientName}،`,
          '',
          `تجد مرفقًا ${credit ? 'الإشعار الدائن' : 'الفاتورة'} رقم ${facts.number} بتاريخ ${issued}، لرحلتك ${facts.reference} يوم ${service}.`,
          ...(corrects ? [`وهو يصحّح الفاتورة ${facts.credited}.`] : []),
          `المبلغ شاملًا الضريبة: ${total}`,
          '',
          'شكرًا لثقتك.',
          '',
          facts.siteName,
        ].join('\n'),
      };
  }
}

const isPdf = (bytes: Uint8Array) => bytes.length > 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

export interface InvoiceMailAnswer {
  id: string;
  state: 'queued' | 'not_configured' | 'sent' | 'failed';
  recipient: string;
}

export function registerInvoiceMailRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/api/invoices/:id/email', async (c) => {
    const caller = requireStaff(c, 'admin');
    const invoiceId = c.req.param('id');
    if (!isUuid(invoiceId)) throw notFoundError('Invoice not found');
    const key = c.req.header('Idempotency-Key') ?? '';
    if (!isUuid(key)) throw new ApiError(400, 'Idempotency-Key must be a UUID, new for each sending');
    // Sent again after a lost answer: the first request's message, nothing sent twice.
    const { rows: before } = await deps.db.query<{ state: string; recipient: string }>('select state, recipient from clientMessages where id = $1', [key]);
    if (before[0]) return c.json({ id: key, state: before[0].state, recipient: before[0].recipient } as InvoiceMailAnswer, 200);

    const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/pdf') throw new ApiError(415, 'Content-Type must be application/pdf');
    const bytes = await readRaw(c, INVOICE_PDF_MAX_BYTES);
    if (!isPdf(bytes)) throw new ApiError(400, 'The file is not a PDF');

    const now = deps.now();
    const answer = await withWriter(deps.db, async (writer) => {
      const { rows } = await writer.tx.query<Record<string, unknown>>('select * from invoices where id = $1 and not deleted', [invoiceId]);
      const row = rows[0];
      if (!row) throw notFoundError('Invoice not found');
      const invoice = rowFields('invoices', row) as unknown as Invoice;
      if (!invoice.number) throw new ApiError(409, 'The invoice has no number yet: it gets one when it reaches the server');
      const booking = (await loadBookings(writer.tx, [invoice.bookingId])).get(invoice.bookingId);
      if (!booking || booking.deleted) throw notFoundError('The booking of this invoice is gone');
      const recipient = bookingEmail(booking);
      if (!recipient) throw new ApiError(409, 'The booking has no valid email address: add one to the booking first');
      let credited: string | undefined;
      if (invoice.creditFor) {
        const { rows: target } = await writer.tx.query<{ number: string | null }>('select number from invoices where id = $1', [invoice.creditFor]);
        credited = target[0]?.number ?? undefined;
      }
      const settings = await loadMailSettings(writer.tx);
      const lang = bookingLang(booking, settings);
      const text = invoiceEmailText(
        {
          kind: invoice.kind,
          number: invoice.number,
          credited,
          issueDate: invoice.issueDate,
          serviceDate: invoice.serviceDate,
          clientName: invoice.client?.name ?? '',
          total: invoiceTotals(invoice).total,
          reference: bookingReference(booking.createdAt),
          siteName: settings.siteName,
        },
        lang,
      );
      const state = deps.mail ? 'queued' : 'not_configured';
      const written = await insertMessages(
        writer,
        [
          {
            id: key,
            bookingId: invoice.bookingId,
            kind: 'invoice',
            channel: 'email',
            lang,
            recipient,
            subject: text.subject,
            body: text.body,
            state,
            attempts: 0,
            nextAttemptAt: deps.mail ? now.toISOString() : null,
            authorId: caller.id,
            documentId: invoiceId,
          },
        ],
        now,
        deps.hlcNode,
      );
      if (written > 0 && deps.mail) {
        await writer.tx.query(
          `insert into mail_attachments (message_id, file_name, content_type, bytes, created_at) values ($1, $2, 'application/pdf', $3, $4)
           on conflict do nothing`,
          [key, invoicePdfName(invoice.kind, invoice.number), bytes, now],
        );
      }
      return { id: key, state, recipient } satisfies InvoiceMailAnswer;
    });
    if (answer.state === 'queued') deps.mailWake?.();
    return c.json(answer, 201);
  });
}
