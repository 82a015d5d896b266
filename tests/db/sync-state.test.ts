import { describe, expect, it } from 'vitest';
import { SYNC_KEYS } from '../../src/db/db';
import { getCursor, readStoredAuth } from '../../src/db/sync-state';
import { freshDb } from './helpers';

describe('sync state', () => {
  it("reads the session the UI stored under 'session' as the engine's auth", async () => {
    const db = freshDb();
    expect(await readStoredAuth(db)).toBeNull();
    await db.syncState.put({
      key: SYNC_KEYS.session,
      value: { token: 'abc', kind: 'staff', user: { id: 'u', username: 'admin', name: 'Admin', role: 'admin' }, expiresAt: '2020-01-01T00:00:00.000Z' },
    });
    // Expired or not, the server decides (a 401 asks the user to sign in again).
    expect(await readStoredAuth(db)).toEqual({ token: 'abc', kind: 'staff', viewer: 'staff:u:admin' });
    await db.syncState.put({ key: SYNC_KEYS.session, value: { token: 'c', kind: 'customer' } });
    expect(await readStoredAuth(db)).toEqual({ token: 'c', kind: 'customer' });
    await db.syncState.put({ key: SYNC_KEYS.session, value: { token: '', kind: 'staff' } });
    expect(await readStoredAuth(db)).toBeNull();
    await db.syncState.put({ key: SYNC_KEYS.session, value: 'garbage' });
    expect(await readStoredAuth(db)).toBeNull();
  });

  it('has no cursor until a pull stored one, and ignores a damaged one', async () => {
    const db = freshDb();
    expect(await getCursor(db)).toBeNull();
    await db.syncState.put({ key: SYNC_KEYS.cursor, value: { v: 12 } });
    expect(await getCursor(db)).toEqual({ v: 12 });
    await db.syncState.put({ key: SYNC_KEYS.cursor, value: { v: -1 } });
    expect(await getCursor(db)).toBeNull();
  });
});
