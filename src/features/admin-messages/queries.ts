// The office's view of contact messages: newest first, a page at a time, all or only those not yet
// handled, and the handled mark (synced like every edit).

import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { SETTINGS_ID, type Contact } from '../../domain/types';
import type { AppDb } from '../../db/db';
import { useDb } from '../../db/db-context';
import { deleteRecord, patchRecord } from '../../db/repository';

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

const DAY_MS = 24 * 3600 * 1000;

/** The instant before which a message is past the retention period of the settings. */
export function retentionCutoff(days: number, now: Date): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

export interface ExpiredContacts {
  days: number;
  count: number;
}

/** How many messages are older than the settings' retention period (by the createdAt index). */
export async function countExpiredContacts(db: AppDb, now: Date = new Date()): Promise<ExpiredContacts | null> {
  const settings = await db.settings.get(SETTINGS_ID);
  if (!settings) return null;
  const days = settings.dataRetentionDays;
  return { days, count: await db.contacts.where('createdAt').below(retentionCutoff(days, now)).count() };
}

export function useExpiredContacts(): ExpiredContacts | null | undefined {
  const db = useDb();
  return useLiveQuery(() => countExpiredContacts(db), [db]);
}

/** Deletes the messages older than the retention period, each with its outbox entry; returns how many. */
export async function deleteExpiredContacts(db: AppDb, now: Date = new Date()): Promise<number> {
  const settings = await db.settings.get(SETTINGS_ID);
  if (!settings) return 0;
  const ids = await db.contacts.where('createdAt').below(retentionCutoff(settings.dataRetentionDays, now)).primaryKeys();
  let deleted = 0;
  for (const id of ids) if (await deleteRecord(db, 'contacts', id)) deleted += 1;
  return deleted;
}

export function useDeleteExpiredContacts(): () => Promise<number> {
  const db = useDb();
  return useCallback(() => deleteExpiredContacts(db), [db]);
}
