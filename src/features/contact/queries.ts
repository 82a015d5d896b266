// What the public contact form writes and reads: the saving of a visitor's message (record and
// outbox entry in one transaction) and where that message is on its way to the office.

import type { Contact, CreateInput } from '../../domain/types';
import { useCreateRecord } from '../../db/app-db-boundary';
import type { AppDb } from '../../db/db';
import { useOptionalDb } from '../../db/db-context';
import { useDeviceQuery } from '../../db/live-query';
import type { Delivery } from '../../db/sync-hooks';

/** Saves a visitor's message; the sync engine then sends it to /api/public/contacts. */
export function useSaveContact(): (input: CreateInput<'contacts'>) => Promise<Contact> {
  return useCreateRecord('contacts');
}

export interface ContactDelivery {
  delivery: Delivery;
  /** Why the server refused it, when it did. */
  reason: string | null;
}

/**
 * Where one message written on this device is: still waiting in the outbox, sent (the server gave
 * a receipt) or refused. null when the device knows nothing of it.
 */
export async function contactDeliveryOf(db: AppDb, id: string): Promise<ContactDelivery | null> {
  const [waiting, receipt, refused] = await Promise.all([
    db.outbox.where('[table+recordId]').equals(['contacts', id]).filter((e) => e.op === 'create').count(),
    db.receipts.get(id),
    db.rejected.where('[table+recordId]').equals(['contacts', id]).filter((e) => e.op === 'create').first(),
  ]);
  if (waiting > 0) return { delivery: 'waiting', reason: null };
  if (receipt?.table === 'contacts') return { delivery: 'sent', reason: null };
  if (refused) return { delivery: 'refused', reason: refused.reason };
  return null;
}

/** undefined until the device database is open and has answered. */
export function useContactDelivery(id: string | null): ContactDelivery | null | undefined {
  const db = useOptionalDb();
  return useDeviceQuery(db, async (device) => (id ? contactDeliveryOf(device, id) : null), [id]);
}
