// The one HTTP client of the app (the sync engine, the account and team calls) and the errors it tells
// apart: offline, server trouble, a refused session, a request the server will never accept as it is,
// and no sync server at all.

import type { ErrorBody } from '../domain/protocol';

/** `window.fetch`, `self.fetch` in the service worker, or the in-process app in tests. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface Endpoint {
  fetch: FetchLike;
  /** '' for the same origin. */
  baseUrl: string;
}

/** The request did not reach the server, or its answer did not come back. */
export class NetworkError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

/** The server answered with an error status. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  /** From Retry-After, when the server gave one. */
  readonly retryAfterMs: number | null;

  constructor(status: number, body: ErrorBody | null, retryAfterMs: number | null) {
    super(describe(status, body));
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.retryAfterMs = retryAfterMs;
  }

  /** Worth trying again later: the server's trouble, a rate limit or a timeout, not the request's. */
  get retryable(): boolean {
    return this.status >= 500 || this.status === 408 || this.status === 429;
  }
}

/** The answer came but is not what the protocol says. */
export class ProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProtocolError';
  }
}

/** Something answered, but not a sync server (a static host, or the dev server without the API). */
export class NoServerError extends Error {
  constructor(status: number) {
    super(`No sync server here (HTTP ${status})`);
    this.name = 'NoServerError';
  }
}

function describe(status: number, body: ErrorBody | null): string {
  if (!body) return `HTTP ${status}`;
  const details = (body.details ?? []).map((d) => (d.path ? `${d.path}: ${d.message}` : d.message));
  return details.length > 0 ? `${body.error} (${details.join('; ')})` : body.error;
}

function joinUrl(baseUrl: string, path: string): string {
  return baseUrl === '' ? path : `${baseUrl.replace(/\/+$/, '')}${path}`;
}

function retryAfter(res: Response): number | null {
  const header = res.headers.get('Retry-After');
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : null;
}

async function errorBody(res: Response): Promise<ErrorBody | null> {
  try {
    return asErrorBody(await res.json());
  } catch {
    // Not JSON: a proxy's page, or nothing.
  }
  return null;
}

function asErrorBody(body: unknown): ErrorBody | null {
  return typeof (body as Partial<ErrorBody> | null)?.error === 'string' ? (body as ErrorBody) : null;
}

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** A body cut off on the way is a network failure; the request may have been applied. */
function cutOff(error: unknown): NetworkError {
  return new NetworkError(`The server's answer was cut off: ${(error as Error)?.message ?? String(error)}`, { cause: error });
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH';
  token?: string | undefined;
  /** JSON-encoded unless it is a Blob (sent raw with its type). */
  body?: unknown;
  signal?: AbortSignal;
  /** Aborts the request when its answer has not begun to come after this long; none by default. */
  timeoutMs?: number;
  /** Fetch's own default ('same-origin') when absent; the account calls send no cookies ('omit'). */
  credentials?: RequestCredentials;
  /** Set where there may be no sync server at all (the account calls); see NoServerAnswers. */
  noServer?: NoServerAnswers;
  /** More request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

/**
 * An answer that is not JSON is not the server's: NoServerError, or NetworkError when a gateway says
 * 502/503/504 without an error of ours. Without these, every answer is taken as the server's.
 */
export interface NoServerAnswers {
  /** A 204 that is not JSON is an empty answer (null), not no server. */
  emptyOk?: boolean;
  /** A 2xx that says JSON but does not parse is no server, not an answer cut off on the way. */
  garbledIsNoServer?: boolean;
}

/**
 * Sends a request and gives the answer as it came, for a caller that reads it itself (the probe);
 * throws NetworkError when no answer came. The only place that calls `fetch`.
 */
export async function send(endpoint: Endpoint, path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof Blob) {
    body = options.body;
    headers['Content-Type'] = options.body.type || 'application/octet-stream';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  const init: RequestInit = { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, cache: 'no-store' };
  if (body !== undefined) init.body = body;
  if (options.credentials) init.credentials = options.credentials;
  if (options.signal) init.signal = options.signal;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stop: (() => void) | undefined;
  if (options.timeoutMs !== undefined) {
    // It stops when the answer begins to come: the reading of a body is not timed.
    const controller = new AbortController();
    const outer = options.signal;
    stop = () => controller.abort(outer?.reason);
    if (outer?.aborted) stop();
    outer?.addEventListener('abort', stop);
    timer = setTimeout(() => controller.abort(), options.timeoutMs);
    init.signal = controller.signal;
  }
  try {
    return await endpoint.fetch(joinUrl(endpoint.baseUrl, path), init);
  } catch (error) {
    throw new NetworkError(`Could not reach the server: ${(error as Error)?.message ?? String(error)}`, { cause: error });
  } finally {
    clearTimeout(timer);
    if (stop) options.signal?.removeEventListener('abort', stop);
  }
}

/**
 * Sends a request and parses a JSON answer; throws NetworkError, HttpError, or NoServerError when
 * `noServer` is set. Checking the answer's shape (ProtocolError, `unexpected`) is the caller's.
 */
export async function requestJson<T>(endpoint: Endpoint, path: string, options: RequestOptions = {}): Promise<T> {
  const res = await send(endpoint, path, options);
  if (options.noServer) return (await readMaybeServer(res, options.noServer)) as T;
  if (!res.ok) throw new HttpError(res.status, await errorBody(res), retryAfter(res));
  try {
    return (await res.json()) as T;
  } catch (error) {
    throw cutOff(error);
  }
}

async function readMaybeServer(res: Response, answers: NoServerAnswers): Promise<unknown> {
  if (!(res.headers.get('Content-Type') ?? '').includes('application/json')) {
    if (GATEWAY_STATUSES.has(res.status)) throw new NetworkError(`The server is unavailable (HTTP ${res.status})`);
    if (answers.emptyOk && res.status === 204) return null;
    throw new NoServerError(res.status);
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch (error) {
    throw res.ok && answers.garbledIsNoServer ? new NoServerError(res.status) : cutOff(error);
  }
  if (!res.ok) {
    const error = asErrorBody(body);
    if (GATEWAY_STATUSES.has(res.status) && !error) throw new NetworkError(`The server is unavailable (HTTP ${res.status})`);
    throw new HttpError(res.status, error, retryAfter(res));
  }
  return body;
}
