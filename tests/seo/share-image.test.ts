// @vitest-environment node
// The picture a link preview shows (og:image, twitter:image) and structured data names, per kind of
// page and language: a bundled drawing's PNG card, an uploaded photo, an outside URL, the hero's card.
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/domain/paths';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { describePage, headFor } from '../../src/domain/seo/head';
import { headTags } from '../../src/domain/seo/head-tags';
import { SEO_TEXT } from '../../src/domain/seo/strings';
import type { Head } from '../../src/domain/seo/types';
import { ORIGIN, visitorCatalogue } from './catalogue-fixture';
import { localizedText } from '../../src/domain/content-lang';

const catalogue = visitorCatalogue();
const PHOTO = '/api/attachments/5eed0000-0000-4000-8000-0000000000b1';

/** The og: and twitter: image tags of a head, as name -> content. */
function imageTags(head: Head): Record<string, string> {
  return Object.fromEntries(
    headTags(head).flatMap((tag) => {
      if (tag.tag !== 'meta') return [];
      const name = 'property' in tag.attrs ? tag.attrs.property : tag.attrs.name;
      return /^(og|twitter):image|^twitter:card$/.test(name) ? [[name, tag.attrs.content]] : [];
    }),
  );
}

const jsonLdImage = (head: Head, type: string) => head.jsonLd.find((data) => data['@type'] === type)?.image;

describe.each(LANGS)('link-preview pictures in %s', (lang) => {
  it('shows a tour by the card of its bundled drawing, with its size, type and title', () => {
    const tour = catalogue.tours.find((t) => t.id === SAMPLE_IDS.tours.versailles)!;
    expect(tour.image).toBe('/images/tours/versailles.svg');
    const head = headFor({ lang, name: 'tour', id: tour.id }, catalogue, ORIGIN);
    const card = `${ORIGIN}/og/images/tours/versailles.png`;
    expect(imageTags(head)).toEqual({
      'og:image': card,
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': localizedText(tour, 'title', lang),
      'twitter:card': 'summary_large_image',
      'twitter:image': card,
      'twitter:image:alt': localizedText(tour, 'title', lang),
    });
    expect(jsonLdImage(head, 'TouristTrip')).toBe(card);
  });

  it('shows a post by its uploaded photo, whose size it does not know', () => {
    const post = { ...catalogue.posts.find((p) => p.id === SAMPLE_IDS.posts.hiddenParis)!, image: PHOTO };
    const head = describePage({ lang, name: 'post', id: post.id }, post, catalogue.settings, ORIGIN);
    expect(imageTags(head)).toEqual({
      'og:image': `${ORIGIN}${PHOTO}`,
      'og:image:alt': localizedText(post, 'title', lang),
      'twitter:card': 'summary_large_image',
      'twitter:image': `${ORIGIN}${PHOTO}`,
      'twitter:image:alt': localizedText(post, 'title', lang),
    });
    expect(jsonLdImage(head, 'BlogPosting')).toBe(`${ORIGIN}${PHOTO}`);
  });

  it('shows a car by the outside address its picture has, as it is', () => {
    const car = { ...catalogue.cars[0]!, image: 'https://photos.example.net/cars/s-class.jpg?w=1600' };
    const head = describePage({ lang, name: 'car', id: car.id }, car, catalogue.settings, ORIGIN);
    expect(head.og).toMatchObject({ image: car.image, imageType: null, imageSize: null, imageAlt: car.name });
    expect(head.twitter.image).toBe(car.image);
    expect(jsonLdImage(head, 'Product')).toBe(car.image);
  });

  it('shows the home page, and a car whose photo is still on a staff device, by the hero’s card', () => {
    const hero = {
      'og:image': `${ORIGIN}/og/images/hero.png`,
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': SEO_TEXT.homeTitle[lang],
      'twitter:card': 'summary_large_image',
      'twitter:image': `${ORIGIN}/og/images/hero.png`,
      'twitter:image:alt': SEO_TEXT.homeTitle[lang],
    };
    const home = headFor({ lang, name: 'home' }, catalogue, ORIGIN);
    expect(imageTags(home)).toEqual(hero);
    expect(jsonLdImage(home, 'LocalBusiness')).toBe(hero['og:image']);

    const car = { ...catalogue.cars[0]!, image: 'blob-ref:5eed0000-0000-4000-8000-0000000000b2' };
    const head = describePage({ lang, name: 'car', id: car.id }, car, catalogue.settings, ORIGIN);
    expect(imageTags(head)).toEqual(hero);
    expect(jsonLdImage(head, 'Product')).toBeUndefined();
  });
});

describe('link-preview pictures', () => {
  it('describe the hero’s card in the page’s own language', () => {
    const alts = LANGS.map((lang) => headFor({ lang, name: 'fleet' }, catalogue, ORIGIN).og.imageAlt);
    expect(alts).toEqual(['Votre chauffeur privé, où que le voyage vous mène', 'Your private chauffeur, wherever the journey takes you', 'سائقك الخاص، أينما أخذتك الرحلة']);
  });

  it('name no SVG anywhere in the head of any page of the catalogue', () => {
    const heads = [
      ...LANGS.map((lang) => headFor({ lang, name: 'home' }, catalogue, ORIGIN)),
      ...catalogue.cars.map((car) => headFor({ lang: 'fr', name: 'car', id: car.id }, catalogue, ORIGIN)),
      ...catalogue.tours.map((tour) => headFor({ lang: 'en', name: 'tour', id: tour.id }, catalogue, ORIGIN)),
      ...catalogue.posts.map((post) => headFor({ lang: 'ar', name: 'post', id: post.id }, catalogue, ORIGIN)),
    ];
    for (const head of heads) {
      expect(head.og.image).toMatch(new RegExp(`^${ORIGIN}/og/images/[a-z0-9/-]+\\.png$`));
      expect(JSON.stringify(head.jsonLd)).not.toMatch(/\.svg/);
    }
  });
});
