// The probe of the sync server: what each answer means, and no request when the browser knows it
// has no network.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { probeServer } from '../../src/sync/auth-api';

const answer = (status: number, body: unknown, type = 'application/json') =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': type } });

afterEach(() => vi.restoreAllMocks());

describe('probeServer', () => {
  it('reads the answers of GET /api/health', async () => {
    const probe = (response: Response | Error) =>
      probeServer({ baseUrl: '', fetch: () => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)) });
    expect(await probe(answer(200, { ok: true }))).toBe('server');
    expect(await probe(answer(503, { error: 'Database unavailable' }))).toBe('unreachable');
    expect(await probe(answer(200, '<!doctype html>', 'text/html'))).toBe('none');
    expect(await probe(new TypeError('Failed to fetch'))).toBe('unreachable');
  });

  it('asks nothing while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetch = vi.fn(() => Promise.resolve(answer(200, { ok: true })));
    expect(await probeServer({ baseUrl: '', fetch })).toBe('unreachable');
    expect(fetch).not.toHaveBeenCalled();
  });
});
