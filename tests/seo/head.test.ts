// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../src/domain/paths';
import { type PublicPageName, type PublicRoute } from '../../src/domain/public-routes';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { describePage, headFor, notFoundHead } from '../../src/domain/seo/head';
import { SEO_TEXT } from '../../src/domain/seo/strings';
import type { Catalogue, Head } from '../../src/domain/seo/types';
import { ORIGIN, visitorCatalogue } from './catalogue-fixture';
import { blankTexts, localizedText } from '../../src/domain/content-lang';
import { sitemapXml } from '../../src/domain/seo/sitemap';
import { summary } from '../../src/domain/seo/site';

const catalogue = visitorCatalogue();
const SITE = 'Paris Prestige Chauffeur';
/** The card the build draws of the home page's hero drawing (scripts/og-images.mjs). */
const HERO = `${ORIGIN}/og/images/hero.png`;
const CARD = { imageType: 'image/png', imageSize: { width: 1200, height: 630 } };

const types = (head: Head) => head.jsonLd.map((data) => data['@type']);
const ofType = (head: Head, type: string) => head.jsonLd.find((data) => data['@type'] === type) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function alternatesOf(path: (lang: Lang) => string) {
  return [
    { hreflang: 'fr', href: `${ORIGIN}${path('fr')}` },
    { hreflang: 'en', href: `${ORIGIN}${path('en')}` },
    { hreflang: 'ar', href: `${ORIGIN}${path('ar')}` },
    { hreflang: 'x-default', href: `${ORIGIN}${path('fr')}` },
  ];
}

const LIST_PAGES: [Exclude<PublicPageName, 'home' | 'my-bookings'>, string, keyof typeof SEO_TEXT, keyof typeof SEO_TEXT, keyof typeof SEO_TEXT][] = [
  ['fleet', 'fleet', 'fleetTitle', 'fleetDescription', 'fleet'],
  ['tours', 'tours', 'toursTitle', 'toursDescription', 'tours'],
  ['blog', 'blog', 'blogTitle', 'blogDescription', 'blog'],
  ['contact', 'contact', 'contactTitle', 'contactDescription', 'contact'],
  ['booking', 'booking', 'bookingTitle', 'bookingDescription', 'bookingTitle'],
];

