// The office's view of contact messages: newest first, a page at a time, all or only those not yet
// handled, and the handled mark (synced like every edit).

import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import type { Contact } from '../domain/types';
import type { AppDb } from './db';
import { useDb } from './db-context';
import { patchRecord } from './repository';

export type ContactFilter = 'unhandled' | 'all';

export interface ContactPage {
  messages: Contact[];
  /** Messages matching the filter, beyond the page too. */
  matching: number;
  unhandled: number;
  total: number;
}

const isUnhandled = (contact: Contact) => !contact.handled;

export async function listContacts(db: AppDb, filter: ContactFilter, limit: number): Promise<ContactPage> {
  return db.transaction('r', db.contacts, async () => {
    const newestFirst = () => db.contacts.orderBy('createdAt').reverse();
    const [messages, unhandled, total] = await Promise.all([
      (filter === 'unhandled' ? newestFirst().filter(isUnhandled) : newestFirst()).limit(limit).toArray(),
      db.contacts.filter(isUnhandled).count(),
      db.contacts.count(),
    ]);
    return { messages, matching: filter === 'unhandled' ? unhandled : total, unhandled, total };
  });
}

export function useContactPage(filter: ContactFilter, limit: number): ContactPage | undefined {
  const db = useDb();
  return useLiveQuery(() => listContacts(db, filter, limit), [db, filter, limit]);
}

export function setContactHandled(db: AppDb, id: string, handled: boolean): Promise<Contact> {
  return patchRecord(db, 'contacts', id, { handled });
}

export function useSetContactHandled(): (id: string, handled: boolean) => Promise<Contact> {
  const db = useDb();
  return useCallback((id, handled) => setContactHandled(db, id, handled), [db]);
}
