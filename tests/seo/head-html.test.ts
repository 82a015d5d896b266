import { describe, expect, it } from 'vitest';
import { describePage, headFor } from '../../src/domain/seo/head';
import { headHtml, scriptJson } from '../../src/domain/seo/head-tags';
import { ORIGIN, visitorCatalogue } from './catalogue-fixture';

const catalogue = visitorCatalogue();
const NASTY = `Tour "Paris" </script><script>alert('x')</script> <!-- & --> </title><img src=x onerror=alert(1)>\u2028`;

/** The head as a browser parses it. */
function parse(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
}

describe('headHtml', () => {
  const tour = { ...catalogue.tours[0]!, titleFr: NASTY, summaryFr: NASTY, descriptionFr: NASTY, image: `/x.jpg?a=1&b="2"` };
  const head = describePage({ lang: 'fr', name: 'tour', id: `id"&<>` }, tour, catalogue.settings, ORIGIN);
  const doc = parse(headHtml(head));

  it('gives every text back as it was, whatever it holds', () => {
    expect(doc.title).toBe(head.title);
    expect(head.title).toBe(`${NASTY} · Paris Prestige Chauffeur`);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(head.description);
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(NASTY);
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(`${ORIGIN}/x.jpg?a=1&b="2"`);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/fr/tour/id%22%26%3C%3E`);
  });

  it('makes no element of a record’s text', () => {
    expect(doc.body.childNodes).toHaveLength(0);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect([...doc.querySelectorAll('script')].map((script) => script.type)).toEqual(head.jsonLd.map(() => 'application/ld+json'));
  });

  it('keeps the structured data whole inside its script elements', () => {
    const scripts = [...doc.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts.map((script) => JSON.parse(script.textContent ?? ''))).toEqual(head.jsonLd);
    expect(scripts[1]?.textContent).toContain('\\u003c/script\\u003e');
    expect(scripts[1]?.textContent).not.toMatch(/[<>]/);
  });

  it('writes every tag of the head, in order', () => {
    const tags = [...doc.head.children].map((element) => element.getAttribute('property') ?? element.getAttribute('name') ?? element.getAttribute('rel') ?? element.tagName.toLowerCase());
    expect(tags).toEqual([
      'title',
      'description',
      'robots',
      'canonical',
      'alternate',
      'alternate',
      'alternate',
      'alternate',
      'og:type',
      'og:site_name',
      'og:title',
      'og:description',
      'og:url',
      'og:image',
      'og:image:alt',
      'og:locale',
      'og:locale:alternate',
      'og:locale:alternate',
      'twitter:card',
      'twitter:title',
      'twitter:description',
      'twitter:image',
      'twitter:image:alt',
      'script',
      'script',
      'script',
    ]);
    expect([...doc.querySelectorAll('link[rel="alternate"]')].map((link) => link.getAttribute('hreflang'))).toEqual(['fr', 'en', 'ar', 'x-default']);
  });

  it('writes a card’s type and size right after its address, as Open Graph reads them', () => {
    const card = parse(headHtml(headFor({ lang: 'en', name: 'tour', id: catalogue.tours[0]!.id }, catalogue, ORIGIN)));
    const image = [...card.querySelectorAll('meta[property^="og:image"]')].map((meta) => [meta.getAttribute('property'), meta.getAttribute('content')]);
    expect(image).toEqual([
      ['og:image', `${ORIGIN}/og${catalogue.tours[0]!.image!.replace(/\.svg$/, '.png')}`],
      ['og:image:type', 'image/png'],
      ['og:image:width', '1200'],
      ['og:image:height', '630'],
      ['og:image:alt', catalogue.tours[0]!.titleEn],
    ]);
  });

  it('leaves out the canonical, alternates and structured data of a 404', () => {
    const notFound = parse(headHtml(headFor({ lang: 'en', name: 'post', id: 'gone' }, catalogue, ORIGIN)));
    expect(notFound.title).toBe('Blog post not found · Paris Prestige Chauffeur');
    expect(notFound.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(notFound.querySelectorAll('link[rel="canonical"], link[rel="alternate"], script')).toHaveLength(0);
  });
});

describe('scriptJson', () => {
  it('escapes what could end a script or open a comment, and stays the same JSON', () => {
    const value = { text: '</script><!-- a & b -->\u2028\u2029' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
