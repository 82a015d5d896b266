/**
 * The head of every public page, per language: what search engines and link previews read.
 *
 *   headFor(route: PublicRoute, catalogue: Catalogue, origin: string): Head
 *     the page of a car, tour or post not in the catalogue gets status 404 and its not-found title;
 *   notFoundHead(lang: Lang, catalogue: Catalogue, origin: string): Head   (a path that is no page)
 *   describePage(route, record, settings, origin): Head   what headFor does once the record is found
 *     (record: the car, tour or post of a record route, null when there is none; ignored otherwise).
 *
 * origin is scheme://host[:port] (a trailing slash is dropped); every URL in the head is absolute.
 */

import { FALLBACK_ORDER, localizedText, presentLangs } from '../content-lang';
import { dirOf, LANGS, paths, type Lang } from '../paths';
import { isIndexable, publicPath, type PublicPageName, type PublicRecordName, type PublicRoute } from '../public-routes';
import { ROUTES, type RecordTable } from '../routes';
import type { Car, Post, Tour } from '../types';
import { breadcrumbJsonLd, carJsonLd, companyJsonLd, postJsonLd, taxiServiceJsonLd, tourJsonLd } from './json-ld';
import {
  absoluteUrl,
  heroImageOf,
  OG_LOCALES,
  OTHER_LANGS,
  shareImageOf,
  siteOf,
  summary,
  type ShareImage,
  type Site,
} from './site';
import { PAGE_SEO, seoText, type SeoTextKey } from './strings';
import type { Catalogue, Head, PublicSettings } from './types';

type PageRecord = Car | Tour | Post;

interface Page {
  title: string;
  /** The title inside the document title; the home page puts the site's name first. */
  documentTitle: string;
  description: string;
  ogType: Head['og']['type'];
  /** The record's own picture for link previews; null for the hero's card. */
  image: { picture: ShareImage; alt: string } | null;
  jsonLd: Record<string, unknown>[];
  /** The languages the page exists in (a record's); every language when absent. */
  langs?: readonly Lang[];
}

// The hero's headline in the page's language says what its picture shows.
const heroImage = (site: Site, lang: Lang) => ({ picture: heroImageOf(site), alt: seoText('homeTitle', lang) });

function assemble(site: Site, lang: Lang, route: PublicRoute | null, page: Page): Head {
  const found = route !== null;
  const { picture, alt } = page.image ?? heroImage(site, lang);
  const langs = page.langs ?? LANGS;
  // A record not written in the page's language is the same text as in its own: that page is canonical.
  const canonicalLang = langs.includes(lang) ? lang : (FALLBACK_ORDER.find((l) => langs.includes(l)) ?? lang);
  const url = route ? absoluteUrl(site, publicPath({ ...route, lang: canonicalLang })) : null;
  const defaultLang = FALLBACK_ORDER.find((l) => langs.includes(l)) ?? 'fr';
  const alternates = route
    ? [
        ...LANGS.filter((other) => langs.includes(other)).map((other) => ({
          hreflang: other,
          href: absoluteUrl(site, publicPath({ ...route, lang: other })),
        })),
        { hreflang: 'x-default' as const, href: absoluteUrl(site, publicPath({ ...route, lang: defaultLang })) },
      ]
    : [];
  return {
    status: found ? 200 : 404,
    lang,
    dir: dirOf(lang),
    title: page.documentTitle,
    description: page.description,
    robots: found && isIndexable(route) ? 'index, follow' : 'noindex',
    canonical: url,
    alternates,
    og: {
      type: page.ogType,
      title: page.title,
      description: page.description,
      url: url ?? absoluteUrl(site, paths.home(lang)),
      image: picture.url,
      imageType: picture.type,
      imageSize: picture.size,
      imageAlt: alt,
      locale: OG_LOCALES[lang],
      localeAlternates: OTHER_LANGS(lang)
        .filter((other) => langs.includes(other))
        .map((other) => OG_LOCALES[other]),
      siteName: site.name,
    },
    twitter: {
      card: 'summary_large_image',
      title: page.title,
      description: page.description,
      image: picture.url,
      imageAlt: alt,
    },
    jsonLd: found ? page.jsonLd : [],
  };
}

const titled = (site: Site, title: string) => `${title} · ${site.name}`;

