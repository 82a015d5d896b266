// Sending an invoice or credit note by email: the PDF made on this device goes to the server, which
// writes the client message and sends it (server/mail/invoice-mail.ts); a sync then brings the message
// and its state to the booking. Needs the server: an email cannot leave a device offline.

import { useCallback } from 'react';
import { staffSessionAtom, syncControlAtom, useAtomValue } from '../../app/state';
import { useDb } from '../../db/db-context';
import type { Invoice } from '../../domain/billing-types';
import { defaultFetch, getSyncBaseUrl } from '../../sync/auth-backend';
import { sendInvoiceEmail, type InvoiceMailAnswer } from '../../sync/invoice-mail-api';

export type { InvoiceMailAnswer };

/**
 * Sends `pdf` as `invoice`'s email. `key` names this sending: the caller keeps it until an answer comes,
 * so that tapping again after a lost answer sends nothing twice.
 */
export function useSendInvoiceEmail(): ((invoice: Invoice, pdf: File, key: string) => Promise<InvoiceMailAnswer>) | null {
  const db = useDb();
  const token = useAtomValue(staffSessionAtom)?.token;
  const control = useAtomValue(syncControlAtom);
  const send = useCallback(
    async (invoice: Invoice, pdf: File, key: string) => {
      if (!token) throw new Error('Nobody is signed in');
      const answer = await sendInvoiceEmail({ fetch: defaultFetch(), baseUrl: await getSyncBaseUrl(db) }, token, invoice.id, key, pdf);
      void control?.flush();
      return answer;
    },
    [db, token, control],
  );
  return token ? send : null;
}
