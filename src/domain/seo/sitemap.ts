/**
 * sitemap.xml and robots.txt of the public site.
 *
 *   sitemapXml(catalogue: Catalogue, origin: string, changed?: TableChanges): string
 *     every indexable public page in fr, en and ar (a record's in the languages it is written in; the pages of routes.ts with a `sitemap`, dated by
 *     the tables it names, then every car, tour and post of the catalogue), each with its hreflang
 *     alternates and, where known, lastmod;
 *     `changed` holds each table's last change, hidden and deleted records included, so that a list
 *     page a record left is dated by that change
 *   robotsTxt(origin: string): string
 */

import { FALLBACK_ORDER, presentLangs } from '../content-lang';
import { LANGS, type Lang } from '../paths';
import { publicPath, type PublicRecordName, type PublicRoute } from '../public-routes';
import { pathsOf, ROUTES, type IndexablePageName, type RecordTable, type SiteRoute } from '../routes';
import { PAGE_SEO } from './strings';
import { absoluteUrl, siteOf, type Site } from './site';
import type { Catalogue } from './types';

/** The last change (ISO date) of each catalogue table, whatever visitors see of it. */
export type TableChanges = Partial<Record<'cars' | 'tours' | 'posts', string>>;

interface Entry {
  route: PublicRoute;
  lastmod: string | undefined;
  /** The languages the page exists in: a record's, every language for the other pages. */
  langs: readonly Lang[];
}

type Route = PublicRoute extends infer R ? (R extends unknown ? Omit<R, 'lang'> : never) : never;

const latest = (...stamps: (string | undefined)[]): string | undefined =>
  stamps.reduce<string | undefined>((max, stamp) => (stamp && (!max || stamp > max) ? stamp : max), undefined);

const newest = (records: { updatedAt: string }[]) => latest(...records.map((record) => record.updatedAt));

function pages(catalogue: Catalogue, changed: TableChanges): { route: Route; lastmod: string | undefined; langs: readonly Lang[] }[] {
  const changedAt: Record<RecordTable | 'settings', string | undefined> = {
    cars: latest(newest(catalogue.cars), changed.cars),
    tours: latest(newest(catalogue.tours), changed.tours),
    posts: latest(newest(catalogue.posts), changed.posts),
    settings: catalogue.settings?.updatedAt,
  };
  const entries = Object.entries(ROUTES) as [string, SiteRoute][];
  return [
    ...entries.flatMap(([name, route]) =>
      route.kind === 'page' && route.indexable !== false
        ? [
            {
              route: { name: name as IndexablePageName },
              lastmod: latest(...PAGE_SEO[name as IndexablePageName].lastmod.map((table) => changedAt[table])),
              langs: LANGS,
            },
          ]
        : [],
    ),
    ...entries.flatMap(([name, route]) =>
      route.kind === 'record'
        ? catalogue[route.records].map((record) => ({
            route: { name: name as PublicRecordName, id: record.id },
            lastmod: record.updatedAt,
            langs: presentLangs(route.records, record),
          }))
        : [],
    ),
  ];
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

function urlXml(site: Site, entry: Entry): string {
  const href = (route: PublicRoute) => xml(absoluteUrl(site, publicPath(route)));
  const links = [
    ...entry.langs.map((lang) => ({ hreflang: lang, href: href({ ...entry.route, lang }) })),
    { hreflang: 'x-default', href: href({ ...entry.route, lang: FALLBACK_ORDER.find((l) => entry.langs.includes(l)) ?? 'fr' }) },
  ];
  return [
    '  <url>',
    `    <loc>${href(entry.route)}</loc>`,
    ...links.map((link) => `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${link.href}"/>`),
    ...(entry.lastmod ? [`    <lastmod>${xml(new Date(entry.lastmod).toISOString())}</lastmod>`] : []),
    '  </url>',
  ].join('\n');
}

export function sitemapXml(catalogue: Catalogue, origin: string, changed: TableChanges = {}): string {
  const site = siteOf(catalogue.settings, origin);
  // A record not written in a language has no page of its own in it: its fallback page is not listed.
  const entries = pages(catalogue, changed).flatMap(({ route, lastmod, langs }) =>
    langs.map((lang): Entry => ({ route: { ...route, lang } as PublicRoute, lastmod, langs })),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map((entry) => urlXml(site, entry)),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    // Staff photos are shown on public pages and in link previews.
    'Allow: /api/attachments/',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /*/admin',
    // The staff screens under the public layout, and the paths that send there.
    ...Object.values(ROUTES).flatMap((route) => (route.kind === 'staff' ? pathsOf(route).map((path) => `Disallow: /*/${path}`) : [])),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