describe.each(LANGS)('headFor in %s', (lang) => {
  it('describes the home page with the company and its taxi service', () => {
    const head = headFor({ lang, name: 'home' }, catalogue, `${ORIGIN}/`);
    expect(head.status).toBe(200);
    expect(head.lang).toBe(lang);
    expect(head.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(head.title).toBe(`${SITE} · ${SEO_TEXT.homeTitle[lang]}`);
    expect(head.description).toBe(SEO_TEXT.homeDescription[lang]);
    expect(head.robots).toBe('index, follow');
    expect(head.canonical).toBe(`${ORIGIN}/${lang}`);
    expect(head.alternates).toEqual(alternatesOf((l) => `/${l}`));
    expect(head.og).toEqual({
      type: 'website',
      title: SEO_TEXT.homeTitle[lang],
      description: SEO_TEXT.homeDescription[lang],
      url: `${ORIGIN}/${lang}`,
      image: HERO,
      ...CARD,
      imageAlt: SEO_TEXT.homeTitle[lang],
      locale: { fr: 'fr_FR', en: 'en_GB', ar: 'ar_AR' }[lang],
      localeAlternates: ['fr_FR', 'en_GB', 'ar_AR'].filter((locale) => !locale.startsWith(lang)),
      siteName: SITE,
    });
    expect(head.twitter).toEqual({
      card: 'summary_large_image',
      title: SEO_TEXT.homeTitle[lang],
      description: SEO_TEXT.homeDescription[lang],
      image: HERO,
      imageAlt: SEO_TEXT.homeTitle[lang],
    });
    expect(types(head)).toEqual(['LocalBusiness', 'TaxiService']);
    const company = ofType(head, 'LocalBusiness');
    expect(company).toMatchObject({
      '@context': 'https://schema.org',
      name: SITE,
      telephone: '+33 1 84 60 00 00',
      email: 'contact@paris-prestige-chauffeur.fr',
      url: `${ORIGIN}/${lang}`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Avenue des Champs-Élysées',
        postalCode: '75008',
        addressLocality: 'Paris',
        addressCountry: 'FR',
      },
    });
    expect(company.areaServed.map((place: { name: string }) => place.name).join(' · ')).toBe(SEO_TEXT.areaServed[lang]);
    expect(ofType(head, 'TaxiService')).toMatchObject({ provider: { '@id': company['@id'] }, areaServed: company.areaServed });
  });

  it.each(LIST_PAGES)('describes the %s page', (name, segment, title, description, crumb) => {
    const head = headFor({ lang, name }, catalogue, ORIGIN);
    expect(head.title).toBe(`${SEO_TEXT[title][lang]} · ${SITE}`);
    expect(head.description).toBe(SEO_TEXT[description][lang]);
    expect(head.canonical).toBe(`${ORIGIN}/${lang}/${segment}`);
    expect(head.alternates).toEqual(alternatesOf((l) => `/${l}/${segment}`));
    expect(head.og).toMatchObject({ image: HERO, ...CARD, imageAlt: SEO_TEXT.homeTitle[lang] });
    expect(head.twitter.image).toBe(HERO);
    expect(ofType(head, 'LocalBusiness').image).toBe(HERO);
    expect(types(head)).toEqual(['LocalBusiness', 'BreadcrumbList']);
    expect(ofType(head, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: SEO_TEXT.home[lang], item: `${ORIGIN}/${lang}` },
      { '@type': 'ListItem', position: 2, name: SEO_TEXT[crumb][lang], item: `${ORIGIN}/${lang}/${segment}` },
    ]);
  });

  it('describes a car as a product offered by the hour', () => {
    const car = catalogue.cars.find((c) => c.id === SAMPLE_IDS.cars.eClass)!;
    const head = headFor({ lang, name: 'car', id: car.id }, catalogue, ORIGIN);
    const url = `${ORIGIN}/${lang}/car/${car.id}`;
    expect(head.title).toBe(`Mercedes-Benz E-Class · ${SITE}`);
    expect(head.og.title).toBe('Mercedes-Benz E-Class');
    expect(head.description.length).toBeLessThanOrEqual(155);
    // In the page's language, cut at a word.
    const words = localizedText(car, 'description', lang).split(' ');
    expect(head.description.startsWith(words.slice(0, 4).join(' '))).toBe(true);
    expect(head.description).toMatch(/…$/);
    expect(head.canonical).toBe(url);
    expect(head.alternates).toEqual(alternatesOf((l) => `/${l}/car/${car.id}`));
    // Link previews show no SVG: the card the build draws of the drawing.
    expect(head.og).toMatchObject({ image: `${ORIGIN}/og/images/cars/mercedes-e-class.png`, ...CARD, imageAlt: 'Mercedes-Benz E-Class' });
    expect(types(head)).toEqual(['LocalBusiness', 'Product', 'BreadcrumbList']);
    expect(ofType(head, 'Product')).toMatchObject({
      name: 'Mercedes-Benz E-Class',
      image: `${ORIGIN}/og/images/cars/mercedes-e-class.png`,
      url,
      aggregateRating: { ratingValue: '4.9', reviewCount: 127 },
      offers: {
        '@type': 'Offer',
        price: '89.00',
        priceCurrency: 'EUR',
        priceSpecification: { unitCode: 'HUR', price: '89.00', priceCurrency: 'EUR' },
        availability: 'https://schema.org/InStock',
      },
    });
    expect(ofType(head, 'BreadcrumbList').itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
      [SEO_TEXT.home[lang], `${ORIGIN}/${lang}`],
      [SEO_TEXT.fleet[lang], `${ORIGIN}/${lang}/fleet`],
      ['Mercedes-Benz E-Class', url],
    ]);
  });

  it('describes a tour as a tourist trip with its price', () => {
    const tour = catalogue.tours.find((t) => t.id === SAMPLE_IDS.tours.versailles)!;
    const head = headFor({ lang, name: 'tour', id: tour.id }, catalogue, ORIGIN);
    const title = localizedText(tour, 'title', lang);
    expect(title).toBe({ fr: 'Château et jardins de Versailles', en: 'Versailles Palace & Gardens', ar: 'قصر فرساي وحدائقه' }[lang]);
    expect(head.title).toBe(`${title} · ${SITE}`);
    // The card's summary, in the page's language.
    expect(head.description).toBe(localizedText(tour, 'summary', lang));
    expect(head.canonical).toBe(`${ORIGIN}/${lang}/tour/${tour.id}`);
    expect(types(head)).toEqual(['LocalBusiness', 'TouristTrip', 'BreadcrumbList']);
    expect(ofType(head, 'TouristTrip')).toMatchObject({
      name: title,
      image: `${ORIGIN}/og/images/tours/versailles.png`,
      offers: { '@type': 'Offer', price: '299.00', priceCurrency: 'EUR' },
    });
    expect(ofType(head, 'BreadcrumbList').itemListElement[1].name).toBe(SEO_TEXT.tours[lang]);
  });

  it('describes a post as a blog posting', () => {
    const post = catalogue.posts.find((p) => p.id === SAMPLE_IDS.posts.hiddenParis)!;
    const head = headFor({ lang, name: 'post', id: post.id }, catalogue, ORIGIN);
    const title = localizedText(post, 'title', lang);
    expect(head.title).toBe(`${title} · ${SITE}`);
    expect(head.description).toBe(summary(localizedText(post, 'excerpt', lang)));
    expect(head.og.type).toBe('article');
    expect(head.canonical).toBe(`${ORIGIN}/${lang}/blog/${post.id}`);
    expect(types(head)).toEqual(['LocalBusiness', 'BlogPosting', 'BreadcrumbList']);
    expect(ofType(head, 'BlogPosting')).toMatchObject({
      headline: title,
      inLanguage: lang,
      datePublished: post.createdAt,
      dateModified: post.updatedAt,
      author: { '@type': 'Organization', name: SEO_TEXT.postAuthor[lang] },
      image: `${ORIGIN}/og/images/posts/hidden-paris.png`,
    });
  });

  it.each([
    ['car', 'carNotFoundTitle', 'carNotFoundDescription'],
    ['tour', 'tourNotFoundTitle', 'tourNotFoundDescription'],
    ['post', 'postNotFoundTitle', 'postNotFoundDescription'],
  ] as const)('answers an unknown %s with a 404 search engines skip', (name, title, description) => {
    const head = headFor({ lang, name, id: '5eed0000-0000-4000-8000-0000000000ff' }, catalogue, ORIGIN);
    expect(head).toMatchObject({
      status: 404,
      title: `${SEO_TEXT[title][lang]} · ${SITE}`,
      description: SEO_TEXT[description][lang],
      robots: 'noindex',
      canonical: null,
      alternates: [],
      jsonLd: [],
    });
  });

  it('answers a path that is no page with the not-found page', () => {
    expect(notFoundHead(lang, catalogue, ORIGIN)).toMatchObject({
      status: 404,
      title: `${SEO_TEXT.notFoundTitle[lang]} · ${SITE}`,
      robots: 'noindex',
      canonical: null,
    });
  });
});

