// Why a flush failed, in the terms the status and the screens use.

import { StorageFullError, isQuotaError } from '../db/errors';
import type { SyncErrorKind } from './status';
import { HttpError, NetworkError, ProtocolError } from './transport';

export interface SyncFailure {
  kind: SyncErrorKind;
  message: string;
  error: unknown;
}

export function classifyError(error: unknown): SyncFailure {
  if (error instanceof StorageFullError || isQuotaError(error)) {
    return { kind: 'storage-full', message: 'The device storage is full: free some space to keep syncing', error };
  }
  if (error instanceof NetworkError) return { kind: 'network', message: error.message, error };
  if (error instanceof HttpError) {
    if (error.status === 401) return { kind: 'unauthorized', message: 'Your session has ended: sign in again to send your changes', error };
    if (error.retryable) return { kind: 'server', message: `The server had a problem (${error.message})`, error };
    return { kind: 'protocol', message: `The server refused the request (${error.message})`, error };
  }
  if (error instanceof ProtocolError) return { kind: 'protocol', message: error.message, error };
  return { kind: 'other', message: error instanceof Error ? error.message : String(error), error };
}

