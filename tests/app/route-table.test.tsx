// The route table (src/domain/routes.ts) is the one source of the site's routes: whatever an entry says,
// the router, paths.ts, matchPublicRoute, the sitemap, robots.txt and the top bar must say too. Each
// expectation is computed from the table, so a new entry is checked without touching this file.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS, matchAdminScreen } from '../../src/app/admin-screens';
import { AppRoutes, screenModules } from '../../src/app/router';
import { ADMIN_ROUTES, type AdminRouteName } from '../../src/domain/admin-routes';
import { LANGS, paths, type Lang } from '../../src/domain/paths';
import { isIndexable, matchPublicRoute, NAV_ROUTES, publicPath, type PublicRoute } from '../../src/domain/public-routes';
import { ROUTES, type SiteRoute } from '../../src/domain/routes';
import { headFor } from '../../src/domain/seo/head';
import { robotsTxt, sitemapXml } from '../../src/domain/seo/sitemap';
import { ORIGIN, visitorCatalogue } from '../seo/catalogue-fixture';
import { renderAt } from './render';

const ENTRIES = Object.entries(ROUTES) as [keyof typeof ROUTES, SiteRoute][];
const ID = 'some id/é';
const catalogue = visitorCatalogue();
const camelCase = (name: string) => name.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase());
/** The path of an entry as a visitor types it: the id percent-encoded. */
const pathOfEntry = (lang: Lang, path: string) => `/${lang}` + (path ? `/${path.replace(':id', encodeURIComponent(ID))}` : '');

/** The public route an entry stands for, or null for a staff screen. */
function routeOf(lang: Lang, name: string, route: SiteRoute): PublicRoute | null {
  if (route.kind === 'page') return { lang, name } as PublicRoute;
  if (route.kind === 'record') return { lang, name, id: ID } as PublicRoute;
  return null;
}

describe('the route table', () => {
  it('gives every entry a path that matchPublicRoute maps back to it, in every language (a staff screen to none)', () => {
    const expected = LANGS.flatMap((lang) =>
      ENTRIES.flatMap(([name, route]) => {
        const former = route.kind === 'staff' ? (route.formerPaths ?? []) : [];
        return [route.path, ...former].map((path) => [pathOfEntry(lang, path), routeOf(lang, name, route)]);
      }),
    );
    const matched = expected.map(([path]) => [path, matchPublicRoute(path as string)]);
    expect(matched).toEqual(expected);
    expect(expected.filter(([, route]) => route === null)).toHaveLength(LANGS.length * 3);
  });

  it('builds paths.ts for each entry, named in camelCase, the inverse of matchPublicRoute', () => {
    for (const [name, route] of ENTRIES) {
      const build = (paths as unknown as Record<string, (lang: Lang, id?: string) => string>)[camelCase(name)];
      expect(build, name).toBeTypeOf('function');
      for (const lang of LANGS) {
        // Only a record's builder takes an id (the booking wizard's takes what it opens on).
        expect(route.path.includes(':id') ? build!(lang, ID) : build!(lang)).toBe(pathOfEntry(lang, route.path));
        const publicRoute = routeOf(lang, name, route);
        if (publicRoute) expect(publicPath(publicRoute)).toBe(pathOfEntry(lang, route.path));
      }
    }
  });

  it('lists in the sitemap exactly the indexable pages, then every record of their tables, in each language', () => {
    const locs = [...sitemapXml(catalogue, ORIGIN).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const pages = ENTRIES.filter(([, route]) => route.kind === 'page' && route.indexable !== false).map(([name]) => ({ name }));
    const records = ENTRIES.flatMap(([name, route]) =>
      route.kind === 'record' ? catalogue[route.records].map((record) => ({ name, id: record.id })) : [],
    );
    const expected = [...pages, ...records].flatMap((route) =>
      LANGS.map((lang) => `${ORIGIN}${publicPath({ ...route, lang } as PublicRoute)}`),
    );
    expect(locs).toEqual(expected);
    expect(records.length).toBeGreaterThan(0);
  });

  it('tells search engines to keep out of exactly the pages left out of the sitemap and the staff screens', () => {
    for (const [name, route] of ENTRIES) {
      if (route.kind === 'staff') continue;
      const publicRoute = routeOf('en', name, route)!;
      const indexable = route.kind === 'record' || route.indexable !== false;
      expect(isIndexable(publicRoute), name).toBe(indexable);
      if (route.kind === 'page') expect(headFor(publicRoute, catalogue, ORIGIN).robots, name).toBe(indexable ? 'index, follow' : 'noindex');
    }
    const disallowed = robotsTxt(ORIGIN)
      .split('\n')
      .filter((line) => line.startsWith('Disallow: /*/') && !line.includes('admin'));
    expect(disallowed).toEqual(
      ENTRIES.flatMap(([, route]) => (route.kind === 'staff' ? [route.path, ...(route.formerPaths ?? [])] : [])).map((path) => `Disallow: /*/${path}`),
    );
  });

  it('links in the top bar the pages that ask for it, in their order', async () => {
    const wanted = ENTRIES.flatMap(([name, route]) => (route.kind === 'page' && route.nav !== undefined ? [[route.nav, name] as const] : []))
      .sort(([a], [b]) => a - b)
      .map(([, name]) => name);
    expect(NAV_ROUTES).toEqual(wanted);
    await renderAt('/en', <AppRoutes />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(wanted.map((name) => pathOfEntry('en', ROUTES[name].path)));
  });

  it('loads each screen from the router’s modules, which hold no other', async () => {
    const modules = ENTRIES.flatMap(([, route]) => (route.screen ? [route.screen] : []));
    expect(Object.keys(screenModules).sort()).toEqual([...new Set(modules.map(({ module }) => `../features/${module}`))].sort());
    for (const { module, export: name } of modules) {
      const loaded = (await screenModules[`../features/${module}`]!()) as Record<string, unknown>;
      expect(typeof loaded[name], `${module} exports ${name}`).toBe('function');
    }
  });
});

describe('the back office’s routes', () => {
  it('give each screen of the registry its path, and paths.admin a builder for each', () => {
    expect(ADMIN_SCREENS.map((s) => [s.id, s.path])).toEqual(Object.entries(ADMIN_ROUTES));
    const builders = paths.admin as unknown as Record<string, (lang: Lang, id: string) => string>;
    for (const name of Object.keys(ADMIN_ROUTES) as AdminRouteName[]) {
      // The invoice's builder keeps its older name.
      const url = builders[name === 'invoice' ? 'bookingInvoice' : name]!('ar', 'x1');
      expect(url).toBe(`/ar/admin${ADMIN_ROUTES[name] ? `/${ADMIN_ROUTES[name].replace(':id', 'x1')}` : ''}`);
      expect(matchAdminScreen(url)?.id).toBe(name);
    }
  });
});
