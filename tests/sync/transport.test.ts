// The one HTTP client: what each answer becomes for the sync engine (every answer is the server's) and
// for the account and team calls (there may be no sync server at all), and what each of them sends.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall, staffLogin } from '../../src/sync/auth-api';
import { listStaffAccounts } from '../../src/sync/staff-api';
import { HttpError, NetworkError, NoServerError, requestJson, type Endpoint } from '../../src/sync/transport';

const answer = (status: number, body: string | null, type: string | null = 'application/json', headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: type ? { 'Content-Type': type, ...headers } : headers });

/** An endpoint that answers every request with `respond` and keeps what was asked. */
function endpointOf(respond: () => Response | Promise<Response>, baseUrl = 'https://sync.example') {
  const calls: { url: string; init: RequestInit }[] = [];
  const endpoint: Endpoint = {
    baseUrl,
    fetch: (url, init = {}) => {
      calls.push({ url, init });
      return Promise.resolve().then(respond);
    },
  };
  return { endpoint, calls };
}

const failWith = (promise: Promise<unknown>) => promise.then(() => expect.fail('resolved'), (error: unknown) => error);

const engine = (respond: () => Response | Promise<Response>) => requestJson(endpointOf(respond).endpoint, '/api/sync/pull', { token: 't', body: {} });
const account = (respond: () => Response | Promise<Response>) => apiCall(endpointOf(respond).endpoint, '/api/auth/two-factor', { token: 't' });
const team = (respond: () => Response | Promise<Response>) =>
  requestJson(endpointOf(respond).endpoint, '/api/staff', { token: 't', credentials: 'omit', noServer: {} });

afterEach(() => vi.useRealTimers());

describe('the answers', () => {
  it('takes a request that got no answer for a network failure, in every kind of call', async () => {
    const down = () => Promise.reject(new TypeError('Failed to fetch'));
    for (const call of [engine, account, team]) {
      const error = await failWith(call(down));
      expect(error).toBeInstanceOf(NetworkError);
      expect((error as NetworkError).message).toBe('Could not reach the server: Failed to fetch');
    }
  });

  it('reads a 429 with Retry-After as a refusal worth trying again after that long', async () => {
    const limited = () => answer(429, JSON.stringify({ error: 'Too many requests' }), 'application/json', { 'Retry-After': '7' });
    for (const call of [engine, account, team]) {
      const error = (await failWith(call(limited))) as HttpError;
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 429, retryable: true, retryAfterMs: 7000, message: 'Too many requests' });
      expect(error.body).toEqual({ error: 'Too many requests' });
    }
  });

  it('keeps the server’s words and details of a refusal, and no Retry-After as null', async () => {
    const refused = () =>
      answer(400, JSON.stringify({ error: 'Invalid input', details: [{ path: 'password', message: 'Too short' }] }));
    const error = (await failWith(engine(refused))) as HttpError;
    expect(error).toMatchObject({ status: 400, retryable: false, retryAfterMs: null, message: 'Invalid input (password: Too short)' });
  });

  it('gives the sync engine a 200 that is not JSON as an answer cut off on the way, not a success', async () => {
    const page = () => answer(200, '<!doctype html>', 'text/html');
    const error = await failWith(engine(page));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(/^The server's answer was cut off: /);
  });

  it('gives the account and team calls a 200 that is not JSON as no sync server', async () => {
    const page = () => answer(200, '<!doctype html>', 'text/html');
    await expect(account(page)).rejects.toBeInstanceOf(NoServerError);
    await expect(team(page)).rejects.toBeInstanceOf(NoServerError);
  });

  it('tells a 2xx whose JSON does not parse: no server to the account calls, cut off to the team calls', async () => {
    const garbled = () => answer(200, '{"ok":');
    await expect(account(garbled)).rejects.toBeInstanceOf(NoServerError);
    await expect(team(garbled)).rejects.toBeInstanceOf(NetworkError);
    await expect(engine(garbled)).rejects.toBeInstanceOf(NetworkError);
  });

  it('takes an empty 204 as null for the account calls and as no server for the team calls', async () => {
    const empty = () => answer(204, null, null);
    expect(await account(empty)).toBeNull();
    await expect(team(empty)).rejects.toBeInstanceOf(NoServerError);
  });

  it('takes a gateway’s 502 page as the server out of reach for account calls, as a server trouble for the engine', async () => {
    const gateway = () => answer(502, 'Bad gateway', 'text/plain');
    for (const call of [account, team]) {
      const error = await failWith(call(gateway));
      expect(error).toBeInstanceOf(NetworkError);
      expect((error as Error).message).toBe('The server is unavailable (HTTP 502)');
    }
    const error = (await failWith(engine(gateway))) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 502, retryable: true, body: null });
  });

  it('keeps our own 503 with its error as a refusal for account calls, and a 500 page as no server', async () => {
    const down = () => answer(503, JSON.stringify({ error: 'Database unavailable' }));
    expect(await failWith(account(down))).toMatchObject({ name: 'HttpError', status: 503, message: 'Database unavailable' });
    await expect(account(() => answer(500, '<h1>Oops</h1>', 'text/html'))).rejects.toBeInstanceOf(NoServerError);
    expect(await failWith(engine(() => answer(500, '<h1>Oops</h1>', 'text/html')))).toMatchObject({ name: 'HttpError', status: 500, body: null });
  });

  it('leaves the shape to the caller: a login answer without a token is an unexpected answer', async () => {
    const { endpoint } = endpointOf(() => answer(200, JSON.stringify({ user: {} })));
    const error = (await failWith(staffLogin(endpoint, 'amal', 'secret-pass'))) as HttpError;
    expect(error).toMatchObject({ status: 500, message: 'Unexpected answer from the server' });
    const list = endpointOf(() => answer(200, JSON.stringify({ accounts: [] })));
    expect(await failWith(listStaffAccounts(list.endpoint, 't'))).toMatchObject({ status: 500, message: 'Unexpected answer from the server' });
  });
});

