/**
 * sitemap.xml and robots.txt of the public site.
 *
 *   sitemapXml(catalogue: Catalogue, origin: string, changed?: TableChanges): string
 *     every indexable public page in fr, en and ar (home, fleet, tours, blog, contact, booking, each
 *     car, tour and post of the catalogue), each with its hreflang alternates and, where known, lastmod;
 *     `changed` holds each table's last change, hidden and deleted records included, so that a list
 *     page a record left is dated by that change
 *   robotsTxt(origin: string): string
 */

import { LANGS } from '../paths';
import { publicPath, type PublicRoute } from '../public-routes';
import { absoluteUrl, siteOf, type Site } from './site';
import type { Catalogue } from './types';

/** The last change (ISO date) of each catalogue table, whatever visitors see of it. */
export type TableChanges = Partial<Record<'cars' | 'tours' | 'posts', string>>;

interface Entry {
  route: PublicRoute;
  lastmod: string | undefined;
}

type Route = PublicRoute extends infer R ? (R extends unknown ? Omit<R, 'lang'> : never) : never;

const latest = (...stamps: (string | undefined)[]): string | undefined =>
  stamps.reduce<string | undefined>((max, stamp) => (stamp && (!max || stamp > max) ? stamp : max), undefined);

const newest = (records: { updatedAt: string }[]) => latest(...records.map((record) => record.updatedAt));

function pages(catalogue: Catalogue, changed: TableChanges): { route: Route; lastmod: string | undefined }[] {
  const { cars, tours, posts, settings } = catalogue;
  const settingsAt = settings?.updatedAt;
  const carsAt = latest(newest(cars), changed.cars);
  const toursAt = latest(newest(tours), changed.tours);
  const postsAt = latest(newest(posts), changed.posts);
  return [
    { route: { name: 'home' }, lastmod: latest(carsAt, toursAt, postsAt, settingsAt) },
    { route: { name: 'fleet' }, lastmod: carsAt },
    { route: { name: 'tours' }, lastmod: toursAt },
    { route: { name: 'blog' }, lastmod: postsAt },
    { route: { name: 'contact' }, lastmod: settingsAt },
    { route: { name: 'booking' }, lastmod: latest(carsAt, toursAt, settingsAt) },
    ...cars.map((car) => ({ route: { name: 'car' as const, id: car.id }, lastmod: car.updatedAt })),
    ...tours.map((tour) => ({ route: { name: 'tour' as const, id: tour.id }, lastmod: tour.updatedAt })),
    ...posts.map((post) => ({ route: { name: 'post' as const, id: post.id }, lastmod: post.updatedAt })),
  ];
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

function urlXml(site: Site, entry: Entry): string {
  const href = (route: PublicRoute) => xml(absoluteUrl(site, publicPath(route)));
  const links = [
    ...LANGS.map((lang) => ({ hreflang: lang, href: href({ ...entry.route, lang }) })),
    { hreflang: 'x-default', href: href({ ...entry.route, lang: 'fr' }) },
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
  const entries = pages(catalogue, changed).flatMap(({ route, lastmod }) =>
    LANGS.map((lang): Entry => ({ route: { ...route, lang } as PublicRoute, lastmod })),
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
    'Disallow: /*/tours/create',
    'Disallow: /*/blog/create',
    'Disallow: /*/blog/new',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
