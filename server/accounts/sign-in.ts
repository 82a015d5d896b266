// What staff and customer sign-ins share: counting attempts before any password is checked, the
// stand-in hash for unknown names, and the upgrade of stored hashes made at a lower cost.

import { randomBytes } from 'node:crypto';
import type { Deps, Passwords } from '../http/context';
import { needsRehash } from './passwords';
import { enforce, refund } from './rate-limit';

export const LOGIN_LIMITED = 'Too many sign-in attempts. Please wait a minute and try again.';

export interface Attempt {
  /** The attempt turned out right: it does not count against the limits (failures do). */
  succeeded(): Promise<void>;
}

/**
 * Counts a password attempt under each key (an address, a user name, an account) before the
 * password is checked, and refuses it with 429 past deps.limits.loginFailuresPerMinute. A burst of
 * parallel guesses is counted one by one in the database, so at most that many reach scrypt.
 */
export async function countAttempt(deps: Deps, keys: string[]): Promise<Attempt> {
  const at = deps.now();
  await enforce(deps.db, keys, deps.limits.loginFailuresPerMinute, at, LOGIN_LIMITED);
  return { succeeded: () => refund(deps.db, keys, at) };
}

/**
 * A hash to check unknown users' passwords against, at the app's cost, so that an unknown name
 * takes as long as a wrong password (no user enumeration by timing).
 */
export function dummyHasher(passwords: Passwords): () => Promise<string> {
  let hash: Promise<string> | undefined;
  return () =>
    (hash ??= passwords.hash(randomBytes(18).toString('base64url')).catch((error: unknown) => {
      hash = undefined;
      throw error;
    }));
}

/**
 * After a successful sign-in: replaces a hash made at a lower cost than today's, or at more memory
 * for the same work, with one made as today, unless the password changed meanwhile. A failure only leaves the old hash in place.
 */
export async function upgradeHash(
  deps: Deps,
  table: 'staff' | 'customers',
  id: string,
  password: string,
  stored: string,
): Promise<void> {
  if (!needsRehash(stored, deps.passwords.cost)) return;
  try {
    const hash = await deps.passwords.hash(password);
    await deps.db.query(`update ${table} set password_hash = $2 where id = $1 and password_hash = $3`, [id, hash, stored]);
  } catch (error) {
    console.error(`Could not upgrade a password hash of ${table}:`, error);
  }
}
