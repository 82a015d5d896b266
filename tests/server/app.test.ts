// @vitest-environment node
import { createHash } from 'node:crypto';
import { renameSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { HTTPException } from 'hono/http-exception';
import { createApp } from '../../server/app';
import { UNKNOWN_HOST } from '../../server/http/host-check';
import { fakeDb } from './fake-db';
import { BOOT_SCRIPT, makeFakeDist, SECRET, SHELL_HTML } from './fake-dist';

// The template's boot script is allowed by its hash, and no other inline script.
const BOOT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
const CSP =
  `default-src 'self'; script-src 'self' ${BOOT_HASH}; style-src 'self' 'unsafe-inline'; ` +
  "img-src 'self' data: blob: https:; " +
  "font-src 'self' data:; connect-src 'self'; worker-src 'self'; manifest-src 'self'; frame-ancestors 'none'; " +
  "base-uri 'self'; form-action 'self'; object-src 'none'";

const dist = makeFakeDist();
const app = createApp({ db: fakeDb(), distDir: dist.distDir });
app.get('/api/boom', () => {
  throw new Error('secret detail in /srv/app/server.ts');
});
app.get('/api/bad', () => {
  throw new HTTPException(400, { message: 'Malformed JSON in request body' });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(`http://localhost${path}`, { headers });

afterAll(() => dist.cleanup());
afterEach(() => vi.restoreAllMocks());

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('X-Frame-Options')).toBe('DENY');
  expect(res.headers.get('Content-Security-Policy')).toBe(CSP);
}

describe('api', () => {
  it('answers health with {"ok":true}, never cached', async () => {
    const res = await get('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.text()).toBe('{"ok":true}');
  });

  it('answers health with 503 JSON when the database is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = createApp({ db: fakeDb({ failing: true }), distDir: dist.distDir });
    const res = await down.request('http://localhost/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'Database unavailable' });
  });

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['GET', '/api'],
    ['GET', '/api/nope.js'],
  ])('answers %s %s with a JSON 404', async (method, path) => {
    const res = await app.request(`http://localhost${path}`, { method, headers: { Accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: 'Not found' });
  });

  it('turns an unexpected error into a JSON 500 without its details', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await get('/api/boom', { Accept: 'text/html' });
    expect(res.status).toBe(500);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ error: 'Internal server error' });
    expect(body).not.toMatch(/secret detail|server\.ts|at /);
    expect(logged).toHaveBeenCalled();
    expectSecurityHeaders(res);
  });

  it('keeps the status and message of an HTTPException', async () => {
    const res = await get('/api/bad');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Malformed JSON in request body' });
  });
});

describe('single-page app fallback', () => {
  it.each(['/', '/fr/fleet', '/ar', '/en/admin/bookings', '/fr/admin/bookings/', '/icons/'])(
    'answers the navigation %s with index.html',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(await res.text()).toBe(SHELL_HTML);
    },
  );

  it('answers an HTML request for a dotted path with index.html', async () => {
    const res = await get('/fr/blog/paris.by-night', { Accept: 'text/html,application/xhtml+xml' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(SHELL_HTML);
  });

  it.each(['/assets/missing.js', '/missing.png', '/fr/blog/paris.by-night'])('answers the missing file %s with 404', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found' });
  });

  it.each(['/.vite/manifest.json', '/server/entry-server.js'])('never serves the build’s own file %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('"file"');
  });

  it('answers no Host but this machine’s without PUBLIC_ORIGIN (health excepted), and those of ALLOWED_HOSTS', async () => {
    const forged = await app.request('http://evil.example/sitemap.xml');
    expect(forged.status).toBe(421);
    expect(await forged.json()).toEqual({ error: UNKNOWN_HOST });
    expect((await app.request('http://evil.example/fr', { headers: { Accept: 'text/html' } })).status).toBe(421);
    expect((await app.request('http://evil.example/api/health')).status).toBe(200);
    for (const host of ['127.0.0.1:8080', 'localhost:5173', '[::1]:80']) expect((await app.request(`http://${host}/fr`)).status).toBe(200);
    const lan = createApp({ db: fakeDb(), distDir: dist.distDir, allowedHosts: ['192.168.1.20'] });
    expect((await lan.request('http://192.168.1.20:8080/fr')).status).toBe(200);
    expect((await lan.request('http://192.168.1.21:8080/fr')).status).toBe(421);
    // Behind a trusted proxy, the name the visitor used is the one checked.
    const proxied = createApp({ db: fakeDb(), distDir: dist.distDir, trustProxy: true, allowedHosts: ['www.example.com'] });
    expect((await proxied.request('http://localhost/fr', { headers: { 'X-Forwarded-Host': 'www.example.com' } })).status).toBe(200);
    expect((await proxied.request('http://localhost/fr', { headers: { 'X-Forwarded-Host': 'evil.example' } })).status).toBe(421);
    // With PUBLIC_ORIGIN, links never come from the request: every name is answered.
    const fixed = createApp({ db: fakeDb(), distDir: dist.distDir, publicOrigin: 'https://www.example.com' });
    expect((await fixed.request('http://evil.example/fr')).status).toBe(200);
  });

  it('never answers a missing asset with the shell, even for an HTML request', async () => {
    const res = await get('/assets/missing.js', { Accept: 'text/html' });
    expect(res.status).toBe(404);
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await app.request('http://localhost/fr/fleet', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toBe('');
  });

  it('answers 404 until the build exists, then serves it', async () => {
    const later = makeFakeDist();
    const pending = `${later.distDir}-not-yet`;
    try {
      const early = createApp({ db: fakeDb(), distDir: pending });
      expect((await early.request('http://localhost/fr/fleet')).status).toBe(404);
      renameSync(later.distDir, pending);
      const res = await early.request('http://localhost/fr/fleet');
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(SHELL_HTML);
    } finally {
      later.cleanup();
    }
  });

  it('does not serve pages to other methods', async () => {
    const res = await app.request('http://localhost/fr/fleet', { method: 'POST' });
    expect(res.status).toBe(404);
  });
});

