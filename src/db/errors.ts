// Errors the data layer throws for the UI to show: missing records and a full device storage.

import type { SyncedTable } from '../domain/types';

export class NotFoundError extends Error {
  readonly table: SyncedTable;
  readonly id: string;

  constructor(table: SyncedTable, id: string) {
    super(`No record ${id} in ${table}`);
    this.name = 'NotFoundError';
    this.table = table;
    this.id = id;
  }
}

/** The browser refused to store more data; nothing of the failed write was kept. */
export class StorageFullError extends Error {
  constructor(cause: unknown) {
    super('The device storage is full', { cause });
    this.name = 'StorageFullError';
  }
}

/**
 * True for a quota error, also when wrapped: Dexie reports a transaction aborted by the quota as
 * an AbortError whose `inner` (or `cause`) is the QuotaExceededError.
 */
export function isQuotaError(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const e = error as { name?: unknown; code?: unknown; inner?: unknown; cause?: unknown };
  if (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
  if (e.name === 'DOMException' && e.code === 22) return true;
  return isQuotaError(e.inner, depth + 1) || isQuotaError(e.cause, depth + 1);
}

/** The error to rethrow: a StorageFullError for quota errors, the error itself otherwise. */
export function toStorageError(error: unknown): unknown {
  if (error instanceof StorageFullError) return error;
  return isQuotaError(error) ? new StorageFullError(error) : error;
}
