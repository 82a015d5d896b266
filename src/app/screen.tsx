// Screens and home sections loaded on demand: each brings its module and its catalog together, so
// that nothing renders half translated. Public screens read the page's records until the device
// database answers; the others wait for that database.
import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState, type ComponentType } from 'react';
import { AppDbBoundary } from '../db/app-db-boundary';
import { loadCatalogs } from '../i18n/i18n';
import { ServerDrawnSection } from '../ui/until-live';
import { ScreenErrorBoundary } from '../ui/screen-error-boundary';
import { Loading } from '../ui/loading';

export function ScreenLoader() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <Loading color="gold.5" type="dots" />
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
  /** Drawn by the server and hydrated at once: their styles are linked, their code preloaded. */
  modules: Set<string>;
  /** Drawn by the server, brought to life later (home sections): only their styles are linked. */
  deferredModules: Set<string>;
  /** The catalogs of `modules`. */
  catalogs: Set<string>;
}

const PageAssetsContext = createContext<PageAssets | null>(null);
/** True inside a DeferredSection. */
const DeferredContext = createContext(false);

export const PageAssetsProvider = PageAssetsContext;

/** A lazily loaded component with its feature's catalog; `source` is its module's path under src/. */
export function lazyWithCatalog<M>(
  catalog: string | null,
  load: () => Promise<M>,
  name: keyof M & string,
  source?: string,
): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  // Once loaded, drawn directly: React.lazy would first suspend for a moment (a blank, or a part
  // of the server's page left waiting to be hydrated) even for code already there.
  let Loaded: ComponentType | undefined;
  const start = () =>
    (loading ??= Promise.all([load(), catalog ? loadCatalogs([catalog]) : undefined]).then(([module]) => {
      Loaded = module[name] as ComponentType;
      return { default: Loaded };
    }));
  const Lazy = lazy(start);
  function Screen() {
    const assets = useContext(PageAssetsContext);
    noteAssets(assets, useContext(DeferredContext), source, catalog);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Screen, { preload: start });
}

/** Notes, on the server only, what the page will need in the browser. */
function noteAssets(assets: PageAssets | null, deferred: boolean, source: string | undefined, catalog: string | null) {
  if (!assets) return;
  if (deferred) {
    if (source) assets.deferredModules.add(source);
    return;
  }
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
  return deviceScreen(lazyWithCatalog(catalog, load, name));
}

/** A screen drawn once the device database is open (on the server, its loader only). */
export function deviceScreen(Screen: LazyScreen) {
  return <AppDbBoundary fallback={<ScreenLoader />}>{publicScreen(Screen)}</AppDbBoundary>;
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
 * from jumping when it arrives.
 *
 * The server renders every section, so its page holds them all. The browser does not hydrate them:
 * each stays the server's markup, as it is (links work; its controls are inert, see ui/until-live), until it comes near the
 * viewport, when its code loads and draws the same markup in its place. A section waiting to be
 * hydrated would otherwise be redrawn from scratch by the first update reaching it (a catalog or the
 * device database arriving), and hydrating them all would load every section's code at once.
 */
export function DeferredSection({ name, section: Section, minHeight }: { name: string; section: LazyScreen; minHeight: number }) {
  const id = `home-${name}`;
  const ref = useRef<HTMLDivElement>(null);
  const onServer = typeof document === 'undefined';
  // Hydrating the server's page: what it drew for this section, kept as it is.
  const [serverHtml] = useState(() => (onServer ? null : (document.getElementById(id)?.innerHTML ?? null)));
  const [live, setLive] = useState(onServer);

  useEffect(() => {
    if (live) return;
    const node = ref.current;
    let cancelled = false;
    // The code first: the server's markup then gives way to the same markup, never to a blank.
    const show = () => void Section.preload().then(() => !cancelled && setLive(true), () => !cancelled && setLive(true));
    const observer =
      typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: '200px 0px' });
    if (node && observer) observer.observe(node);
    else show();
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [live, Section]);

  if (!live && serverHtml !== null) return <div id={id} ref={ref} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  const placeholder = <div style={{ minHeight }} />;
  return (
    // data-live: the section's own code draws it now in the browser (until then a click on the server's
    // markup does nothing). Never in the server's markup: hydration would leave it there, untrue.
    <div id={id} ref={ref} data-live={live && !onServer ? '' : undefined}>
      {live ? (
        <DeferredContext value>
          <ServerDrawnSection value={onServer}>
            {/* A section whose code cannot come (offline before the service worker kept it) keeps the server's markup. */}
            <ScreenErrorBoundary fallback={serverHtml === null ? placeholder : <div dangerouslySetInnerHTML={{ __html: serverHtml }} />}>
              <Suspense fallback={placeholder}>
                <Section />
              </Suspense>
            </ScreenErrorBoundary>
          </ServerDrawnSection>
        </DeferredContext>
      ) : (
        placeholder
      )}
    </div>
  );
}
