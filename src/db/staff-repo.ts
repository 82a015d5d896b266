// Local staff accounts (not synced through the outbox); the auth code fills their offline verifiers.

import type { Staff } from '../domain/types';
import type { AppDb } from './db';
import { toStorageError } from './errors';

export function getStaff(db: AppDb, id: string): Promise<Staff | undefined> {
  return db.staff.get(id);
}

export function getStaffByUsername(db: AppDb, username: string): Promise<Staff | undefined> {
  return db.staff.where('username').equals(username).first();
}

export function listStaff(db: AppDb): Promise<Staff[]> {
  return db.staff.orderBy('username').toArray();
}

/** Inserts or replaces an account; id made here when missing, updatedAt set to now. */
export async function saveStaff(
  db: AppDb,
  staff: Omit<Staff, 'id' | 'createdAt' | 'updatedAt'> & Partial<Pick<Staff, 'id' | 'createdAt'>>,
): Promise<Staff> {
  const now = new Date().toISOString();
  const record: Staff = { ...staff, id: staff.id ?? crypto.randomUUID(), createdAt: staff.createdAt ?? now, updatedAt: now };
  try {
    await db.staff.put(record);
  } catch (error) {
    throw toStorageError(error);
  }
  return record;
}

export function deleteStaff(db: AppDb, id: string): Promise<void> {
  return db.staff.delete(id);
}
