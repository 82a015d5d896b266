// The offline verifier of a staff password (SYNC.md 'Auth'): PBKDF2-SHA256 through WebCrypto, never the password itself.

import { OFFLINE_VERIFIER_ITERATIONS } from '../domain/protocol';
import type { PasswordVerifier } from '../domain/types';

const SALT_BYTES = 16;
const HASH_BITS = 256;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

/** A fresh verifier (random salt) of a password the server has just accepted. */
export async function makeVerifier(
  password: string,
  iterations: number = OFFLINE_VERIFIER_ITERATIONS,
): Promise<PasswordVerifier> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return { salt: toBase64(salt), hash: toBase64(hash), iterations };
}

/** True when the password is the one the verifier was made from. */
export async function checkVerifier(password: string, verifier: PasswordVerifier): Promise<boolean> {
  if (!Number.isInteger(verifier.iterations) || verifier.iterations < 1) return false;
  let expected: Uint8Array;
  let salt: Uint8Array<ArrayBuffer>;
  try {
    expected = fromBase64(verifier.hash);
    salt = fromBase64(verifier.salt);
  } catch {
    return false;
  }
  const actual = await derive(password, salt, verifier.iterations);
  if (actual.length !== expected.length) return false;
  // Compare every byte, so the time taken says nothing about where they differ.
  let diff = 0;
  for (let i = 0; i < actual.length; i++) diff |= (actual[i] ?? 0) ^ (expected[i] ?? 0);
  return diff === 0;
}
