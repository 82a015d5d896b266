// Password hashing with scrypt, encoded with its parameters so that the cost can rise without
// invalidating stored hashes: `scrypt$<log2 N>$<r>$<p>$<salt base64url>$<hash base64url>`.

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { Passwords } from '../http/context';
import { ApiError } from '../http/http';

/**
 * N = 2^16, r = 8, p = 2: one of the settings OWASP's Password Storage Cheat Sheet gives as equal in
 * defence to its minimum (N = 2^17, r = 8, p = 1), at half the memory: the p passes run one after
 * the other in the same 128 * N * r = 64 MiB, so the work is the same and a small server's peak is
 * 64 MiB lower. Hence too the cap on hashes running at once below. Stored hashes keep their own
 * parameters.
 */
export const DEFAULT_PASSWORD_COST = 16;
const R = 8;
const P = 2;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/**
 * One hash at a time: 64 MiB at most on a small server (its whole budget is a few hundred MB), and
 * the other core free for everything else. About three sign-ins a second; the rate limits keep the
 * queue short, and a flood past MAX_WAITING is refused.
 */
const DEFAULT_CONCURRENCY = 1;

/** scrypt's working memory (OpenSSL: 128 r (N + p + 2) bytes), with room to spare. */
const memoryFor = (log2n: number, r: number, p: number) => 128 * r * (2 ** log2n + p + 2) + 1024 * 1024;

function derive(password: string, salt: Buffer, log2n: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** log2n, r, p, maxmem: memoryFor(log2n, r, p) };
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

/**
 * The stored hash of an account that cannot sign in until an admin sets its password (the sample
 * drivers): no password matches it, since it is no scrypt hash at all.
 */
export const NO_PASSWORD_HASH = 'none$no password set: an administrator sets one in Team';

/** Whether a stored hash can match a password (NO_PASSWORD_HASH, or a malformed one, cannot). */
export const isUsableHash = (encoded: string) => parse(encoded) !== null;

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

/** The work of a hash, as log2 of N times p (r aside): N = 2^17, p = 1 and N = 2^16, p = 2 are equal. */
const work = (log2n: number, p: number) => log2n + Math.log2(p);

/**
 * Whether a stored hash is to be replaced on sign-in by one the server makes now (at `log2n`): it is
 * weaker, or as strong but holds more memory while it runs (an N = 2^17, p = 1 hash of before).
 */
export function needsRehash(encoded: string, log2n: number): boolean {
  const params = passwordHashParams(encoded);
  if (params === null) return false;
  const [stored, now] = [work(params.log2n, params.p), work(log2n, P)];
  return params.r < R || stored < now || (stored === now && params.log2n > log2n);
}

/** Waiting turns beyond this are refused at once: a flood must not queue gigabytes of work. */
const MAX_WAITING = 64;

/** Refused at once, past MAX_WAITING: the API answers 503 and asks to try again shortly. */
export class PasswordsBusyError extends ApiError {
  override name = 'PasswordsBusyError';
  constructor() {
    super(503, 'The server is busy checking passwords. Please try again in a few seconds.', { headers: { 'Retry-After': '5' } });
  }
}

/** A small semaphore: at most `slots` jobs at once, the others wait their turn in order. */
export function concurrencyLimit(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= slots) {
      if (waiting.length >= MAX_WAITING) throw new PasswordsBusyError();
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running++;
    }
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      // The slot passes straight to the next in line.
      if (next) next();
      else running--;
    }
  };
}

export function passwordHasher(options: { cost?: number; concurrency?: number } = {}): Passwords {
  const cost = options.cost ?? DEFAULT_PASSWORD_COST;
  const run = concurrencyLimit(options.concurrency ?? DEFAULT_CONCURRENCY);
  return {
    cost,
    hash: (password) => run(() => hashPassword(password, cost)),
    verify: (password, encoded) => run(() => verifyPassword(password, encoded)),
  };
}
