// Request plumbing of the API: JSON errors, bounded body reading, and validation that answers 4xx, never 5xx.

import type { Context } from 'hono';
import * as v from 'valibot';
import type { FieldIssue } from '../../src/domain/schemas';

/** An answer with a status and `{error, details?}`; errors.ts turns it into JSON. */
export class ApiError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;
  readonly details: FieldIssue[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: ApiError['status'],
    message: string,
    options: { details?: FieldIssue[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}

export const signInRequired = () =>
  new ApiError(401, 'Sign in required', { headers: { 'WWW-Authenticate': 'Bearer' } });
export const forbidden = (message = 'You are not allowed to do this') => new ApiError(403, message);
export const notFoundError = (message = 'Not found') => new ApiError(404, message);

const MAX_DEPTH = 32;
// A lone surrogate: the high half without a low one after it, or a low half without a high one before.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Most text holds no surrogate at all: one cheap test before the exact one.
const SURROGATE = /[\uD800-\uDFFF]/;
const unstorable = (s: string) => s.includes('\u0000') || (SURROGATE.test(s) && LONE_SURROGATE.test(s));
const printable = (path: string) => truncate(path.replace(new RegExp(`\\u0000|${LONE_SURROGATE.source}`, 'g'), '\uFFFD'), 200);

/** Keys in one object: a record has a few dozen fields; a body of thousands in one object is no request of ours. */
export const MAX_KEYS_PER_OBJECT = 1_000;
/** Keys in a whole body: a full push (500 mutations of a few dozen fields) stays well under it. */
export const MAX_KEYS = 50_000;

/**
 * What is wrong with a JSON text's shape before it is parsed, or null: nesting deeper than
 * MAX_DEPTH, an object with more than MAX_KEYS_PER_OBJECT keys, more than MAX_KEYS keys in all. One
 * pass over the characters, skipping strings: far cheaper than parsing what it refuses (a body of
 * 80,000 keys cost JSON.parse a third of a second).
 */
export function jsonShapeProblem(text: string): string | null {
  // Per open container: the keys of an object so far, or -1 for an array.
  const open: number[] = [];
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x22) {
      // A string: to its closing quote, past escaped characters.
      for (i++; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x5c) i++;
        else if (c === 0x22) break;
      }
    } else if (ch === 0x7b || ch === 0x5b) {
      open.push(ch === 0x7b ? 0 : -1);
      if (open.length > MAX_DEPTH + 1) return 'nested too deeply';
    } else if (ch === 0x7d || ch === 0x5d) {
      open.pop();
    } else if (ch === 0x3a) {
      const top = open.length - 1;
      const keys = open[top];
      if (keys === undefined || keys < 0) continue;
      open[top] = keys + 1;
      if (keys + 1 > MAX_KEYS_PER_OBJECT) return `an object with more than ${MAX_KEYS_PER_OBJECT.toLocaleString('en')} keys`;
      if (++total > MAX_KEYS) return `more than ${MAX_KEYS.toLocaleString('en')} keys`;
    }
  }
  return null;
}

/** At most max characters, never cutting a surrogate pair in two (half of one cannot be stored). */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const points = Array.from(text);
  let out = '';
  for (const point of points) {
    if (out.length + point.length > max - 1) break;
    out += point;
  }
  return `${out}…`;
}

/**
 * Whether value holds a string (or key) PostgreSQL cannot store, or nesting deeper than MAX_DEPTH;
 * `path` is left holding the keys down to it. A walk that makes no object on the way: the server
 * checks every value of every change pushed to it.
 */
function holdsBadText(value: unknown, path: string[]): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (value === null || typeof value !== 'object') return false;
  if (path.length >= MAX_DEPTH) return true;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(String(i));
      if (holdsBadText(value[i], path)) return true;
      path.pop();
    }
    return false;
  }
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    path.push(key);
    if (unstorable(key) || holdsBadText((value as Record<string, unknown>)[key], path)) return true;
    path.pop();
  }
  return false;
}

