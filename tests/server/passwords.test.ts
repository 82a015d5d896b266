// @vitest-environment node
// scrypt at OWASP's cost, its parameters in the hash, and the cap on hashes running at once (each
// holds 64 MiB at that cost).

import { describe, expect, it } from 'vitest';
import {
  concurrencyLimit,
  DEFAULT_PASSWORD_COST,
  hashPassword,
  needsRehash,
  passwordHasher,
  passwordHashParams,
  PasswordsBusyError,
  verifyPassword,
} from '../../server/accounts/passwords';
import type { Passwords } from '../../server/http/context';
import { onError } from '../../server/http/errors';
import { bootstrap } from '../../server/accounts/setup';
import { MEMORY_DATA_DIR, openDb } from '../../server/storage/db';
import { runMigrations } from '../../server/storage/migrate';
import { Hono } from 'hono';

describe('password hashes', () => {
  it('use N = 2^16, r = 8, p = 2 by default (OWASP: as strong as N = 2^17, p = 1), within the memory they need', async () => {
    expect(DEFAULT_PASSWORD_COST).toBe(16);
    const hash = await passwordHasher().hash('a-strong-password');
    expect(passwordHashParams(hash)).toEqual({ log2n: 16, r: 8, p: 2 });
    expect(await verifyPassword('a-strong-password', hash)).toBe(true);
    expect(await verifyPassword('a-strong-passwore', hash)).toBe(false);
  });

  it('tell a hash to replace on sign-in: weaker than the current cost, or as strong at more memory', async () => {
    const old = await hashPassword('pw-12345678', 15);
    expect(passwordHashParams(old)).toEqual({ log2n: 15, r: 8, p: 2 });
    expect(needsRehash(old, 16)).toBe(true);
    expect(needsRehash(old, 15)).toBe(false);
    expect(needsRehash(old.replace('scrypt$15$8$', 'scrypt$15$4$'), 15)).toBe(true);
    // Made before p = 2: N = 2^16, p = 1 is weaker; N = 2^17, p = 1 as strong but twice the memory.
    expect(needsRehash(old.replace('scrypt$15$8$2$', 'scrypt$16$8$1$'), 16)).toBe(true);
    expect(needsRehash(old.replace('scrypt$15$8$2$', 'scrypt$17$8$1$'), 16)).toBe(true);
    // Stronger than today's: kept.
    expect(needsRehash(old.replace('scrypt$15$8$2$', 'scrypt$18$8$1$'), 16)).toBe(false);
    expect(needsRehash(old.replace('scrypt$15$8$2$', 'scrypt$17$8$2$'), 16)).toBe(false);
    expect(needsRehash('not-a-hash', 16)).toBe(false);
  });
});

describe('the cap on hashes at once', () => {
  it('runs at most the given number of jobs at once, in order', async () => {
    const run = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const jobs = Array.from({ length: 6 }, (_, i) =>
      run(async () => {
        running++;
        most = Math.max(most, running);
        order.push(i);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
      }),
    );
    while (order.length < 6) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    releases.forEach((release) => release());
    await Promise.all(jobs);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('refuses at once past 64 waiting, and the API answers that with 503 and Retry-After', async () => {
    const passwords = passwordHasher({ cost: 4, concurrency: 1 });
    const results = await Promise.allSettled(Array.from({ length: 70 }, (_, i) => passwords.hash(`password-${i}`)));
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(65);
    expect(refused).toHaveLength(5);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(PasswordsBusyError);

    const app = new Hono();
    app.get('/busy', () => {
      throw new PasswordsBusyError();
    });
    app.onError(onError);
    const res = await app.request('/busy');
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(await res.json()).toEqual({ error: 'The server is busy checking passwords. Please try again in a few seconds.' });
  });
});

describe('the first admin', () => {
  it('is hashed by the hasher the server gives, so that it waits its turn like a sign-in', async () => {
    const db = await openDb({ dataDir: MEMORY_DATA_DIR });
    try {
      await runMigrations(db);
      const hasher = passwordHasher({ cost: 4 });
      const hashed: string[] = [];
      const passwords: Passwords = { ...hasher, hash: (password) => (hashed.push(password), hasher.hash(password)) };
      const admin = { username: 'first-admin', password: 'first-admin-password' };
      expect(await bootstrap(db, { seed: false, admin, passwords })).toEqual({ adminCreated: true, seeded: false });
      expect(hashed).toEqual([admin.password]);
      const { rows } = await db.query<{ password_hash: string }>('select password_hash from staff');
      expect(passwordHashParams(rows[0]!.password_hash)).toEqual({ log2n: 4, r: 8, p: 2 });
      expect(await verifyPassword(admin.password, rows[0]!.password_hash)).toBe(true);
    } finally {
      await db.close();
    }
  });
});
