import { existsSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { assetMemory } from './asset-memory';
import { fileEtag, matchesEtag } from './negotiation';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const ONE_DAY = 'public, max-age=86400';
// Code outside assets/ keeps its name across deploys (index.html, sw.js, registerSW.js,
// manifest.webmanifest): a cached old copy would run against new assets, so the browser must ask.
const CODE = /\.(html|js|mjs|css|json|webmanifest)$/;

export function cacheControlFor(pathInDist: string): string {
  if (pathInDist.startsWith('assets/')) return IMMUTABLE;
  if (CODE.test(pathInDist)) return REVALIDATE;
  return ONE_DAY;
}

function isNavigation(c: Context): boolean {
  const path = c.req.path;
  if (path.startsWith('/assets/')) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') || (c.req.header('Accept') ?? '').includes('text/html');
}

/**
 * Serves the Vite build with the cache policy of a PWA, and answers navigations (paths without a
 * file extension, or any request for HTML that matches no file) with the app shell. A file's brotli
 * copy (<file>.br, which `npm run build` makes with scripts/precompress.mjs) goes to a browser that
 * accepts it; anything else is compressed on the fly (app.ts).
 */
export function staticFiles(distDir: string): MiddlewareHandler {
  const root = resolve(distDir);
  const found = new WeakMap<Context, string>();
  const onFound = (path: string, c: Context) => {
    found.set(c, path);
  };
  // Made once the build exists (it may appear after start), which also spares serveStatic's warning.
  let handlers: { files: MiddlewareHandler; shell: MiddlewareHandler } | undefined;
  const ready = () =>
    (handlers ??= existsSync(root)
      ? {
          files: serveStatic({ root, onFound, precompressed: true }),
          shell: serveStatic({ root, path: 'index.html', onFound, precompressed: true }),
        }
      : undefined);
  const noNext = async () => {};
  const memory = assetMemory(root);

  return async (c, next) => {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || c.req.path === '/api' || c.req.path.startsWith('/api/')) {
      return next();
    }
    // dist/server holds the server's renderer and dist/.vite the build's manifest: not for browsers.
    if (c.req.path.startsWith('/server/') || c.req.path.startsWith('/.vite/')) return next();
    const kept = await memory.answer(c, cacheControlFor(c.req.path.slice(1)));
    if (kept) return kept;
    const serve = ready();
    if (!serve) return next();
    let res = (await serve.files(c, noNext)) ?? undefined;
    if (!res && isNavigation(c)) res = (await serve.shell(c, noNext)) ?? undefined;
    const sent = found.get(c);
    if (!res || !sent) return next();
    // The file a brotli copy stands for: its path decides the cache policy.
    const file = res.headers.get('Content-Encoding') === 'br' ? sent.replace(/\.br$/, '') : sent;
    const pathInDist = relative(root, file);
    // serveStatic already refuses dot segments; this holds even if a future version does not.
    if (pathInDist === '..' || pathInDist.startsWith(`..${sep}`) || isAbsolute(pathInDist)) {
      await res.body?.cancel();
      return next();
    }

    res.headers.set('Cache-Control', cacheControlFor(pathInDist.split(sep).join('/')));
    const stats = statSync(sent, { throwIfNoEntry: false });
    if (!stats || res.status !== 200) return res;
    const etag = fileEtag(stats);
    res.headers.set('ETag', etag);
    if (!matchesEtag(c.req.header('If-None-Match'), etag)) return res;
    await res.body?.cancel();
    const headers = new Headers(res.headers);
    headers.delete('Content-Length');
    return new Response(null, { status: 304, headers });
  };
}
