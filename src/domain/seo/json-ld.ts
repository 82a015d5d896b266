// schema.org structured data of the public pages: the company, its taxi service, a car as a product
// offered by the hour, a tour as a tourist trip, a post as a blog posting, and the breadcrumbs.

import { localized, localizedText } from '../content-lang';
import { paths, type Lang } from '../paths';
import type { Car, Post, Tour } from '../types';
import { absoluteUrl, heroImageOf, shareImageOf, summary, type Site } from './site';
import { seoText } from './strings';

type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

export const companyId = (site: Site) => `${site.origin}/#company`;

const company = (site: Site) => ({ '@id': companyId(site) });

/** Paris, Belgium, Tunisia and the French Riviera, named in the page's language. */
function areaServed(lang: Lang): JsonLd[] {
  const [paris, belgium, tunisia, riviera] = seoText('areaServed', lang).split(' · ');
  return [
    { '@type': 'City', name: paris },
    { '@type': 'Country', name: belgium },
    { '@type': 'Country', name: tunisia },
    { '@type': 'Place', name: riviera },
  ];
}

/** '12 Avenue des Champs-Élysées, 75008 Paris, France' as a PostalAddress (street, postal code, town). */
export function postalAddress(line: string): JsonLd {
  const parts = line.split(',').map((part) => part.trim()).filter(Boolean);
  const townAt = parts.findIndex((part) => /^\d{4,5}\s+\S/.test(part));
  if (townAt <= 0) return { '@type': 'PostalAddress', streetAddress: line.trim(), addressCountry: 'FR' };
  const [, postalCode, locality] = /^(\d{4,5})\s+(.+)$/.exec(parts[townAt] ?? '') ?? [];
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.slice(0, townAt).join(', '),
    postalCode,
    addressLocality: locality,
    addressCountry: 'FR',
  };
}

export function companyJsonLd(site: Site, lang: Lang): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    '@id': companyId(site),
    name: site.name,
    legalName: site.legalName,
    description: seoText('homeDescription', lang),
    url: absoluteUrl(site, paths.home(lang)),
    logo: absoluteUrl(site, '/icons/icon-512.png'),
    image: heroImageOf(site).url,
    telephone: site.phone,
    email: site.email,
    address: postalAddress(site.address),
    areaServed: areaServed(lang),
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '00:00',
      closes: '23:59',
    },
    currenciesAccepted: 'EUR',
    paymentAccepted: 'Cash, Credit Card',
  };
}

export function taxiServiceJsonLd(site: Site, lang: Lang): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'TaxiService',
    name: site.name,
    description: seoText('homeDescription', lang),
    url: absoluteUrl(site, paths.home(lang)),
    provider: company(site),
    areaServed: areaServed(lang),
  };
}

function rating(value: string, count: number): JsonLd | undefined {
  const ratingValue = Number(value);
  if (!(count > 0) || !Number.isFinite(ratingValue)) return undefined;
  return { '@type': 'AggregateRating', ratingValue: value, reviewCount: count, bestRating: '5' };
}

/** The record's picture as link previews show it; none when it has no raster one. */
function imageOf(site: Site, image: string | undefined): { image?: string } {
  const picture = shareImageOf(site, image);
  return picture ? { image: picture.url } : {};
}

export function carJsonLd(site: Site, lang: Lang, car: Car): JsonLd {
  const url = absoluteUrl(site, paths.car(lang, car.id));
  const aggregateRating = rating(car.rating, car.reviewCount);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: car.name,
    description: summary(localizedText(car, 'description', lang), 500),
    ...imageOf(site, car.image),
    category: car.category,
    url,
    ...(aggregateRating ? { aggregateRating } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: car.pricePerHour,
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: car.pricePerHour,
        priceCurrency: 'EUR',
        unitCode: 'HUR',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'HUR' },
      },
      availability: car.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: company(site),
    },
  };
}

export function tourJsonLd(site: Site, lang: Lang, tour: Tour): JsonLd {
  const url = absoluteUrl(site, paths.tour(lang, tour.id));
  const aggregateRating = rating(tour.rating, tour.reviewCount);
  return {
    '@context': CONTEXT,
    '@type': 'TouristTrip',
    '@id': `${url}#trip`,
    name: localizedText(tour, 'title', lang),
    description: summary(localizedText(tour, 'description', lang), 500),
    ...imageOf(site, tour.image),
    url,
    touristType: tour.category === 'shared' ? 'Small group' : 'Private',
    provider: company(site),
    ...(aggregateRating ? { aggregateRating } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: tour.price,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      seller: company(site),
    },
  };
}

export function postJsonLd(site: Site, lang: Lang, post: Post): JsonLd {
  const url = absoluteUrl(site, paths.post(lang, post.id));
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    headline: summary(localizedText(post, 'title', lang), 110),
    description: summary(localizedText(post, 'excerpt', lang)),
    ...imageOf(site, post.image),
    url,
    mainEntityOfPage: url,
    inLanguage: localized(post, 'content', lang).lang,
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Organization', name: seoText('postAuthor', lang), url: absoluteUrl(site, paths.blog(lang)) },
    publisher: company(site),
  };
}

/** Home, then each crumb; the last one is the page itself. */
export function breadcrumbJsonLd(site: Site, lang: Lang, crumbs: { name: string; path: string }[]): JsonLd {
  const trail = [{ name: seoText('home', lang), path: paths.home(lang) }, ...crumbs];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  };
}
