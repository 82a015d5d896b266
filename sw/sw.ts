/// <reference lib="webworker" />
// The service worker: the app shell and its assets from the precache, so every route opens offline,
// and the public pages as the server rendered them, kept for the next visit.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { getAppDb } from '../src/db/db';
import { withoutPageTheme } from '../src/domain/page-theme';
import { matchPublicRoute, PAGES_CACHE } from '../src/domain/public-routes';
import { SETTINGS_ID } from '../src/domain/types';
import { BACKGROUND_SYNC_TAG, runBackgroundPush } from '../src/sync/push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** Background Sync's event (Chromium); not in TypeScript's WebWorker library. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Public pages come from the server, rendered (network first, so an admin's edit shows): each one
// is kept, to paint at once offline on the next visit. The back office, a page never kept, and any
// navigation the network cannot answer get the shell: a route never visited still opens offline.
const shell = createHandlerBoundToURL('/index.html');

/**
 * A page kept for a later visit, without the theme the server painted it in: the visitor may choose
 * the other one meanwhile, and the boot script paints a page that does not say in the theme of the
 * cookie (src/domain/page-theme.ts).
 */
async function pageToKeep(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  // The text is decoded and its length changes: what the headers say of the body no longer holds.
  headers.delete('Content-Encoding');
  headers.delete('Content-Length');
  headers.delete('ETag');
  const html = withoutPageTheme(await response.text());
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 4,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    { cacheWillUpdate: async ({ response }) => pageToKeep(response) },
    new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }),
  ],
});

registerRoute(
  new NavigationRoute(
    async (options) => {
      if (!matchPublicRoute(options.url.pathname)) return shell(options);
      try {
        return await pages.handle({ event: options.event, request: options.request });
      } catch {
        return shell(options);
      }
    },
    // A booking's status page is the server's alone (server/status/status-page.ts), never the shell.
    { denylist: [/^\/api\//, /\/[^/?]+\.[^/]+$/, /^\/(fr|en|ar)\/booking\/status\//] },
  ),
);

/** Keeps the page the browser loaded before this worker controlled it (the first visit). */
async function keepPage(href: string): Promise<void> {
  const url = new URL(href, self.location.origin);
  if (url.origin !== self.location.origin || !matchPublicRoute(url.pathname)) return;
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
  if (response.status === 200) await (await caches.open(PAGES_CACHE)).put(url, await pageToKeep(response));
}

// A new version's pages would load the old version's code, gone from the precache: start afresh.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(PAGES_CACHE));
});

// Photos and illustrations not in the precache (uploaded ones, URLs an admin gave).
registerRoute(
  ({ request, url }) => request.destination === 'image' && !url.pathname.startsWith('/api/'),
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// Fonts and scripts missing from the precache (other subsets, locale chunks after an update).
registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin && (request.destination === 'font' || request.destination === 'script'),
  new StaleWhileRevalidate({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; url?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === 'KEEP_PAGE' && typeof data.url === 'string') event.waitUntil(keepPage(data.url).catch(() => undefined));
});

// The outbox is sent from here too when the browser offers Background Sync, so that a change made
// just before the tab closed still leaves. Same database, same session, same push, same lock.
async function runPush(): Promise<void> {
  const db = getAppDb();
  const syncUrl = (await db.settings.get(SETTINGS_ID))?.syncUrl;
  // A failure (offline, server down) rejects, and the browser retries the sync event later.
  const baseUrl = (syncUrl || import.meta.env.VITE_SYNC_URL || self.location.origin).replace(/\/+$/, '');
  await runBackgroundPush({ db, fetch: (input, init) => self.fetch(input, init), baseUrl });
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === BACKGROUND_SYNC_TAG) sync.waitUntil(runPush());
});

// The first install takes control at once, so the first visit already works offline.
clientsClaim();
