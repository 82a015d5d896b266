// An invoice or credit note sent by email with its PDF (server/mail/invoice-mail.ts): the client
// receives the very file the device made, named by its number, with words in the language they booked
// in; a retried request sends nothing twice; the PDF is not kept once sent; only administrators send,
// only a numbered invoice, only a PDF, only to a booking with an address; no device queues an email.

import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseMailConfig, type MailConfig } from '../../server/mail/config';
import { startMailWorker, type MailWorker } from '../../server/mail/worker';
import { EMAIL_BY_SERVER } from '../../server/accounts/write-rules';
import { dispatchKit } from './dispatch-kit';
import { invoiceFields as baseInvoiceFields } from './invoices.suite';
import { startTestServer, type OpenDb, type TestServer } from './harness';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/** A small but real PDF (one empty page). */
const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const PDF: Uint8Array<ArrayBuffer> = new Uint8Array(PDF_BYTES);

/** An invoice of 1,080.00 EUR tax included, for a booking. */
const invoiceFields = (bookingId: string, overrides: Record<string, unknown> = {}) =>
  baseInvoiceFields(bookingId, { lines: [{ kind: 'ride', label: 'Transfert CDG - Paris', quantity: 1, unitPrice: '1080.00', vatPercent: '10' }], ...overrides });

