// @vitest-environment node
// Public pages rendered by the server: each route in fr, en and ar answers HTML that holds its
// content, its head (title, canonical, hreflang, JSON-LD) and the records it was drawn from; an
// unknown record is a 404; an admin's edit shows in the next page; the back office keeps the shell.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { loadCatalogue } from '../../server/render/catalogue';
import type { Lang } from '../../src/domain/paths';
import { matchPublicRoute } from '../../src/domain/public-routes';
import { headFor } from '../../src/domain/seo/head';
import { escapeHtml } from '../../src/domain/seo/head-tags';
import type { Catalogue } from '../../src/domain/seo/types';
import { mutation, openPglite, startTestServer, TEST_PASSWORD_COST, type TestServer } from './harness';
import { localizedText } from '../../src/domain/content-lang';
import { SETTINGS_ID } from '../../src/domain/types';

const TEMPLATE = `<!doctype html>
<html lang="fr" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>Paris Prestige Chauffeur</title>
    <meta name="description" content="The shell's description" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Ce site a besoin de JavaScript.</noscript>
  </body>
</html>
`;

/** A client build's manifest, as Vite writes it (a few entries). */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-abc123.js',
    isEntry: true,
    css: ['assets/index-abc123.css'],
    assets: ['assets/inter-latin-wght-normal-1.woff2', 'assets/cairo-arabic-wght-normal-1.woff2', 'assets/cairo-latin-wght-normal-1.woff2'],
  },
  _shared: { file: 'assets/shared-1.js', imports: ['index.html'], css: ['assets/shared-1.css'] },
  'src/features/fleet/fleet-page.tsx': { file: 'assets/fleet-page-1.js', imports: ['index.html', '_shared'], css: ['assets/fleet-1.css'] },
  'src/features/tours/featured-tours-section.tsx': { file: 'assets/featured-1.js', imports: ['_shared'], css: ['assets/tours-1.css'] },
  'src/features/fleet/locales/en.po': { file: 'assets/fleet-en.js' },
  'src/i18n/locales/en/messages.po': { file: 'assets/messages-en.js' },
};

/** The build's stylesheets: small ones travel in the page (server/render/inline-styles.ts). */
const STYLES = {
  'assets/fleet-1.css': '.fleet{background:url(/images/fleet.svg)}',
  // Too large to travel in every page that uses it.
  'assets/shared-1.css': '.shared{color:blue}'.repeat(1000),
  // Its url() would be read against the page's address.
  'assets/tours-1.css': '.tours{background:url(images/tours.svg)}',
};

const HEADLINE: Record<Lang, string> = {
  fr: 'Votre chauffeur privé, où que le voyage vous mène',
  en: 'Your private chauffeur, wherever the journey takes you',
  ar: 'سائقك الخاص، أينما أخذتك الرحلة',
};

let s: TestServer;
let app: ReturnType<typeof createApp>;
let distDir: string;
let catalogue: Catalogue;

