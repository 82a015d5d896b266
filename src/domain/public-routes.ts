/**
 * The public pages of the site, as data: which page a pathname shows, and the pathname of a page.
 * The server renders and describes (head tags, sitemap) exactly these; everything else (admin, the
 * staff create forms, redirects, unknown paths) is not a public route.
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

import { isLang, paths, type Lang } from './paths';

/** The service worker's cache of the rendered public pages it keeps for offline visits. */
export const PAGES_CACHE = 'pages';

export const PUBLIC_PAGE_NAMES = ['home', 'fleet', 'tours', 'blog', 'contact', 'booking', 'my-bookings'] as const;
export type PublicPageName = (typeof PUBLIC_PAGE_NAMES)[number];

export const PUBLIC_RECORD_NAMES = ['car', 'tour', 'post'] as const;
export type PublicRecordName = (typeof PUBLIC_RECORD_NAMES)[number];

export type PublicRouteName = PublicPageName | PublicRecordName;

export type PublicRoute =
  | { lang: Lang; name: PublicPageName; id?: undefined }
  | { lang: Lang; name: PublicRecordName; id: string };

/** The page a first segment after the language names; '' is the home page. */
const PAGES: Record<string, PublicPageName> = {
  '': 'home',
  fleet: 'fleet',
  tours: 'tours',
  blog: 'blog',
  contact: 'contact',
  booking: 'booking',
  'my-bookings': 'my-bookings',
};

/** The record page a first segment names, when followed by an id. */
const RECORDS: Record<string, PublicRecordName> = { car: 'car', tour: 'tour', blog: 'post' };

/** Second segments of /{lang}/{blog|tours}/... that are other screens, not record ids. */
const NOT_IDS: Record<string, readonly string[]> = { blog: ['create', 'new'] };

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function matchPublicRoute(pathname: string): PublicRoute | null {
  const path = pathname.split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/')) return null;
  const segments = path.slice(1).split('/');
  if (segments.length > 1 && segments[segments.length - 1] === '') segments.pop();
  const [first, second = '', third, ...rest] = segments;
  if (!isLang(first) || rest.length > 0) return null;
  const lang = first;

  if (third === undefined) {
    const page = Object.hasOwn(PAGES, second) ? PAGES[second] : undefined;
    return page ? { lang, name: page } : null;
  }
  const record = Object.hasOwn(RECORDS, second) ? RECORDS[second] : undefined;
  if (!record || third === '' || NOT_IDS[second]?.includes(third)) return null;
  const id = decodeSegment(third);
  return id ? { lang, name: record, id } : null;
}

export function publicPath(route: PublicRoute): string {
  switch (route.name) {
    case 'home':
      return paths.home(route.lang);
    case 'fleet':
      return paths.fleet(route.lang);
    case 'tours':
      return paths.tours(route.lang);
    case 'blog':
      return paths.blog(route.lang);
    case 'contact':
      return paths.contact(route.lang);
    case 'booking':
      return paths.booking(route.lang);
    case 'my-bookings':
      return paths.myBookings(route.lang);
    case 'car':
      return paths.car(route.lang, route.id);
    case 'tour':
      return paths.tour(route.lang, route.id);
    case 'post':
      return paths.post(route.lang, route.id);
  }
}

/** Whether search engines should list the page: not a visitor's own bookings. */
export function isIndexable(route: PublicRoute): boolean {
  return route.name !== 'my-bookings';
}
