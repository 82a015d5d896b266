// @vitest-environment node
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestOrigin } from '../../server/http/origin';
import { LANGS } from '../../src/domain/paths';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { mutation, openPglite, startTestServer, type TestServer } from '../server/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(openPglite);
}, 60_000);
afterAll(() => server.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

/** The <url> element of a page. */
function entry(xml: string, loc: string): string {
  return [...xml.matchAll(/<url>[\s\S]*?<\/url>/g)].map((match) => match[0]).find((url) => url.includes(`<loc>${loc}</loc>`)) ?? '';
}

async function publicIds(path: string): Promise<string[]> {
  return (await server.request('GET', path)).body.map((record: { id: string }) => record.id);
}

describe('GET /sitemap.xml', () => {
  it('lists every public page in each language, and nothing else', async () => {
    const res = await server.request('GET', '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    const [cars, tours, posts] = await Promise.all(['/api/cars', '/api/tours', '/api/blog-posts'].map(publicIds));
    const expected = LANGS.flatMap((lang) => [
      `/${lang}`,
      `/${lang}/fleet`,
      `/${lang}/tours`,
      `/${lang}/blog`,
      `/${lang}/contact`,
      `/${lang}/booking`,
      ...cars!.map((id) => `/${lang}/car/${id}`),
      ...tours!.map((id) => `/${lang}/tour/${id}`),
      ...posts!.map((id) => `/${lang}/blog/${id}`),
    ]).map((path) => `http://localhost${path}`);
    expect(locs(res.text).sort()).toEqual(expected.sort());
    expect(cars).toHaveLength(6);
    expect(tours).toHaveLength(7);
    expect(posts).toHaveLength(6);
    expect(res.text).not.toContain('/admin');
    expect(res.text).not.toContain('my-bookings');
    expect(res.text).not.toContain(SAMPLE_IDS.posts.wineTasting);
    expect(res.text).not.toContain(SAMPLE_IDS.cars.audiA6);
  });

  it('gives each page its alternates in every language and its last change', async () => {
    const { text } = await server.request('GET', '/sitemap.xml');
    const id = SAMPLE_IDS.tours.giverny;
    const tour = (await server.request('GET', '/api/tours')).body.find((record: { id: string }) => record.id === id);
    expect(entry(text, `http://localhost/en/tour/${id}`)).toBe(
      [
        '<url>',
        `    <loc>http://localhost/en/tour/${id}</loc>`,
        `    <xhtml:link rel="alternate" hreflang="fr" href="http://localhost/fr/tour/${id}"/>`,
        `    <xhtml:link rel="alternate" hreflang="en" href="http://localhost/en/tour/${id}"/>`,
        `    <xhtml:link rel="alternate" hreflang="ar" href="http://localhost/ar/tour/${id}"/>`,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="http://localhost/fr/tour/${id}"/>`,
        `    <lastmod>${tour.updatedAt}</lastmod>`,
        '  </url>',
      ].join('\n'),
    );
  });

  it('follows an admin’s edit: a post unpublished leaves it, the blog’s last change moves', async () => {
    const id = SAMPLE_IDS.posts.hiddenParis;
    const before = (await server.request('GET', '/sitemap.xml')).text;
    expect(locs(before)).toContain(`http://localhost/fr/blog/${id}`);
    const post = (await server.request('GET', '/api/blog-posts')).body.find((record: { id: string }) => record.id === id);
    server.clock.advance(60_000);
    const res = await server.request('POST', '/api/sync/push', {
      token: await server.adminToken(),
      body: {
        clientId: crypto.randomUUID(),
        schemaVersion: 1,
        mutations: [mutation({ seq: 1, table: 'posts', recordId: id, op: 'patch', hlc: server.hlc(), fields: { published: false }, baseRev: post.rev })],
      },
    });
    expect(res.status).toBe(200);
    const after = (await server.request('GET', '/sitemap.xml')).text;
    expect(locs(after).filter((loc) => loc?.includes(id))).toEqual([]);
    expect(locs(after)).toHaveLength(locs(before).length - 3);
    const lastmod = (xml: string) => /<lastmod>([^<]*)<\/lastmod>/.exec(entry(xml, 'http://localhost/fr/blog'))?.[1];
    expect(lastmod(after)).toBe(server.clock.now().toISOString());
    expect(lastmod(after)).not.toBe(lastmod(before));
  });
});

describe('GET /robots.txt', () => {
  it('lets robots in, keeps them out of the back office and the API, and points to the sitemap', async () => {
    const res = await server.request('GET', '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=UTF-8');
    const lines = res.text.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /*/admin', 'Disallow: /api/', 'Allow: /api/attachments/']));
    expect(lines).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});

describe('requestOrigin', () => {
  const app = new Hono();
  app.get('/direct', (c) => c.text(requestOrigin(c, false)));
  app.get('/proxied', (c) => c.text(requestOrigin(c, true)));
  const origin = async (path: string, headers: Record<string, string> = {}) =>
    (await app.request(`http://10.0.0.5:8080${path}`, { headers })).text();
  const forwarded = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'www.vtc.example' };

  it('is the address asked, unless a trusted proxy says what the visitor used', async () => {
    expect(await origin('/direct', forwarded)).toBe('http://10.0.0.5:8080');
    expect(await origin('/proxied', forwarded)).toBe('https://www.vtc.example');
    expect(await origin('/proxied', { 'X-Forwarded-Proto': 'https, http', 'X-Forwarded-Host': 'a.example, b.example' })).toBe('https://a.example');
    expect(await origin('/proxied')).toBe('http://10.0.0.5:8080');
  });

  it('ignores forwarded values that are no scheme or host', async () => {
    expect(await origin('/proxied', { 'X-Forwarded-Proto': 'javascript', 'X-Forwarded-Host': 'evil.example/<x>' })).toBe('http://10.0.0.5:8080');
  });
});
