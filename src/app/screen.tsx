// Screens and home sections loaded on demand: each brings its module and its catalog together, so
// that nothing renders half translated. Public screens read the page's records until the device
// database answers; the others wait for that database.
import { Loader } from '@mantine/core';
import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState, type ComponentType } from 'react';
import { AppDbBoundary } from '../db/app-db-boundary';
import { loadCatalogs } from '../i18n/i18n';
import { useMounted } from '../ui/use-mounted';

export function ScreenLoader() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <Loader color="gold.5" type="dots" aria-label="…" />
    </div>
  );
}

export type LazyScreen = ComponentType & {
  /** Starts loading the code and the catalog now (the first render then waits less). */
  preload: () => Promise<unknown>;
};

/**
 * What a server render drew with lazily loaded code: the source modules (as the build's manifest
 * names them) and the catalogs, so that the page links their styles and preloads their code.
 */
export interface PageAssets {
  modules: Set<string>;
  catalogs: Set<string>;
}

const PageAssetsContext = createContext<PageAssets | null>(null);

export const PageAssetsProvider = PageAssetsContext;

/** A lazily loaded component with its feature's catalog; `source` is its module's path under src/. */
export function lazyWithCatalog<M>(
  catalog: string | null,
  load: () => Promise<M>,
  name: keyof M & string,
  source?: string,
): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () =>
    (loading ??= Promise.all([load(), catalog ? loadCatalogs([catalog]) : undefined]).then(([module]) => ({
      default: module[name] as ComponentType,
    })));
  const Lazy = lazy(start);
  function Screen() {
    const assets = useContext(PageAssetsContext);
    noteAssets(assets, source, catalog);
    return <Lazy />;
  }
  return Object.assign(Screen, { preload: start });
}

/** Notes, on the server only, what the page will need in the browser. */
function noteAssets(assets: PageAssets | null, source: string | undefined, catalog: string | null) {
  if (!assets) return;
  if (source) assets.modules.add(source);
  if (catalog) assets.catalogs.add(catalog);
}

type Loaders = Record<string, () => Promise<unknown>>;

/**
 * A feature's component from an import.meta.glob of the caller (`path` relative to src/app, e.g.
 * '../features/fleet/fleet-page.tsx'): the path names the module for the server's asset links too.
 */
export function featureComponent(loaders: Loaders, path: string, name: string, catalog: string | null): LazyScreen {
  const load = loaders[path];
  if (!load) throw new Error(`${path} is not among the modules given`);
  return lazyWithCatalog(catalog, load as () => Promise<Record<string, unknown>>, name, path.replace(/^\.\.\//, 'src/'));
}

/** A route's screen that needs the device database: `catalog` is the feature folder's name. */
export function screen<M>(catalog: string, load: () => Promise<M>, name: keyof M & string) {
  return <AppDbBoundary fallback={<ScreenLoader />}>{publicScreen(lazyWithCatalog(catalog, load, name))}</AppDbBoundary>;
}

/** A public route's screen: it renders from the page's records, on the server too. */
export function publicScreen(Screen: LazyScreen) {
  return (
    <Suspense fallback={<ScreenLoader />}>
      <Screen />
    </Suspense>
  );
}

/**
 * A home section below the fold: its code, catalog and data load once it comes near the viewport,
 * never before the first paint (offline, the service worker has them). `minHeight` keeps the page
 * from jumping when it arrives. The server renders every section, so the page holds them all.
 */
export function DeferredSection({ section, minHeight }: { section: ComponentType; minHeight: number }) {
  const Section = section;
  const ref = useRef<HTMLDivElement>(null);
  // Rendered on the server, or hydrating what it rendered: the section is in the markup already.
  const hydrating = !useMounted();
  const [wanted, setWanted] = useState(hydrating);

  useEffect(() => {
    if (wanted) return;
    const node = ref.current;
    const show = () => setWanted(true);
    const observer =
      typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: '200px 0px' });
    if (node && observer) observer.observe(node);
    else show();
    return () => observer?.disconnect();
  }, [wanted]);

  const placeholder = <div style={{ minHeight }} />;
  return (
    <div ref={ref}>
      {wanted ? (
        <Suspense fallback={placeholder}>
          <Section />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