describe('the requests', () => {
  it('sends the engine’s JSON with its token, uncached, with fetch’s own credentials and no timeout', async () => {
    const { endpoint, calls } = endpointOf(() => answer(200, '{}'), 'https://sync.example/');
    await requestJson(endpoint, '/api/sync/push', { token: 'tok', body: { a: 1 } });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://sync.example/api/sync/push');
    expect(calls[0]!.init).toEqual({
      method: 'POST',
      cache: 'no-store',
      headers: { Accept: 'application/json', Authorization: 'Bearer tok', 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
  });

  it('sends a picture as it is, with its type', async () => {
    const { endpoint, calls } = endpointOf(() => answer(201, '{"url":"/a"}'));
    const blob = new Blob(['x'], { type: 'image/webp' });
    await requestJson(endpoint, '/api/attachments', { token: 'tok', body: blob });
    expect(calls[0]!.init.body).toBe(blob);
    expect(calls[0]!.init.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok', 'Content-Type': 'image/webp' });
  });

  it('sends the account calls without cookies, and a GET without a body or a token as bare as it was', async () => {
    const { endpoint, calls } = endpointOf(() => answer(200, '{}'));
    await apiCall(endpoint, '/api/auth/login', { method: 'POST', body: { username: 'amal' } });
    await apiCall(endpoint, '/api/customers/me/bookings');
    expect(calls.map((c) => [c.url, c.init.method, c.init.credentials, c.init.cache])).toEqual([
      ['https://sync.example/api/auth/login', 'POST', 'omit', 'no-store'],
      ['https://sync.example/api/customers/me/bookings', 'GET', 'omit', 'no-store'],
    ]);
    expect(calls[0]!.init.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(calls[1]!.init.headers).toEqual({ Accept: 'application/json' });
    expect(calls[1]!.init.body).toBeUndefined();
    expect(calls[1]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('gives up on an account call after 15 s, or the time it asks for, as a network failure', async () => {
    vi.useFakeTimers();
    const hanging: Endpoint = {
      baseUrl: '',
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    };
    const slow = failWith(apiCall(hanging, '/api/auth/me'));
    const short = failWith(apiCall(hanging, '/api/auth/logout', { method: 'POST', token: 't', timeoutMs: 5_000 }));
    let settled = 0;
    void slow.then(() => settled++);
    void short.then(() => settled++);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(settled).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await short).toBeInstanceOf(NetworkError);
    expect(settled).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await slow).toBeInstanceOf(NetworkError);
  });
});