describe('static files', () => {
  it.each([
    ['/assets/app-abc123.js', 'public, max-age=31536000, immutable', /^text\/javascript/],
    ['/assets/app-abc123.css', 'public, max-age=31536000, immutable', /^text\/css/],
    ['/assets/inter-latin-wght-normal-abc123.woff2', 'public, max-age=31536000, immutable', /^font\/woff2$/],
    ['/sw.js', 'no-cache', /^text\/javascript/],
    ['/registerSW.js', 'no-cache', /^text\/javascript/],
    ['/index.html', 'no-cache', /^text\/html/],
    ['/manifest.webmanifest', 'no-cache', /^application\/manifest\+json/],
    ['/icons/x.png', 'public, max-age=86400', /^image\/png$/],
    ['/logo.svg', 'public, max-age=86400', /^image\/svg\+xml/],
  ])('serves %s with Cache-Control "%s"', async (path, cacheControl, contentType) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe(cacheControl);
    expect(res.headers.get('Content-Type')).toMatch(contentType);
  });

  it('answers a revalidation with 304 when the file did not change', async () => {
    const first = await get('/sw.js');
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    const again = await get('/sw.js', { 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.headers.get('Cache-Control')).toBe('no-cache');
    expect(await again.text()).toBe('');
  });

  it('compresses text with gzip when asked', async () => {
    const res = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
  });

  it.each([
    '/..%2f..%2f..%2f..%2fetc/passwd',
    '/..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..%5csecret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '//etc/passwd',
    '/icons/..%252f..%252fsecret.txt',
  ])('does not leave distDir for %s', async (path) => {
    const res = await get(path, { Accept: 'text/html' });
    const body = await res.text();
    expect(body).not.toContain(SECRET);
    expect(body).not.toMatch(/root:.*:0:0:/);
    expect([200, 404]).toContain(res.status);
    if (res.status === 200) expect(body).toBe(SHELL_HTML);
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/api/nope', '/assets/app-abc123.js', '/fr/fleet', '/assets/missing.js'])(
    'are on %s',
    async (path) => {
      expectSecurityHeaders(await get(path));
    },
  );
});

describe('a build replaced under the running server', () => {
  it('has its own boot script allowed: the policy follows the template', async () => {
    const replaced = makeFakeDist();
    try {
      const running = createApp({ db: fakeDb(), distDir: replaced.distDir });
      expect((await running.request('http://localhost/api/health')).headers.get('Content-Security-Policy')).toBe(CSP);
      const boot = 'document.documentElement.dir = "rtl";';
      const template = join(replaced.distDir, 'index.html');
      writeFileSync(template, SHELL_HTML.replace(BOOT_SCRIPT, boot));
      utimesSync(template, new Date(), new Date(Date.now() + 5000));
      const hash = `'sha256-${createHash('sha256').update(boot).digest('base64')}'`;
      expect((await running.request('http://localhost/api/health')).headers.get('Content-Security-Policy')).toBe(CSP.replace(BOOT_HASH, hash));
    } finally {
      replaced.cleanup();
    }
  });
});

describe('browser access options', () => {
  it('adds CSP_CONNECT_SRC origins to connect-src and answers CORS only for ALLOWED_ORIGINS', async () => {
    const configured = createApp({
      db: fakeDb(),
      distDir: dist.distDir,
      cspConnectSrc: ['https://sync.example.com'],
      allowedOrigins: ['https://office.example.com'],
    });
    const res = await configured.request('http://localhost/api/health', { headers: { Origin: 'https://office.example.com' } });
    expect(res.headers.get('Content-Security-Policy')).toBe(CSP.replace("connect-src 'self'", "connect-src 'self' https://sync.example.com"));
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('https://office.example.com');
    const page = await configured.request('http://localhost/fr/fleet', { headers: { Origin: 'https://office.example.com' } });
    expect(page.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const other = await get('/api/health', { Origin: 'https://office.example.com' });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
