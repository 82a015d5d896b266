// Answers a GET of a public page (src/domain/public-routes.ts) with the page rendered on the server:
// the built index.html holding the page's head, its markup and the records it was drawn from, painted
// in the visitor's theme (src/domain/page-theme.ts). Pages are kept in memory per address and theme
// until the catalogue version moves, so an admin's edit shows in the next page. Anything else (the
// back office, unknown paths), or a page that cannot be rendered, is left to the static files and
// their app shell.

import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { themeInCookie, type ThemeName } from '../../src/domain/page-theme';
import { matchPublicRoute, pageQuery } from '../../src/domain/public-routes';
import { headFor } from '../../src/domain/seo/head';
import { headHtml, scriptJson } from '../../src/domain/seo/head-tags';
import { clientAddress, hit } from '../accounts/rate-limit';
import type { AppEnv, Deps } from '../http/context';
import { acceptsBrotli, matchesEtag } from '../http/negotiation';
import { siteOrigin } from '../http/origin';
import { catalogueVersion, loadCatalogue } from './catalogue';
import { assetLinks, paintPreloads, sharedStylesheets, type Manifest } from './assets';
import { inlineStyles, linkedStylesheets } from './inline-styles';
import type { CatalogueSnapshot, RenderEntry } from './render-entry';
import { renderThread, type RenderThread } from './render-thread';
import { fillTemplate, isPageTemplate } from './template';

/** A page this address may not have rendered now: it gets the app shell, which costs nothing. */
class RenderLimited extends Error {}

export interface RenderedPagesOptions {
  distDir: string;
  /** The renderer; default: <distDir>/server/entry-server.js, in a worker thread started on first use. */
  loadEntry?: () => Promise<RenderEntry>;
  /** Pages kept in memory. Default 200. */
  cacheSize?: number;
  /**
   * Renders under way or waiting for the renderer (one thread, ~250 ms each); past them, a page not
   * in the cache gets the app shell at once (correct: it draws itself) rather than wait in line.
   * Default MAX_RENDERS_IN_LINE.
   */
  maxInLine?: number;
}

export const MAX_RENDERS_IN_LINE = 4;

interface Page {
  html: string;
  status: 200 | 404;
  etag: string;
  /** The page in brotli at its best, once made (in the background: until then, gzip on the fly). */
  brotli?: Uint8Array<ArrayBuffer>;
}

const compressBrotli = promisify(brotliCompress);

/** Makes the page's brotli copy off the main thread; a page whose copy fails goes in gzip. */
function compressInBackground(page: Page): void {
  const html = Buffer.from(page.html);
  compressBrotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
    .then((brotli) => {
      page.brotli = new Uint8Array(brotli);
    })
    .catch((error: unknown) => console.error('A page could not be compressed (it goes in gzip):', error));
}

/** The build's renderer, in a thread of its own, or null when the build has none (the app shell answers). */
async function builtEntry(distDir: string): Promise<RenderThread | null> {
  const file = join(distDir, 'server', 'entry-server.js');
  return (await stat(file).catch(() => null)) ? renderThread(file) : null;
}

/** The client build's manifest (empty without one: the page then links nothing more). */
async function readManifest(distDir: string): Promise<Manifest> {
  const text = await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8').catch(() => null);
  return text ? (JSON.parse(text) as Manifest) : {};
}

/** Most recently used last; the oldest goes when full. */
class PageCache {
  private readonly pages = new Map<string, Promise<Page>>();
  constructor(private readonly size: number) {}

  get(key: string, make: () => Promise<Page>): Promise<Page> {
    let page = this.pages.get(key);
    if (page) this.pages.delete(key);
    else {
      page = make();
      // A failure is not kept: the next request tries again.
      page.catch(() => this.pages.get(key) === page && this.pages.delete(key));
    }
    this.pages.set(key, page);
    while (this.pages.size > this.size) this.pages.delete(this.pages.keys().next().value!);
    return page;
  }
}

