// Password hashing with scrypt, encoded with its parameters so that the cost can rise without
// invalidating stored hashes: `scrypt$<log2 N>$<r>$<p>$<salt base64url>$<hash base64url>`.

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** N = 2^15, r = 8, p = 1 (32 MiB, about 100 ms a hash on a small server); stored hashes keep their own N. */
export const DEFAULT_PASSWORD_COST = 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, log2n: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** log2n, r, p, maxmem: 256 * 2 ** log2n * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, log2n: number = DEFAULT_PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, log2n, R, P);
  return `scrypt$${log2n}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface Parsed {
  log2n: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(encoded: string): Parsed | null {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [log2n, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![log2n, r, p].every(Number.isInteger) || log2n < 1 || log2n > 20 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length < 8 || key.length !== KEY_LENGTH) return null;
  return { log2n, r, p, salt, key };
}

/** Constant-time comparison of the derived key; false for a malformed hash. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parse(encoded);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.log2n, parsed.r, parsed.p);
  return timingSafeEqual(key, parsed.key);
}

/** The parameters of a stored hash (tests and upgrades). */
export function passwordHashParams(encoded: string): { log2n: number; r: number; p: number } | null {
  const parsed = parse(encoded);
  return parsed ? { log2n: parsed.log2n, r: parsed.r, p: parsed.p } : null;
}