beforeAll(async () => {
  s = await startTestServer(openPglite);
  distDir = mkdtempSync(join(tmpdir(), 'render-dist-'));
  writeFileSync(join(distDir, 'index.html'), TEMPLATE);
  mkdirSync(join(distDir, '.vite'));
  writeFileSync(join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(join(distDir, 'assets'));
  for (const [file, css] of Object.entries(STYLES)) writeFileSync(join(distDir, file), css);
  app = createApp({
    db: s.db,
    distDir,
    passwordCost: TEST_PASSWORD_COST,
    loadRenderEntry: () => import('../../src/entry-server'),
  });
  catalogue = await loadCatalogue(s.db);
}, 60_000);

afterAll(async () => {
  await s?.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await app.request(`http://localhost${path}`, { headers: { Accept: 'text/html', ...headers } });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** The text of the page's markup, without tags (entities left as they are). */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="catalogue">');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return textOf(html.slice(start, end));
}

function snapshotOf(html: string) {
  const json = /<script type="application\/json" id="catalogue">([^<]*)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as Catalogue & { version: number };
}

const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap((m) => {
    const value = JSON.parse(m[1]!) as { '@type'?: string; '@graph'?: { '@type': string }[] };
    return value['@graph'] ? value['@graph'].map((item) => item['@type']) : [value['@type']];
  });

describe.each(['fr', 'en', 'ar'] as const)('public pages in %s', (lang) => {
  const car = () => catalogue.cars[0]!;
  const tour = () => catalogue.tours[0]!;
  const post = () => catalogue.posts[0]!;
  // Each page in its own language: the sample records are written in all three.
  const titleOf = (record: object) => localizedText(record, 'title', lang);
  const pages: { name: string; path: () => string; content: () => string[]; jsonLd?: string }[] = [
    { name: 'home', path: () => `/${lang}`, content: () => [HEADLINE[lang], car().name, titleOf(tour()), titleOf(post())] },
    { name: 'fleet', path: () => `/${lang}/fleet`, content: () => catalogue.cars.map((c) => c.name) },
    { name: 'car', path: () => `/${lang}/car/${car().id}`, content: () => [car().name], jsonLd: 'Product' },
    { name: 'tours', path: () => `/${lang}/tours`, content: () => catalogue.tours.map(titleOf) },
    { name: 'tour', path: () => `/${lang}/tour/${tour().id}`, content: () => [titleOf(tour())], jsonLd: 'TouristTrip' },
    { name: 'blog', path: () => `/${lang}/blog`, content: () => catalogue.posts.map(titleOf) },
    { name: 'post', path: () => `/${lang}/blog/${post().id}`, content: () => [titleOf(post())], jsonLd: 'BlogPosting' },
    { name: 'contact', path: () => `/${lang}/contact`, content: () => [catalogue.settings!.sitePhone] },
    { name: 'booking', path: () => `/${lang}/booking`, content: () => [catalogue.cars.find((c) => c.available)!.name] },
  ];

  it.each(pages.map((page) => [page.name, page] as const))('%s answers its content and head', async (_, page) => {
    const path = page.path();
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    // Painted light without a theme cookie: the boot script need not ask the browser for it.
    expect(res.html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}" data-mantine-color-scheme="light">`);

    const text = rootOf(res.html);
    for (const expected of page.content()) expect(text).toContain(escapeHtml(expected));

    const head = headFor(matchPublicRoute(path)!, catalogue, 'http://localhost');
    expect(res.html.match(/<title>[^<]*<\/title>/g)).toEqual([`<title>${escapeHtml(head.title)}</title>`]);
    expect(res.html).not.toContain("The shell's description");
    expect(res.html).toContain(`<link rel="canonical" href="http://localhost${path}"`);
    const hreflangs = [...res.html.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map((m) => m[1]);
    expect(hreflangs.sort()).toEqual(['ar', 'en', 'fr', 'x-default']);
    expect(jsonLdTypes(res.html).length).toBeGreaterThan(0);
    if (page.jsonLd) expect(jsonLdTypes(res.html)).toContain(page.jsonLd);
    expect(res.html).not.toContain('<noscript>');

    const snapshot = snapshotOf(res.html);
    expect(snapshot.cars.map((c) => c.id)).toEqual(catalogue.cars.map((c) => c.id));
    expect(snapshot.posts.map((p) => p.titleAr)).toEqual(catalogue.posts.map((p) => p.titleAr));
    expect(snapshot.version).toBeGreaterThan(0);
  });

  it('answers 404 for a car, tour or post that does not exist, with the not-found page', async () => {
    for (const path of [`/${lang}/car/${randomUUID()}`, `/${lang}/tour/nope`, `/${lang}/blog/${randomUUID()}`]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.html).toContain(`<html lang="${lang}"`);
      expect(res.html).not.toContain('<link rel="canonical"');
    }
  });
});

describe('rendered pages', () => {
  it('show an admin\u2019s edit in the next page', async () => {
    const car = catalogue.cars[1]!;
    const before = await get('/en/fleet');
    expect(rootOf(before.html)).toContain(car.name);
    const again = await get('/en/fleet');
    expect(again.headers.get('ETag')).toBe(before.headers.get('ETag'));
    expect((await get('/en/fleet', { 'If-None-Match': before.headers.get('ETag')! })).status).toBe(304);

    const res = await s.request('POST', '/api/sync/push', {
      token: await s.adminToken(),
      body: {
        clientId: randomUUID(),
        schemaVersion: 1,
        mutations: [mutation({ seq: 1, table: 'cars', recordId: car.id, op: 'patch', hlc: s.hlc(), fields: { name: 'Maybach Pullman' } })],
      },
    });
    expect(res.body.results[0].status).toBe('applied');

    const after = await get('/en/fleet');
    expect(rootOf(after.html)).toContain('Maybach Pullman');
    expect(rootOf(after.html)).not.toContain(car.name);
    expect(after.headers.get('ETag')).not.toBe(before.headers.get('ETag'));
    expect(snapshotOf(after.html).cars.find((c) => c.id === car.id)?.name).toBe('Maybach Pullman');
    const carPage = await get(`/fr/car/${car.id}`);
    expect(carPage.html).toContain('<title>Maybach Pullman');
  });

  it('write the Arabic pages with the digits the settings choose, the others with Western ones', async () => {
    let edits = 0;
    const setDigits = async (arabicDigits: string) => {
      edits++;
      const res = await s.request('POST', '/api/sync/push', {
        token: await s.adminToken(),
        body: {
          clientId: randomUUID(),
          schemaVersion: 1,
          mutations: [mutation({ seq: 1, table: 'settings', recordId: SETTINGS_ID, op: 'patch', hlc: s.hlc(0, undefined, edits), fields: { arabicDigits } })],
        },
      });
      expect(res.body.results[0].status).toBe('applied');
    };
    const versailles = catalogue.tours.find((tour) => tour.titleFr.includes('Versailles'))!;
    expect(versailles.price).toBe('299.00');
    expect(rootOf((await get('/ar/tours')).html)).toContain('299');
    await setDigits('arab');
    try {
      const arabic = await get('/ar/tours');
      expect(rootOf(arabic.html)).toContain('٢٩٩');
      expect(rootOf(arabic.html)).not.toContain('299');
      expect(snapshotOf(arabic.html).settings?.arabicDigits).toBe('arab');
      expect(rootOf((await get('/fr/tours')).html)).toContain('299');
    } finally {
      await setDigits('latn');
    }
    expect(rootOf((await get('/ar/tours')).html)).toContain('299');
  });

  it('are painted in the theme of the visitor\u2019s cookie, each theme its own page and ETag', async () => {
    const light = await get('/en/tours', { Cookie: 'a=1; vtc-theme=light' });
    const dark = await get('/en/tours', { Cookie: 'a=1; vtc-theme=dark; b=2' });
    expect(light.html).toContain('<html lang="en" dir="ltr" data-mantine-color-scheme="light">');
    expect(dark.html).toContain('<html lang="en" dir="ltr" data-mantine-color-scheme="dark" class="dark">');
    expect(dark.headers.get('Vary')).toBe('Accept-Encoding, Cookie');
    expect(dark.headers.get('ETag')).not.toBe(light.headers.get('ETag'));
    // A browser that kept the light page and now asks in the dark theme gets the dark one.
    const switched = await get('/en/tours', { Cookie: 'vtc-theme=dark', 'If-None-Match': light.headers.get('ETag')! });
    expect(switched.status).toBe(200);
    expect(switched.html).toContain('data-mantine-color-scheme="dark"');
    // Another cookie value is no theme: the page is light.
    expect((await get('/en/tours', { Cookie: 'vtc-theme=blue' })).html).toContain('data-mantine-color-scheme="light">');
  });

  it('go in brotli, once made, to a browser that takes it; in gzip meanwhile and to the others', async () => {
    const path = '/ar/tours';
    const plain = await get(path);
    const first = await app.request(`http://localhost${path}`, { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip, br' } });
    expect(first.headers.get('Vary')).toMatch(/Accept-Encoding/);
    await first.arrayBuffer();
    // Made in the background, off the request: one of the next requests gets it.
    const brotli = await vi.waitFor(
      async () => {
        const res = await app.request(`http://localhost${path}`, { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip, br' } });
        expect(res.headers.get('Content-Encoding')).toBe('br');
        return res;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(brotli.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
    expect(brotli.headers.get('ETag')).toBe(plain.headers.get('ETag'));
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString('utf8')).toBe(plain.html);
    const gzip = await app.request(`http://localhost${path}`, { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString('utf8')).toBe(plain.html);
  });

  it('link the styles of the screens and sections they hold, and preload their code and catalogs', async () => {
    // Styles are linked, or written into the page with their link disabled; the code waits in
    // #app-code for the first paint (server/render/template.ts).
    const links = (html: string) => {
      const code = JSON.parse(/<script type="application\/json" id="app-code">([^<]*)<\/script>/.exec(html)?.[1] ?? '{"preload":[]}') as { preload: string[] };
      const styles = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)"( disabled)?>/g)].map(
        (m) => `${m[2] ? 'inline' : 'stylesheet'} ${m[1]}`,
      );
      return [...styles, ...code.preload.map((file) => `modulepreload ${file}`)];
    };
    const fleetHtml = (await get('/en/fleet')).html;
    expect(links(fleetHtml).sort()).toEqual([
      'inline /assets/fleet-1.css',
      'modulepreload /assets/fleet-en.js',
      'modulepreload /assets/fleet-page-1.js',
      'modulepreload /assets/messages-en.js',
      'modulepreload /assets/shared-1.js',
      'stylesheet /assets/shared-1.css',
    ]);
    // The small stylesheet's rules are in the page, where its link was.
    expect(fleetHtml).toContain(
      '<style>.fleet{background:url(/images/fleet.svg)}</style><link rel="stylesheet" crossorigin href="/assets/fleet-1.css" disabled>',
    );
    expect(fleetHtml).not.toContain('<style>.shared');
    // The home page's sections come alive later: their styles, not their code, and after the
    // page's markup, so that they hold back nothing above them from painting.
    const homeHtml = (await get('/en')).html;
    const home = links(homeHtml);
    expect(home).toContain('stylesheet /assets/tours-1.css');
    expect(home).toContain('stylesheet /assets/shared-1.css');
    expect(home).not.toContain('modulepreload /assets/featured-1.js');
    expect(home).not.toContain('stylesheet /assets/fleet-1.css');
    expect(homeHtml.indexOf('/assets/tours-1.css')).toBeGreaterThan(homeHtml.indexOf('id="catalogue"'));
    // Its hero and the language's fonts are fetched before the stylesheets ask for them.
    expect(homeHtml).toContain('<link rel="preload" as="image" href="/images/hero.svg" fetchpriority="high">');
    const fonts = (html: string) => [...html.matchAll(/<link rel="preload" as="font" [^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(fonts(homeHtml)).toEqual(['/assets/inter-latin-wght-normal-1.woff2']);
    expect(fonts((await get('/ar/fleet')).html).sort()).toEqual(['/assets/cairo-arabic-wght-normal-1.woff2', '/assets/cairo-latin-wght-normal-1.woff2']);
  });

  it('share one renderer between the requests that reach a cold server together', async () => {
    let loads = 0;
    let closes = 0;
    const cold = createApp({
      db: s.db,
      distDir,
      passwordCost: TEST_PASSWORD_COST,
      loadRenderEntry: async () => {
        loads += 1;
        return { ...(await import('../../src/entry-server')), close: () => void (closes += 1) };
      },
    });
    const pages = await Promise.all(
      ['/en/fleet', '/fr/tours', '/ar'].map(async (path) => (await cold.request(`http://localhost${path}`, { headers: { Accept: 'text/html' } })).text()),
    );
    for (const html of pages) expect(html).toContain('<div id="root"><');
    expect(loads).toBe(1);
    expect(closes).toBe(0);
  });

  it('use the site\u2019s public origin when one is set, whatever Host the request names', async () => {
    const behindProxy = createApp({
      db: s.db,
      distDir,
      passwordCost: TEST_PASSWORD_COST,
      publicOrigin: 'https://www.example.com',
      loadRenderEntry: () => import('../../src/entry-server'),
    });
    const res = await behindProxy.request('http://forged.example.net/en/fleet');
    const html = await res.text();
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/en/fleet"');
    expect(html).not.toContain('forged.example.net');
    const sitemap = await (await behindProxy.request('http://forged.example.net/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://www.example.com/fr</loc>');
    expect(sitemap).not.toContain('forged.example.net');
  });

  it('are rendered for one address at most the public-read limit a minute; past it, new pages get the app shell and cached ones still come', async () => {
    const limited = createApp({
      db: s.db,
      distDir,
      passwordCost: TEST_PASSWORD_COST,
      limits: { publicReadsPerMinute: 2 },
      trustProxy: true,
      loadRenderEntry: () => import('../../src/entry-server'),
    });
    const CATALOGUE_SCRIPT = '<script type="application/json" id="catalogue">';
    // An address of its own: the other tests' renders count for theirs.
    const html = async (path: string) =>
      (await limited.request(`http://localhost${path}`, { headers: { 'X-Forwarded-For': '203.0.113.7' } })).text();
    expect(await html('/en/fleet?sort=rating')).toContain(CATALOGUE_SCRIPT);
    expect(await html('/en/fleet?sort=price-low')).toContain(CATALOGUE_SCRIPT);
    expect(await html('/en/fleet?sort=price-high')).not.toContain(CATALOGUE_SCRIPT);
    expect(await html('/en/fleet?sort=rating')).toContain(CATALOGUE_SCRIPT);
  });

  it('render a page once whatever query the page does not read; its filters are kept', async () => {
    let renders = 0;
    const counted = createApp({
      db: s.db,
      distDir,
      passwordCost: TEST_PASSWORD_COST,
      loadRenderEntry: async () => {
        const real = await import('../../src/entry-server');
        return { render: (...args: Parameters<typeof real.render>) => (renders++, real.render(...args)) };
      },
    });
    for (let i = 0; i < 200; i++) {
      const res = await counted.request(`http://localhost/en/tours?utm_source=campaign-${i}&fbclid=${randomUUID()}`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    expect(renders).toBe(1);
    // A filter the page reads is a page of its own, whatever else comes with it.
    const filtered = await (await counted.request('http://localhost/en/tours?gclid=1&category=shared')).text();
    expect(renders).toBe(2);
    expect(filtered).toContain('<script type="application/json" id="catalogue">');
    await (await counted.request('http://localhost/en/tours?category=shared&utm_medium=mail')).text();
    expect(renders).toBe(2);
  });

  it('render a search of a list: the records it finds in any language, the field holding the words', async () => {
    const res = await get('/ar/tours?q=versailles');
    expect(res.status).toBe(200);
    const text = rootOf(res.html);
    const titles = catalogue.tours.map((tour) => localizedText(tour, 'title', 'ar'));
    const versailles = titles.filter((title) => title.includes('فرساي'));
    expect(versailles).toHaveLength(1);
    for (const title of titles) {
      if (versailles.includes(title)) expect(text).toContain(escapeHtml(title));
      else expect(text).not.toContain(escapeHtml(title));
    }
    expect(res.html).toMatch(/<input[^>]*type="search"[^>]*value="versailles"/);
  });

  it('keep at most a few renders in line; past them a new page gets the app shell at once', async () => {
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const waiting: string[] = [];
    const gated = createApp({
      db: s.db,
      distDir,
      passwordCost: TEST_PASSWORD_COST,
      loadRenderEntry: async () => {
        const real = await import('../../src/entry-server');
        return {
          render: async (...args: Parameters<typeof real.render>) => {
            waiting.push(args[0]);
            await gate;
            return real.render(...args);
          },
        };
      },
    });
    const CATALOGUE_SCRIPT = '<script type="application/json" id="catalogue">';
    const paths = ['fleet', 'tours', 'blog', 'contact', 'booking'].flatMap((page) => ['fr', 'en'].map((lang) => `/${lang}/${page}`));
    const early: string[] = [];
    const answers = paths.map((path) =>
      Promise.resolve(gated.request(`http://localhost${path}`)).then(async (res: Response) => {
        const html = await res.text();
        early.push(html);
        return html;
      }),
    );
    // The renderer holds four; the six others are answered without waiting for it.
    await vi.waitFor(() => expect(early).toHaveLength(6), { timeout: 10_000 });
    for (const html of early) expect(html).not.toContain(CATALOGUE_SCRIPT);
    expect(waiting).toHaveLength(4);
    open();
    const all = await Promise.all(answers);
    expect(all.filter((html) => html.includes(CATALOGUE_SCRIPT))).toHaveLength(4);
  });

  it('leave the back office and unknown paths to the app shell', async () => {
    for (const path of ['/fr/admin', '/fr/admin/cars', '/fr/tours/create', '/de/fleet']) {
      const res = await get(path);
      expect(res.html).not.toContain('<script type="application/json" id="catalogue">');
    }
  });
});
