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

import { dirOf, LANGS, paths, type Lang } from '../paths';
import { isIndexable, publicPath, type PublicPageName, type PublicRoute } from '../public-routes';
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
import { seoText, type SeoTextKey } from './strings';
import type { Catalogue, Head, PublicSettings } from './types';

type PageRecord = Car | Tour | Post;

const PAGE_TEXT: Record<PublicPageName, { title: SeoTextKey; description: SeoTextKey }> = {
  home: { title: 'homeTitle', description: 'homeDescription' },
  fleet: { title: 'fleetTitle', description: 'fleetDescription' },
  tours: { title: 'toursTitle', description: 'toursDescription' },
  blog: { title: 'blogTitle', description: 'blogDescription' },
  contact: { title: 'contactTitle', description: 'contactDescription' },
  booking: { title: 'bookingTitle', description: 'bookingDescription' },
  'my-bookings': { title: 'myBookingsTitle', description: 'myBookingsDescription' },
};

/** The crumbs after Home of a page that is not a record's. */
const PAGE_CRUMB: Record<Exclude<PublicPageName, 'home'>, SeoTextKey> = {
  fleet: 'fleet',
  tours: 'tours',
  blog: 'blog',
  contact: 'contact',
  booking: 'bookingTitle',
  'my-bookings': 'myBookingsTitle',
};

interface Page {
  title: string;
  /** The title inside the document title; the home page puts the site's name first. */
  documentTitle: string;
  description: string;
  ogType: Head['og']['type'];
  /** The record's own picture for link previews; null for the hero's card. */
  image: { picture: ShareImage; alt: string } | null;
  jsonLd: Record<string, unknown>[];
}

// The hero's headline in the page's language says what its picture shows.
const heroImage = (site: Site, lang: Lang) => ({ picture: heroImageOf(site), alt: seoText('homeTitle', lang) });

function assemble(site: Site, lang: Lang, route: PublicRoute | null, page: Page): Head {
  const found = route !== null;
  const { picture, alt } = page.image ?? heroImage(site, lang);
  const url = route ? absoluteUrl(site, publicPath(route)) : null;
  const alternates = route
    ? [
        ...LANGS.map((other) => ({ hreflang: other, href: absoluteUrl(site, publicPath({ ...route, lang: other })) })),
        { hreflang: 'x-default' as const, href: absoluteUrl(site, publicPath({ ...route, lang: 'fr' })) },
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
      localeAlternates: OTHER_LANGS(lang).map((other) => OG_LOCALES[other]),
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
  const text = PAGE_TEXT[name];
  const title = seoText(text.title, lang);
  const jsonLd =
    name === 'home'
      ? [companyJsonLd(site, lang), taxiServiceJsonLd(site, lang)]
      : [companyJsonLd(site, lang), breadcrumbJsonLd(site, lang, [{ name: seoText(PAGE_CRUMB[name], lang), path: publicPath(route) }])];
  return {
    title,
    documentTitle: name === 'home' ? `${site.name} · ${title}` : titled(site, title),
    description: seoText(text.description, lang),
    ogType: 'website',
    image: null,
    jsonLd,
  };
}

function recordPage(site: Site, route: PublicRoute, record: PageRecord): Page {
  const { lang } = route;
  const crumb = (name: string, listName: SeoTextKey, listPath: string) =>
    breadcrumbJsonLd(site, lang, [
      { name: seoText(listName, lang), path: listPath },
      { name, path: publicPath(route) },
    ]);
  const image = (name: string) => {
    const picture = shareImageOf(site, record.image);
    return picture ? { picture, alt: name } : null;
  };
  if (route.name === 'car') {
    const car = record as Car;
    return {
      title: car.name,
      documentTitle: titled(site, car.name),
      description: summary(car.description),
      ogType: 'website',
      image: image(car.name),
      jsonLd: [companyJsonLd(site, lang), carJsonLd(site, lang, car), crumb(car.name, 'fleet', paths.fleet(lang))],
    };
  }
  if (route.name === 'tour') {
    const tour = record as Tour;
    return {
      title: tour.title,
      documentTitle: titled(site, tour.title),
      description: summary(tour.description),
      ogType: 'website',
      image: image(tour.title),
      jsonLd: [companyJsonLd(site, lang), tourJsonLd(site, lang, tour), crumb(tour.title, 'tours', paths.tours(lang))],
    };
  }
  const post = record as Post;
  return {
    title: post.title,
    documentTitle: titled(site, post.title),
    description: summary(post.excerpt),
    ogType: 'article',
    image: image(post.title),
    jsonLd: [companyJsonLd(site, lang), postJsonLd(site, lang, post), crumb(post.title, 'blog', paths.blog(lang))],
  };
}

const NOT_FOUND_TEXT = {
  car: ['carNotFoundTitle', 'carNotFoundDescription'],
  tour: ['tourNotFoundTitle', 'tourNotFoundDescription'],
  post: ['postNotFoundTitle', 'postNotFoundDescription'],
} as const satisfies Record<string, readonly [SeoTextKey, SeoTextKey]>;

export function describePage(
  route: PublicRoute,
  record: PageRecord | null | undefined,
  settings: PublicSettings | null,
  origin: string,
): Head {
  const site = siteOf(settings, origin);
  if (route.id === undefined) return assemble(site, route.lang, route, listPage(site, route));
  if (!record) {
    const [title, description] = NOT_FOUND_TEXT[route.name];
    return assemble(site, route.lang, null, notFoundPage(site, route.lang, title, description));
  }
  return assemble(site, route.lang, route, recordPage(site, route, record));
}

/** The record a route names, if the catalogue holds it. */
export function recordOf(route: PublicRoute, catalogue: Catalogue): PageRecord | null {
  const byId = <T extends { id: string }>(records: T[]) => records.find((record) => record.id === route.id) ?? null;
  if (route.name === 'car') return byId(catalogue.cars);
  if (route.name === 'tour') return byId(catalogue.tours);
  if (route.name === 'post') return byId(catalogue.posts);
  return null;
}

export function headFor(route: PublicRoute, catalogue: Catalogue, origin: string): Head {
  return describePage(route, recordOf(route, catalogue), catalogue.settings, origin);
}

export function notFoundHead(lang: Lang, catalogue: Catalogue, origin: string): Head {
  const site = siteOf(catalogue.settings, origin);
  return assemble(site, lang, null, notFoundPage(site, lang, 'notFoundTitle', 'notFoundDescription'));
}
