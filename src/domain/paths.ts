// Every URL of the app is built here, so that no component concatenates a route by hand: the site's
// routes are those of routes.ts, the back office's those of admin-routes.ts.

import { ADMIN_ROUTES } from './admin-routes';
import { ROUTES } from './routes';

export const LANGS = ['fr', 'en', 'ar'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'fr';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export function dirOf(lang: Lang): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

const at = (lang: Lang, rest = '') => (rest ? `/${lang}/${rest}` : `/${lang}`);

/** The path of a route of routes.ts or admin-routes.ts: `pattern` under /{lang}/, its ':id' filled in. */
export const pathOf = (lang: Lang, pattern: string, id = '') => at(lang, pattern.replace(':id', () => encodeURIComponent(id)));

type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : Name;
type PathBuilder<Pattern extends string> = Pattern extends `${string}:id${string}`
  ? (lang: Lang, id: string) => string
  : (lang: Lang) => string;

const builder = (pattern: string) => (lang: Lang, id?: string) => pathOf(lang, pattern, id);

/** A builder per route of routes.ts, named as the route in camelCase ('my-bookings': myBookings). */
const site = Object.fromEntries(
  Object.entries(ROUTES).map(([name, route]) => [name.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase()), builder(route.path)]),
) as { [Name in keyof typeof ROUTES as CamelCase<Name>]: PathBuilder<(typeof ROUTES)[Name]['path']> };

const { invoice, ...admin } = Object.fromEntries(
  Object.entries(ADMIN_ROUTES).map(([name, path]) => [name, builder(path ? `admin/${path}` : 'admin')]),
) as { [Name in keyof typeof ADMIN_ROUTES]: PathBuilder<(typeof ADMIN_ROUTES)[Name]> };

export const paths = {
  ...site,
  /** The booking wizard, optionally opened on a service, a vehicle or a tour. */
  booking: (lang: Lang, service?: string, choice: { vehicle?: string; tour?: string } = {}) => {
    const query = new URLSearchParams();
    if (service) query.set('service', service);
    if (choice.vehicle) query.set('vehicle', choice.vehicle);
    if (choice.tour) query.set('tour', choice.tour);
    const search = query.toString();
    return site.booking(lang) + (search ? `?${search}` : '');
  },
  admin: {
    /** The staff sign-in; `next` is where to go once signed in (a path of this app). */
    login: (lang: Lang, next?: string) =>
      at(lang, 'admin/login') + (next ? `?next=${encodeURIComponent(next)}` : ''),
    ...admin,
    // The invoice screen's id is older than this name of its path.
    bookingInvoice: invoice,
  },
} as const;

/**
 * Where to go after signing in: `next` when it is a path of this app under a language prefix (never
 * another site, never the sign-in page itself), else the dashboard of `lang`.
 */
export function safeNextPath(next: string | null | undefined, lang: Lang): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return paths.admin.dashboard(lang);
  const pathname = next.split(/[?#]/)[0] ?? '';
  if (!langOfPath(pathname) || /^\/[a-z]{2}\/admin\/login\/?$/.test(pathname)) return paths.admin.dashboard(lang);
  return next;
}

/** The language prefix of a pathname, if it has a valid one. */
export function langOfPath(pathname: string): Lang | null {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : null;
}

/** The same location in another language: only the first segment changes. */
export function withLang(pathname: string, lang: Lang): string {
  const segments = pathname.split('/');
  if (isLang(segments[1])) {
    segments[1] = lang;
    return segments.join('/');
  }
  return at(lang, pathname.replace(/^\/+/, ''));
}

/**
 * Where a path outside a language prefix belongs: `/` goes to the default language,
 * `/admin/...` to its admin area, anything else under the default prefix.
 * Returns null when the path already has a language prefix.
 */
export function canonicalPath(pathname: string): string | null {
  if (langOfPath(pathname)) return null;
  const rest = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  return at(DEFAULT_LANG, rest);
}
