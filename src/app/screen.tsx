// Screens and home sections loaded on demand: each brings its module, its catalog and the device
// database together, so that nothing renders half translated or without its data.
import { Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { AppDbBoundary } from '../db/app-db-boundary';
import { loadCatalogs } from '../i18n/i18n';

export function ScreenLoader() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <Loader color="gold.5" type="dots" aria-label="…" />
    </div>
  );
}

/** A lazily loaded component with its feature's catalog. */
export function lazyWithCatalog<M>(catalog: string | null, load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), catalog ? loadCatalogs([catalog]) : undefined]);
    return { default: module[name] as ComponentType };
  });
}

/** A route's screen: `catalog` is the feature folder's name. */
export function screen<M>(catalog: string, load: () => Promise<M>, name: keyof M & string) {
  const Screen = lazyWithCatalog(catalog, load, name);
  return (
    <AppDbBoundary fallback={<ScreenLoader />}>
      <Suspense fallback={<ScreenLoader />}>
        <Screen />
      </Suspense>
    </AppDbBoundary>
  );
}

/**
 * A home section below the fold: its code, catalog and data load once it comes near the viewport,
 * never before the first paint (offline, the service worker has them). `minHeight` keeps the page
 * from jumping when it arrives.
 */
export function DeferredSection({ section, minHeight }: { section: ComponentType; minHeight: number }) {
  const Section = section;
  const ref = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

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
        <AppDbBoundary fallback={placeholder}>
          <Suspense fallback={placeholder}>
            <Section />
          </Suspense>
        </AppDbBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}