function notFoundPage(site: Site, lang: Lang, title: SeoTextKey, description: SeoTextKey): Page {
  const text = seoText(title, lang);
  return {
    title: text,
    documentTitle: titled(site, text),
    description: seoText(description, lang),
    ogType: 'website',
    image: null,
    jsonLd: [],
  };
}

function listPage(site: Site, route: PublicRoute & { name: PublicPageName }): Page {
  const { lang, name } = route;
  const head = PAGE_SEO[name];
  const title = seoText(head.title, lang);
  const jsonLd =
    head.jsonLd === 'home'
      ? [companyJsonLd(site, lang), taxiServiceJsonLd(site, lang)]
      : [companyJsonLd(site, lang), breadcrumbJsonLd(site, lang, [{ name: seoText(head.crumb, lang), path: publicPath(route) }])];
  return {
    title,
    documentTitle: name === 'home' ? `${site.name} · ${title}` : titled(site, title),
    description: seoText(head.description, lang),
    ogType: 'website',
    image: null,
    jsonLd,
  };
}

/** What a record page says of its record, by the table it comes from. */
// Each in the page's language, or the text's fallback where it is not written in it.
const RECORD_PAGES = {
  cars: (site: Site, lang: Lang, car: Car) => ({
    title: car.name,
    description: summary(localizedText(car, 'description', lang)),
    ogType: 'website' as const,
    jsonLd: carJsonLd(site, lang, car),
    langs: presentLangs('cars', car),
  }),
  tours: (site: Site, lang: Lang, tour: Tour) => ({
    title: localizedText(tour, 'title', lang),
    description: summary(localizedText(tour, 'summary', lang) || localizedText(tour, 'description', lang)),
    ogType: 'website' as const,
    jsonLd: tourJsonLd(site, lang, tour),
    langs: presentLangs('tours', tour),
  }),
  posts: (site: Site, lang: Lang, post: Post) => ({
    title: localizedText(post, 'title', lang),
    description: summary(localizedText(post, 'excerpt', lang)),
    ogType: 'article' as const,
    jsonLd: postJsonLd(site, lang, post),
    langs: presentLangs('posts', post),
  }),
} satisfies Record<RecordTable, (site: Site, lang: Lang, record: never) => unknown>;

function recordPage(site: Site, route: PublicRoute & { name: PublicRecordName }, record: PageRecord): Page {
  const { lang } = route;
  const { records } = ROUTES[route.name];
  const { list } = PAGE_SEO[route.name];
  // `record` is one of `records` (recordOf found it there).
  const { title, description, ogType, jsonLd, langs } = RECORD_PAGES[records](site, lang, record as never);
  const picture = shareImageOf(site, record.image);
  return {
    title,
    documentTitle: titled(site, title),
    description,
    ogType,
    image: picture ? { picture, alt: title } : null,
    langs,
    jsonLd: [
      companyJsonLd(site, lang),
      jsonLd,
      breadcrumbJsonLd(site, lang, [
        { name: seoText(PAGE_SEO[list].crumb, lang), path: publicPath({ lang, name: list }) },
        { name: title, path: publicPath(route) },
      ]),
    ],
  };
}

export function describePage(
  route: PublicRoute,
  record: PageRecord | null | undefined,
  settings: PublicSettings | null,
  origin: string,
): Head {
  const site = siteOf(settings, origin);
  if (route.id === undefined) return assemble(site, route.lang, route, listPage(site, route));
  if (!record) {
    const [title, description] = PAGE_SEO[route.name].notFound;
    return assemble(site, route.lang, null, notFoundPage(site, route.lang, title, description));
  }
  return assemble(site, route.lang, route, recordPage(site, route, record));
}

/** The record a route names, if the catalogue holds it. */
export function recordOf(route: PublicRoute, catalogue: Catalogue): PageRecord | null {
  if (route.id === undefined) return null;
  const records: readonly PageRecord[] = catalogue[ROUTES[route.name].records];
  return records.find((record) => record.id === route.id) ?? null;
}

export function headFor(route: PublicRoute, catalogue: Catalogue, origin: string): Head {
  return describePage(route, recordOf(route, catalogue), catalogue.settings, origin);
}

export function notFoundHead(lang: Lang, catalogue: Catalogue, origin: string): Head {
  const site = siteOf(catalogue.settings, origin);
  return assemble(site, lang, null, notFoundPage(site, lang, 'notFoundTitle', 'notFoundDescription'));
}
