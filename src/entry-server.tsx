// Renders a public page on the server with the app's own components, from the server's catalogue:
// the markup the browser then hydrates (main.tsx) from the same records, carried in the page.
// Built by `vite build --ssr` into dist/server/entry-server.js; server/render loads it.
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { registerFeatureCatalogs } from './app/catalogs';
import { AppRoutes } from './app/router';
import { PageAssetsProvider, type PageAssets } from './app/screen';
import { createPageStore } from './app/state';
import type { CatalogueSnapshot } from './db/catalogue-snapshot';
import { dirOf, type Lang } from './domain/paths';
import { matchPublicRoute, type PublicRoute } from './domain/public-routes';
import { activateLanguage } from './i18n/i18n';

export type { CatalogueSnapshot } from './db/catalogue-snapshot';

export interface Rendered {
  /** The markup that goes inside #root. */
  html: string;
  /** 404 for a car, tour or post the catalogue does not hold. */
  status: 200 | 404;
  /** The lazily loaded modules the markup holds and the browser hydrates at once (paths under src/, as the build's manifest names them). */
  modules: string[];
  /** Those it brings to life later (the home page's sections): only their styles are needed at once. */
  deferredModules: string[];
  /** The feature catalogs of `modules` (the shell's is always needed). */
  catalogs: string[];
}

registerFeatureCatalogs();

function statusOf(route: PublicRoute | null, catalogue: CatalogueSnapshot): 200 | 404 {
  if (!route) return 404;
  const has = (records: readonly { id: string }[]) => records.some((record) => record.id === route.id);
  if (route.name === 'car') return has(catalogue.cars) ? 200 : 404;
  if (route.name === 'tour') return has(catalogue.tours) ? 200 : 404;
  if (route.name === 'post') return has(catalogue.posts) ? 200 : 404;
  return 200;
}

async function renderNow(url: string, lang: Lang, catalogue: CatalogueSnapshot): Promise<Rendered> {
  await activateLanguage(lang);
  const errors: unknown[] = [];
  const assets: PageAssets = { modules: new Set(), deferredModules: new Set(), catalogs: new Set() };
  // prerender waits for every lazy screen, catalog and Suspense boundary: the page arrives whole.
  const { prelude } = await prerender(
    <PageAssetsProvider value={assets}>
      <App store={createPageStore(lang)} catalogue={catalogue} serverMarkup direction={dirOf(lang)}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </App>
    </PageAssetsProvider>,
    // Every boundary inline: a large one would otherwise come last, revealed by an inline script
    // (which the Content-Security-Policy forbids, and which a visitor without JavaScript lacks).
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw errors[0];
  return {
    html,
    status: statusOf(matchPublicRoute(url), catalogue),
    modules: [...assets.modules],
    deferredModules: [...assets.deferredModules],
    catalogs: [...assets.catalogs],
  };
}

// Lingui's one instance holds one active language: pages are rendered one at a time.
let queue: Promise<unknown> = Promise.resolve();

/** The markup of the public page at `url` (a path with its query), in `lang`, from `catalogue`. */
export function render(url: string, lang: Lang, catalogue: CatalogueSnapshot): Promise<Rendered> {
  const next = queue.then(() => renderNow(url, lang, catalogue));
  queue = next.catch(() => undefined);
  return next;
}