describe('headFor', () => {
  it('answers the unpublished post and the unavailable car with a 404', () => {
    const head = (route: PublicRoute) => headFor(route, catalogue, ORIGIN).status;
    expect(head({ lang: 'fr', name: 'post', id: SAMPLE_IDS.posts.wineTasting })).toBe(404);
    expect(head({ lang: 'fr', name: 'car', id: SAMPLE_IDS.cars.audiA6 })).toBe(404);
  });

  it('keeps a visitor’s own bookings out of search engines', () => {
    const head = headFor({ lang: 'en', name: 'my-bookings' }, catalogue, ORIGIN);
    expect(head.status).toBe(200);
    expect(head.robots).toBe('noindex');
    expect(head.title).toBe(`My bookings · ${SITE}`);
  });

  it('takes the name, phone, email and address from the settings', () => {
    const settings = {
      ...catalogue.settings!,
      siteName: 'Riviera Drivers',
      sitePhone: '+33 4 93 00 00 00',
      siteEmail: 'hello@riviera.example',
      company: { ...catalogue.settings!.company!, address: '5 Promenade des Anglais, 06000 Nice, France' },
    };
    const head = headFor({ lang: 'en', name: 'fleet' }, { ...catalogue, settings }, ORIGIN);
    expect(head.title).toBe('Our Fleet · Riviera Drivers');
    expect(head.og.siteName).toBe('Riviera Drivers');
    expect(ofType(head, 'LocalBusiness')).toMatchObject({
      name: 'Riviera Drivers',
      telephone: '+33 4 93 00 00 00',
      email: 'hello@riviera.example',
      address: { streetAddress: '5 Promenade des Anglais', postalCode: '06000', addressLocality: 'Nice' },
    });
  });

  it('falls back to the installation defaults before the settings exist', () => {
    const head = headFor({ lang: 'fr', name: 'contact' }, { ...catalogue, settings: null }, ORIGIN);
    expect(head.title).toBe(`Contactez-nous · ${SITE}`);
    expect(ofType(head, 'LocalBusiness').telephone).toBe('+33 1 84 60 00 00');
  });

  it.each([
    ['/images/cars/van.svg', `${ORIGIN}/og/images/cars/van.png`, CARD],
    ['/uploads/van.jpg', `${ORIGIN}/uploads/van.jpg`, null],
    ['/api/attachments/5eed0000-0000-4000-8000-0000000000aa', `${ORIGIN}/api/attachments/5eed0000-0000-4000-8000-0000000000aa`, null],
    ['https://cdn.example/van.webp', 'https://cdn.example/van.webp', null],
    ['https://cdn.example/van', 'https://cdn.example/van', null],
    ['https://cdn.example/van.svg', HERO, CARD],
    ['/icons/van.svg', HERO, CARD],
    ['/images/../van.svg', HERO, CARD],
    ['/api/attachments/not-an-id', HERO, CARD],
    ['blob-ref:5eed0000-0000-4000-8000-0000000000aa', HERO, CARD],
    ['', HERO, CARD],
  ])('shows the image %s in link previews as %s', (image, expected, card) => {
    const car = { ...catalogue.cars[0]!, image };
    const head = describePage({ lang: 'fr', name: 'car', id: car.id }, car, catalogue.settings, ORIGIN);
    expect(head.og.image).toBe(expected);
    expect(head.twitter.image).toBe(expected);
    expect({ imageType: head.og.imageType, imageSize: head.og.imageSize }).toEqual(card ?? { imageType: null, imageSize: null });
    expect(head.og.imageAlt).toBe(expected === HERO ? SEO_TEXT.homeTitle.fr : car.name);
    // Structured data names the record's own picture only.
    expect(ofType(head, 'Product').image).toBe(expected === HERO ? undefined : expected);
  });

  it('cuts a long description at a word, and keeps a short one whole', () => {
    // A tour without a summary is described by its description.
    const noSummary = { summaryFr: '', summaryEn: '', summaryAr: '' };
    const long = { ...catalogue.tours[0]!, ...noSummary, descriptionEn: `${'Montmartre and the Seine by night, '.repeat(8)}  the end.` };
    const short = { ...catalogue.tours[0]!, ...noSummary, descriptionEn: 'A  short\n tour.' };
    const head = (tour: typeof long) => describePage({ lang: 'en', name: 'tour', id: tour.id }, tour, null, ORIGIN).description;
    expect(head(long)).toMatch(/^Montmartre and the Seine by night, .*\S…$/);
    expect(head(long).length).toBeLessThanOrEqual(155);
    expect(head(long).slice(0, -1)).toBe(long.descriptionEn.slice(0, head(long).length - 1));
    expect(head(short)).toBe('A short tour.');
  });

  it('makes every URL absolute against the origin given', () => {
    const other: Catalogue = catalogue;
    const head = headFor({ lang: 'ar', name: 'tours' }, other, 'http://localhost:8080');
    expect(head.canonical).toBe('http://localhost:8080/ar/tours');
    expect(head.og.image).toBe('http://localhost:8080/og/images/hero.png');
  });
});

