/**
 * The public pages of the site (the pages and records of routes.ts): which page a pathname shows, and
 * the pathname of a page. The server renders and describes (head tags, sitemap) exactly these;
 * everything else (admin, the staff create forms, redirects, unknown paths) is not a public route.
 *
 *   type PublicPageName = 'home' | 'fleet' | 'tours' | 'blog' | 'contact' | 'booking' | 'my-bookings';
 *   type PublicRecordName = 'car' | 'tour' | 'post';
 *   type PublicRoute =
 *     | { lang: Lang; name: PublicPageName; id?: undefined }
 *     | { lang: Lang; name: PublicRecordName; id: string };   // id decoded, as in the record
 *
 *   matchPublicRoute(pathname: string): PublicRoute | null
 *     '/fr' -> { lang: 'fr', name: 'home' }; '/en/car/<id>' -> { lang: 'en', name: 'car', id };
 *     one trailing slash is accepted ('/fr/fleet/'), a query or hash is ignored;
 *     null for '/', '/de/...', '/fr/admin/...', '/fr/tours/create', '/fr/blog/create', '/fr/blog/new',
 *     unknown paths and ids that are not valid percent-encoding.
 *   publicPath(route: PublicRoute): string   (through paths.ts; the inverse of matchPublicRoute)
 *   isIndexable(route: PublicRoute): boolean (false for 'my-bookings': one visitor's own bookings)
 */

import { isLang, pathOf, type Lang } from './paths';
import { pathsOf, ROUTES, type NavRouteName, type PublicPageName, type PublicRecordName, type RouteName, type SiteRoute } from './routes';

export type { PublicPageName, PublicRecordName } from './routes';

/** The service worker's cache of the rendered public pages it keeps for offline visits. */
export const PAGES_CACHE = 'pages';

export type PublicRouteName = PublicPageName | PublicRecordName;

export type PublicRoute =
  | { lang: Lang; name: PublicPageName; id?: undefined }
  | { lang: Lang; name: PublicRecordName; id: string };

const ENTRIES = Object.entries(ROUTES) as [RouteName, SiteRoute][];

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function matchPublicRoute(pathname: string): PublicRoute | null {
  const segments = (pathname.split(/[?#]/)[0] ?? '').split('/');
  if (segments.length > 2 && segments[segments.length - 1] === '') segments.pop();
  const [root, lang, ...rest] = segments;
  if (root !== '' || !isLang(lang)) return null;
  // What follows the language ('' for '/fr', '/fr/' and '/fr//').
  const path = rest.join('/');
  // A fixed path ('blog/create') goes before an id ('blog/:id').
  const fixed = ENTRIES.find(([, route]) => pathsOf(route).includes(path));
  if (fixed) return fixed[1].kind === 'page' ? { lang, name: fixed[0] as PublicPageName } : null;
  for (const [name, route] of ENTRIES) {
    const id = route.kind === 'record' && new RegExp(`^${route.path.replace(':id', '([^/]+)')}$`).exec(path)?.[1];
    if (id) {
      const decoded = decodeSegment(id);
      return decoded ? { lang, name: name as PublicRecordName, id: decoded } : null;
    }
  }
  return null;
}

/**
 * The query of an address as its page reads it: only the parameters the route names (routes.ts
 * `query`), in a fixed order, so that '?utm_source=x&sort=rating' and '?sort=rating' are one page.
 */
export function pageQuery(route: PublicRoute, search: string): string {
  const entry: SiteRoute = ROUTES[route.name];
  const known = entry.kind === 'page' ? (entry.query ?? []) : [];
  if (known.length === 0 || search === '' || search === '?') return '';
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of known) for (const value of given.getAll(name)) kept.append(name, value);
  const text = kept.toString();
  return text ? `?${text}` : '';
}

export function publicPath(route: PublicRoute): string {
  return pathOf(route.lang, ROUTES[route.name].path, route.id);
}

/** Whether search engines should list the page: not a visitor's own bookings. */
export function isIndexable(route: PublicRoute): boolean {
  const entry: SiteRoute = ROUTES[route.name];
  return entry.kind !== 'page' || entry.indexable !== false;
}

/** The pages of the top bar's links, in order. */
export const NAV_ROUTES = ENTRIES.flatMap(([name, route]) => (route.kind === 'page' && route.nav !== undefined ? [name as NavRouteName] : [])).sort(
  (a, b) => ROUTES[a].nav - ROUTES[b].nav,
);
