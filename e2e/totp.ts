// The authenticator app of the browser tests: RFC 6238 time-based codes (HMAC-SHA1, 30-second steps,
// 6 digits) from a base32 key as the settings show it, computed here independently of the server's code.
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const STEP_MS = 30_000;

/** The key's bytes; spaces (the key is shown in groups of four) and padding are ignored. */
export function base32Bytes(key: string): Buffer {
  const bytes: number[] = [];
  let value = 0;
  let bits = 0;
  for (const char of key.replace(/[\s=]/g, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 key: ${key}`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The 30-second step of a moment (T0 = 0). */
export const stepAt = (ms: number) => Math.floor(ms / STEP_MS);

/** The 6-digit code of one step (RFC 4226's dynamic truncation of HMAC-SHA1 over the step). */
export function totpCode(key: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Bytes(key)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * The code of the first step after `usedStep` (a code is never taken twice), waiting for that step to
 * begin when it has not yet. Returns the code and its step.
 */
export async function nextCode(key: string, usedStep: number): Promise<{ code: string; step: number }> {
  const wait = (usedStep + 1) * STEP_MS - Date.now();
  // A little past the boundary, so that the server's clock is surely in the new step too.
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 250));
  const step = Math.max(stepAt(Date.now()), usedStep + 1);
  return { code: totpCode(key, step), step };
}