describe('a record written in some languages only', () => {
  // The Giverny tour, its English and Arabic not written yet (a French draft).
  const giverny = catalogue.tours.find((t) => t.id === SAMPLE_IDS.tours.giverny)!;
  const draft = { ...giverny, ...blankTexts('tours'), titleFr: 'Giverny et Monet', descriptionFr: 'Les jardins de Monet.', durationFr: '5 heures' };
  const drafted: Catalogue = { ...catalogue, tours: catalogue.tours.map((t) => (t.id === giverny.id ? draft : t)) };
  const path = (lang: Lang) => `/${lang}/tour/${giverny.id}`;

  it('is described in its fallback language on the pages of the others, and only its language is claimed', () => {
    const head = headFor({ lang: 'ar', name: 'tour', id: giverny.id }, drafted, ORIGIN);
    expect(head.status).toBe(200);
    expect(head.lang).toBe('ar');
    expect(head.title).toBe(`Giverny et Monet · ${SITE}`);
    expect(head.description).toBe('Les jardins de Monet.');
    // The Arabic page shows the French text: the French page is the one to index.
    expect(head.canonical).toBe(`${ORIGIN}${path('fr')}`);
    expect(head.alternates).toEqual([
      { hreflang: 'fr', href: `${ORIGIN}${path('fr')}` },
      { hreflang: 'x-default', href: `${ORIGIN}${path('fr')}` },
    ]);
    expect(head.og.localeAlternates).toEqual(['fr_FR']);
    expect(ofType(head, 'TouristTrip')).toMatchObject({ name: 'Giverny et Monet' });
  });

  it('is in the sitemap in its languages only', () => {
    const xml = sitemapXml(drafted, ORIGIN);
    expect(xml).toContain(`<loc>${ORIGIN}${path('fr')}</loc>`);
    expect(xml).not.toContain(`<loc>${ORIGIN}${path('en')}</loc>`);
    expect(xml).not.toContain(`<loc>${ORIGIN}${path('ar')}</loc>`);
    expect(xml).not.toContain(`hreflang="ar" href="${ORIGIN}${path('ar')}"`);
    // A record written in all three keeps its three pages.
    const versailles = (lang: Lang) => `<loc>${ORIGIN}/${lang}/tour/${SAMPLE_IDS.tours.versailles}</loc>`;
    for (const lang of LANGS) expect(xml).toContain(versailles(lang));
  });
});
