import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS, backoffDelay, initialStatus, reduceStatus, type SyncStatus } from '../../src/sync/status';

const at = '2026-11-21T09:30:00.000Z';

describe('sync status', () => {
  it('starts idle online and offline otherwise', () => {
    expect(initialStatus(true).state).toBe('idle');
    expect(initialStatus(false).state).toBe('offline');
  });

  it('goes syncing, then idle with the time of success and no error', () => {
    let s = initialStatus();
    s = reduceStatus(s, { type: 'failed', kind: 'server', message: 'HTTP 503', backoffUntil: at });
    s = reduceStatus(s, { type: 'started' });
    expect(s.state).toBe('syncing');
    s = reduceStatus(s, { type: 'succeeded', at });
    expect(s).toMatchObject({ state: 'idle', lastSuccessAt: at, lastError: null, lastErrorKind: null, backoffUntil: null });
  });

  it('shows a refused session as unauthorized and a full disk as an error, without backoff', () => {
    const s = reduceStatus(initialStatus(), { type: 'failed', kind: 'unauthorized', message: 'sign in', backoffUntil: null });
    expect(s.state).toBe('unauthorized');
    const full = reduceStatus(initialStatus(), { type: 'failed', kind: 'storage-full', message: 'full', backoffUntil: null });
    expect(full).toMatchObject({ state: 'error', lastErrorKind: 'storage-full', lastError: 'full' });
  });

  it('shows a network failure while offline as offline, and clears the backoff when back online', () => {
    let s: SyncStatus = reduceStatus(initialStatus(), { type: 'online', online: false });
    expect(s.state).toBe('offline');
    s = reduceStatus(s, { type: 'failed', kind: 'network', message: 'no route', backoffUntil: at });
    expect(s).toMatchObject({ state: 'offline', backoffUntil: at });
    s = reduceStatus(s, { type: 'online', online: true });
    expect(s).toMatchObject({ online: true, state: 'idle', backoffUntil: null });
  });

  it('keeps the same object when counts do not change, so subscribers are not woken', () => {
    const s = reduceStatus(initialStatus(), { type: 'counts', pending: 2, rejected: 1, failedUploads: 0 });
    expect(s).toMatchObject({ pending: 2, rejected: 1, failedUploads: 0 });
    expect(reduceStatus(s, { type: 'counts', pending: 2, rejected: 1, failedUploads: 0 })).toBe(s);
    expect(reduceStatus(s, { type: 'counts', pending: 2, rejected: 1, failedUploads: 1 })).toMatchObject({ failedUploads: 1 });
  });

  it('backs off exponentially with jitter, capped at 5 minutes', () => {
    expect(backoffDelay(1, () => 0)).toBe(1000);
    expect(backoffDelay(1, () => 1)).toBe(2000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(30, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(30, () => 0)).toBe(BACKOFF_MAX_MS / 2);
  });
});
