// HTTP calls of the sync engine and the errors it tells apart: offline, server trouble, a refused
// session, and a request the server will never accept as it is.

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
    const body = (await res.json()) as Partial<ErrorBody> | null;
    if (body && typeof body.error === 'string') return body as ErrorBody;
  } catch {
    // Not JSON: a proxy's page, or nothing.
  }
  return null;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  token?: string | undefined;
  /** JSON-encoded unless it is a Blob (sent raw with its type). */
  body?: unknown;
  signal?: AbortSignal;
}

/** Sends a request and parses a JSON answer; throws NetworkError, HttpError or ProtocolError. */
export async function requestJson<T>(endpoint: Endpoint, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
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
  if (options.signal) init.signal = options.signal;
  let res: Response;
  try {
    res = await endpoint.fetch(joinUrl(endpoint.baseUrl, path), init);
  } catch (error) {
    throw new NetworkError(`Could not reach the server: ${(error as Error)?.message ?? String(error)}`, { cause: error });
  }
  if (!res.ok) throw new HttpError(res.status, await errorBody(res), retryAfter(res));
  try {
    return (await res.json()) as T;
  } catch (error) {
    // A body cut off on the way is a network failure; the request may have been applied.
    throw new NetworkError(`The server's answer was cut off: ${(error as Error)?.message ?? String(error)}`, { cause: error });
  }
}
