/**
 * A Head as elements of the document's <head>: a list the browser applies (src/ui/use-head.ts), and
 * an HTML string for the server's page.
 *
 *   headTags(head: Head): HeadTag[]
 *   headHtml(head: Head): string   every value escaped; JSON-LD with <, > and & as \u escapes
 */

import type { Head } from './types';

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: { name: string; content: string } | { property: string; content: string } }
  | { tag: 'link'; attrs: { rel: string; href: string; hreflang?: string } }
  | { tag: 'script'; attrs: { type: 'application/ld+json' }; text: string };

const meta = (name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { name, content } });
const property = (name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { property: name, content } });

/** JSON that cannot end a <script> element or open a comment in it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function headTags(head: Head): HeadTag[] {
  const { og, twitter } = head;
  return [
    { tag: 'title', text: head.title },
    meta('description', head.description),
    meta('robots', head.robots),
    ...(head.canonical ? [{ tag: 'link', attrs: { rel: 'canonical', href: head.canonical } } as const] : []),
    ...head.alternates.map(
      (alternate): HeadTag => ({ tag: 'link', attrs: { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href } }),
    ),
    property('og:type', og.type),
    property('og:site_name', og.siteName),
    property('og:title', og.title),
    property('og:description', og.description),
    property('og:url', og.url),
    property('og:image', og.image),
    ...(og.imageType ? [property('og:image:type', og.imageType)] : []),
    ...(og.imageSize
      ? [property('og:image:width', String(og.imageSize.width)), property('og:image:height', String(og.imageSize.height))]
      : []),
    property('og:image:alt', og.imageAlt),
    property('og:locale', og.locale),
    ...og.localeAlternates.map((locale) => property('og:locale:alternate', locale)),
    meta('twitter:card', twitter.card),
    meta('twitter:title', twitter.title),
    meta('twitter:description', twitter.description),
    meta('twitter:image', twitter.image),
    meta('twitter:image:alt', twitter.imageAlt),
    ...head.jsonLd.map((data): HeadTag => ({ tag: 'script', attrs: { type: 'application/ld+json' }, text: scriptJson(data) })),
  ];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function attributes(attrs: Record<string, string | undefined>): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

function tagHtml(tag: HeadTag): string {
  switch (tag.tag) {
    case 'title':
      return `<title>${escapeHtml(tag.text)}</title>`;
    case 'meta':
      return `<meta${attributes(tag.attrs)}>`;
    case 'link':
      return `<link${attributes(tag.attrs)}>`;
    case 'script':
      // Not escaped as HTML: a script's text is raw, scriptJson already keeps it from closing the element.
      return `<script${attributes(tag.attrs)}>${tag.text}</script>`;
  }
}

export function headHtml(head: Head): string {
  return headTags(head).map(tagHtml).join('\n');
}