/**
 * The path of the first string (or key) PostgreSQL cannot store, or null: NUL characters and lone
 * UTF-16 surrogates. Also refuses nesting deeper than MAX_DEPTH (validators recurse). The path
 * itself is made storable (U+FFFD for those characters).
 */
export function findBadText(value: unknown): string | null {
  const path: string[] = [];
  return holdsBadText(value, path) ? printable(path.join('.')) || '(value)' : null;
}

/** The 413 of a body past its cap. */
export const bodyTooLarge = (maxBytes: number) => new ApiError(413, `The request body is larger than ${formatBytes(maxBytes)}`);

async function readLimited(c: Context, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => bodyTooLarge(maxBytes);
  const declared = c.req.header('Content-Length');
  if (declared !== undefined && /^\d+$/.test(declared) && Number(declared) > maxBytes) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: Awaited<ReturnType<typeof reader.read>>;
    try {
      chunk = await reader.read();
    } catch {
      throw new ApiError(400, 'The request body could not be read');
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(chunk.value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 102.4) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * The JSON body, parsed; 415 unless it is declared JSON, 413 above maxBytes, 400 when malformed or
 * (unless checkText is false: push checks each mutation on its own) holding text PostgreSQL cannot store.
 */
/**
 * The body caps of the routes whose requests are small by nature, read before anything is parsed:
 * a sign-in, a password, a sign-up, a code, a visitor's message (a few KB); a visitor's booking; the
 * pull's cursor. Each is at most the configured JSON cap (tests lower it).
 */
export const BODY_CAPS = {
  form: 16 * 1024,
  /** A visitor's message: 5,000 characters, 4 bytes each at worst. */
  contact: 32 * 1024,
  publicBooking: 64 * 1024,
  pull: 4 * 1024,
} as const;

/** A route's cap: its own, or the configured one when that is smaller. */
export const bodyCap = (kind: keyof typeof BODY_CAPS, configured: number) => Math.min(BODY_CAPS[kind], configured);

export async function readJson(c: Context, maxBytes: number, { checkText = true } = {}): Promise<unknown> {
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new ApiError(415, 'Content-Type must be application/json');
  const bytes = await readLimited(c, maxBytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, 'The request body is not valid UTF-8');
  }
  const shape = jsonShapeProblem(text);
  if (shape !== null) throw new ApiError(400, `The request body is not one this server takes: ${shape}`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Malformed JSON in request body');
  }
  const bad = checkText ? findBadText(value) : null;
  if (bad !== null) {
    throw new ApiError(400, 'The request holds characters that cannot be stored, or is nested too deeply', {
      details: [{ path: bad, message: 'Invalid characters or nesting' }],
    });
  }
  return value;
}

/** The raw body (uploads), at most maxBytes. */
export function readRaw(c: Context, maxBytes: number): Promise<Uint8Array> {
  return readLimited(c, maxBytes);
}

/**
 * valibot's issues as `{path, message}`. The shared schemas give a missing field their object's
 * message ('Unknown field'), so a missing one is called what it is.
 */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): FieldIssue[] {
  return issues.map((issue) => {
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
    const missing =
      (issue.type === 'strict_object' || issue.type === 'object') && issue.input === undefined && issue.expected !== 'never';
    return { path, message: missing ? 'Required' : issue.message };
  });
}

/** Validates with a valibot schema, or throws a 400 whose message names the first problem. */
export function parseBody<TOut>(schema: v.GenericSchema<unknown, TOut>, value: unknown): TOut {
  // valibot's object schemas take arrays too (an empty array is an empty object to them).
  asObject(value);
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return result.output;
  throw invalid(describeIssues(result.issues));
}

export function invalid(details: FieldIssue[]): ApiError {
  const message = details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).join('; ') || 'Invalid request';
  return new ApiError(400, message, { details });
}

/** The body as a plain object, or a 400. */
export function asObject(value: unknown): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiError(400, 'The request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
