// POST /api/invoices/:id/email (administrators): sends an invoice or credit note to the client with
// its PDF, made on this device. The Idempotency-Key makes a retry after a lost answer send nothing twice.

import { apiCall, type ApiContext } from './auth-api';
import { ProtocolError } from './transport';

export interface InvoiceMailAnswer {
  /** The client message's id (the key sent). */
  id: string;
  /** 'not_configured': the server has no SMTP settings; the message is recorded, not sent. */
  state: 'queued' | 'not_configured' | 'sent' | 'failed';
  recipient: string;
}

export async function sendInvoiceEmail(ctx: ApiContext, token: string, invoiceId: string, key: string, pdf: Blob): Promise<InvoiceMailAnswer> {
  const body = (await apiCall(ctx, `/api/invoices/${encodeURIComponent(invoiceId)}/email`, {
    method: 'POST',
    token,
    body: pdf,
    headers: { 'Idempotency-Key': key },
    timeoutMs: 30_000,
  })) as Partial<InvoiceMailAnswer> | null;
  if (!body || typeof body.id !== 'string' || typeof body.state !== 'string' || typeof body.recipient !== 'string') {
    throw new ProtocolError('The server gave no account of the email');
  }
  return { id: body.id, state: body.state, recipient: body.recipient };
}