export function describeInvoiceMail(engine: string, open: OpenDb) {
  describe(`invoices by email on ${engine}`, () => {
    let sink: SmtpSink;
    let s: TestServer;
    let kit: ReturnType<typeof dispatchKit>;
    let admin: string;
    const workers: MailWorker[] = [];

    beforeAll(async () => {
      sink = await startSmtpSink();
      const mail = parseMailConfig(sink.url, 'Paris Prestige Chauffeur <bookings@prestige.test>') as MailConfig;
      s = await startTestServer(open, { mail });
      kit = dispatchKit(s);
      admin = await s.adminToken();
      workers.push(startMailWorker({ db: s.db, mail, now: s.clock.now, loop: false, log: () => {} }));
    });
    afterEach(() => {
      sink.received.splice(0);
    });
    afterAll(async () => {
      await Promise.all(workers.map((w) => w.stop()));
      await s?.close();
      await sink?.close();
    });

    const send = (invoiceId: string, options: { token?: string; key?: string; body?: Uint8Array<ArrayBuffer>; type?: string } = {}) =>
      s.request('POST', `/api/invoices/${invoiceId}/email`, {
        token: options.token ?? admin,
        raw: options.body ?? PDF,
        contentType: options.type ?? 'application/pdf',
        headers: { 'Idempotency-Key': options.key ?? randomUUID() },
      });

    /** What arrived with a file (the booking's own emails and the office's alerts arrive too). */
    const withFiles = () => sink.received.filter((m) => m.attachments.length > 0);

    async function issued(bookingFields: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
      const booking = await kit.ride(admin, bookingFields);
      const id = randomUUID();
      await kit.apply(admin, { table: 'invoices', recordId: id, op: 'create', fields: invoiceFields(booking, overrides) });
      return { booking, id, number: String((await kit.row('invoices', id)).number) };
    }

    it('sends the client the PDF, named by its number, in the language they booked in; once', async () => {
      const { booking, id, number } = await issued({ email: 'sophie@example.com', lang: 'en' });
      const key = randomUUID();
      const first = await send(id, { key });
      expect(first.status, first.text).toBe(201);
      expect(first.body).toEqual({ id: key, state: 'queued', recipient: 'sophie@example.com' });
      // The answer was lost and the device asks again: the same message, nothing new.
      const again = await send(id, { key });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ id: key, state: 'queued' });

      await workers[0]?.runOnce();
      expect(withFiles()).toHaveLength(1);
      const [arrived] = withFiles();
      expect(arrived?.subject).toBe(`Your invoice ${number} - Paris Prestige Chauffeur`);
      expect(arrived?.text).toContain('Hello Sophie Martin,');
      expect(arrived?.text).toContain('Total including VAT: €1,080.00');
      expect(arrived?.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType }))).toEqual([
        { filename: `facture-${number}.pdf`, contentType: 'application/pdf' },
      ]);
      expect(arrived?.attachments[0]?.bytes.equals(PDF_BYTES)).toBe(true);
      // Its state reaches the devices; the file is not kept once sent.
      const message = kit.latest((await kit.pullAll(admin)).changes).get(`clientMessages:${key}`);
      expect(message?.data).toMatchObject({ bookingId: booking, kind: 'invoice', channel: 'email', state: 'sent', documentId: id });
      expect((await s.db.query('select count(*)::int as n from mail_attachments where message_id = $1', [key])).rows).toEqual([{ n: 0 }]);
    });

    it('sends a credit note in French with the invoice it corrects, and the same invoice again on request', async () => {
      const { booking, id, number } = await issued({ email: 'jean@example.com', lang: 'fr' });
      const credit = randomUUID();
      await kit.apply(admin, {
        table: 'invoices',
        recordId: credit,
        op: 'create',
        fields: invoiceFields(booking, { kind: 'credit_note', creditFor: id, lines: [{ kind: 'ride', label: 'Annulation', quantity: 1, unitPrice: '-1080.00', vatPercent: '10' }] }),
      });
      const creditNumber = String((await kit.row('invoices', credit)).number);
      expect((await send(credit)).status).toBe(201);
      expect((await send(id)).status).toBe(201);
      expect((await send(id)).status).toBe(201);
      await workers[0]?.runOnce();
      const subjects = withFiles().map((m) => m.subject).sort();
      expect(subjects).toEqual(
        [`Votre avoir ${creditNumber} - Paris Prestige Chauffeur`, ...Array(2).fill(`Votre facture ${number} - Paris Prestige Chauffeur`)].sort(),
      );
      const note = withFiles().find((m) => m.subject.includes('avoir'));
      expect(note?.text).toContain(`Il corrige la facture ${number}.`);
      expect(note?.attachments[0]?.filename).toBe(`avoir-${creditNumber}.pdf`);
    });

    it('refuses what it cannot send, with the reason', async () => {
      const { id } = await issued({ email: 'anne@example.com' });
      const driver = await s.makeStaff('driver');
      expect((await send(id, { token: driver.token })).status).toBe(403);
      expect((await s.request('POST', `/api/invoices/${id}/email`, { raw: PDF, contentType: 'application/pdf', headers: { 'Idempotency-Key': randomUUID() } })).status).toBe(401);
      expect((await send(randomUUID())).status).toBe(404);
      const notPdf = await send(id, { body: new TextEncoder().encode('<html>not a pdf</html>') });
      expect(notPdf.status).toBe(400);
      expect(notPdf.body.error).toBe('The file is not a PDF');
      expect((await send(id, { type: 'image/png' })).status).toBe(415);
      const noKey = await s.request('POST', `/api/invoices/${id}/email`, { token: admin, raw: PDF, contentType: 'application/pdf' });
      expect(noKey.status).toBe(400);
      const noEmail = await issued({ email: '' });
      const refused = await send(noEmail.id);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(/no valid email address/);
    });

    it('lets no device put an email in the queue', async () => {
      const booking = await kit.ride(admin, { email: 'paul@example.com' });
      const [result] = await kit.push(admin, [
        {
          table: 'clientMessages',
          recordId: randomUUID(),
          op: 'create',
          fields: { bookingId: booking, kind: 'confirmed', channel: 'email', lang: 'fr', recipient: 'someone@example.com', body: 'Hi', state: 'queued', attempts: 0 },
        },
      ]);
      expect(result).toMatchObject({ status: 'rejected', reason: EMAIL_BY_SERVER });
    });
  });

  describe(`invoices by email without SMTP on ${engine}`, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer(open);
    });
    afterAll(async () => {
      await s?.close();
    });

    it("keeps the message as 'not_configured' and no file", async () => {
      const kit = dispatchKit(s);
      const admin = await s.adminToken();
      const booking = await kit.ride(admin, { email: 'claire@example.com', lang: 'ar' });
      const id = randomUUID();
      await kit.apply(admin, { table: 'invoices', recordId: id, op: 'create', fields: invoiceFields(booking) });
      const res = await s.request('POST', `/api/invoices/${id}/email`, { token: admin, raw: PDF, contentType: 'application/pdf', headers: { 'Idempotency-Key': randomUUID() } });
      expect(res.status, res.text).toBe(201);
      expect(res.body.state).toBe('not_configured');
      const { rows } = await s.db.query<{ state: string; lang: string; subject: string }>("select state, lang, subject from clientMessages where kind = 'invoice' and booking_id = $1", [booking]);
      expect(rows).toEqual([{ state: 'not_configured', lang: 'ar', subject: expect.stringMatching(/^فاتورتك \d{4}-\d{6} - /) }]);
      expect((await s.db.query('select count(*)::int as n from mail_attachments')).rows).toEqual([{ n: 0 }]);
    });
  });
}
