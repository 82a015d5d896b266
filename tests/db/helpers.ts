// Fresh, independent databases for tests: each name is one more device.

import { Dexie } from 'dexie';
import { afterEach } from 'vitest';
import { openAppDb, type AppDb, type OpenAppDbOptions } from '../../src/db/db';

const opened: AppDb[] = [];

export function testDbName(): string {
  return `vtc-test-${crypto.randomUUID()}`;
}

export function freshDb(name: string = testDbName(), options?: OpenAppDbOptions): AppDb {
  const db = openAppDb(name, options);
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});