export function renderedPages(deps: Deps, options: RenderedPagesOptions): MiddlewareHandler<AppEnv> {
  const { distDir } = options;
  const cache = new PageCache(options.cacheSize ?? 200);
  const maxInLine = options.maxInLine ?? MAX_RENDERS_IN_LINE;
  let inLine = 0;
  // The template and the renderer of one build, read again when the build changes under the server.
  let build:
    | {
        mtimeMs: number;
        /** Null when they could not be read (the next request reads them again). */
        files: Promise<{ template: string | null; manifest: Manifest } | null>;
        entry: Promise<(RenderEntry & Partial<RenderThread>) | null>;
        /** The build's stylesheets read so far (null: unreadable), to write small ones into pages. */
        styles: Map<string, string | null>;
      }
    | undefined;
  const loadBuild = async () => {
    const file = join(distDir, 'index.html');
    const stats = await stat(file).catch(() => null);
    if (!stats) return null;
    // Replaced with no wait between the check and the change: requests arriving together (on a cold
    // server) share one reading and one renderer, rather than each closing the one before.
    if (build?.mtimeMs !== stats.mtimeMs) {
      // The old build's renderer goes (a render it still runs fails: its visitor gets the app shell).
      void build?.entry.then((entry) => entry?.close?.()).catch(() => undefined);
      build = {
        mtimeMs: stats.mtimeMs,
        files: Promise.all([readFile(file, 'utf8'), readManifest(distDir)]).then(
          ([text, manifest]) => ({ template: isPageTemplate(text) ? text : null, manifest }),
          (error: unknown) => {
            console.error('The build could not be read; the app shell answers public pages:', error);
            return null;
          },
        ),
        entry: options.loadEntry ? options.loadEntry() : builtEntry(distDir),
        styles: new Map(),
      };
    }
    const current = build;
    const { mtimeMs, styles } = current;
    const [files, renderer] = await Promise.all([
      current.files,
      current.entry.catch((error: unknown) => {
        console.error('The server renderer could not load; the app shell answers public pages:', error);
        return null;
      }),
    ]);
    if (!files) {
      if (build === current) build = undefined;
      void current.entry.then((entry) => entry?.close?.()).catch(() => undefined);
      return null;
    }
    const { template, manifest } = files;
    return template && renderer ? { template, renderer, mtimeMs, manifest, styles } : null;
  };

  type Build = NonNullable<Awaited<ReturnType<typeof loadBuild>>>;

  async function renderPage(
    c: Context,
    url: string,
    version: string,
    theme: ThemeName,
    { template, renderer, manifest, styles }: Build,
  ): Promise<Page> {
    const route = matchPublicRoute(url)!;
    const catalogue = await loadCatalogue(deps.db);
    const snapshot: CatalogueSnapshot = { ...catalogue, version: Number(version) };
    const head = headFor(route, catalogue, siteOrigin(c, deps));
    const rendered = await renderer.render(url, route.lang, snapshot);
    const links = assetLinks(manifest, { lang: route.lang, ...rendered }, template);
    const filled = fillTemplate(template, {
      lang: route.lang,
      dir: head.dir,
      theme,
      head: headHtml(head),
      assets: `${paintPreloads(manifest, route.lang, route.name === 'home')}\n${links.head}`,
      assetsEnd: links.bodyEnd,
      body: rendered.html,
      catalogueJson: scriptJson(snapshot),
    });
    const shared = sharedStylesheets(manifest);
    const unread = linkedStylesheets(filled).filter((file) => !shared.has(file) && !styles.has(file));
    await Promise.all(unread.map(async (file) => styles.set(file, await readFile(join(distDir, file), 'utf8').catch(() => null))));
    const html = inlineStyles(filled, shared, styles);
    const etag = `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 20)}"`;
    const page: Page = { html, status: head.status, etag };
    compressInBackground(page);
    return page;
  }

  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const route = matchPublicRoute(c.req.path);
    if (!route) return next();
    const current = await loadBuild();
    if (!current) return next();

    let page: Page;
    try {
      const version = await catalogueVersion(deps.db);
      // Only what the page reads: '?utm_source=' and the like make no page of their own.
      const url = `${c.req.path}${pageQuery(route, new URL(c.req.url).search)}`;
      const theme = themeInCookie(c.req.header('Cookie') ?? '') ?? 'light';
      const key = [version, current.mtimeMs, siteOrigin(c, deps), theme, url].join(' ');
      page = await cache.get(key, async () => {
        // Renders run one at a time: new query strings must not let one address keep the renderer busy.
        const renders = await hit(deps.db, [`render-ip:${clientAddress(c, deps.trustProxy)}`], deps.now());
        if (renders > deps.limits.publicReadsPerMinute) throw new RenderLimited();
        if (inLine >= maxInLine) throw new RenderLimited();
        inLine++;
        try {
          return await renderPage(c, url, version, theme, current);
        } finally {
          inLine--;
        }
      });
    } catch (error) {
      if (error instanceof RenderLimited) return next();
      console.error(`Server rendering of ${c.req.path} failed; the app shell answers instead:`, error);
      return next();
    }

    // The page holds the theme of the visitor's cookie (and its ETag with it).
    const headers: Record<string, string> = { 'Cache-Control': 'no-cache', ETag: page.etag, Vary: 'Accept-Encoding, Cookie' };
    if (matchesEtag(c.req.header('If-None-Match'), page.etag)) {
      return c.body(null, 304, headers);
    }
    if (page.brotli && acceptsBrotli(c.req.header('Accept-Encoding'))) {
      const brotli = { ...headers, 'Content-Type': 'text/html; charset=UTF-8', 'Content-Encoding': 'br' };
      return method === 'HEAD' ? c.body(null, page.status, brotli) : c.body(page.brotli, page.status, brotli);
    }
    return c.html(method === 'HEAD' ? '' : page.html, page.status, headers);
  };
}
