// Fills the built index.html with one rendered page: its language and direction, its head, its
// markup inside #root and the records it was rendered from (read back by the browser to hydrate).

import type { Lang } from '../../src/domain/paths';

export interface PageParts {
  lang: Lang;
  dir: 'ltr' | 'rtl';
  /** The page's head tags (src/domain/seo headHtml): they replace the template's title and description. */
  head: string;
  /** Links for the head: preloads, styles and code of what the page holds beyond the entry. */
  assets: string;
  /** Links for the end of the body (styles of what comes alive later, below the fold). */
  assetsEnd: string;
  /** The rendered markup of the app. */
  body: string;
  /** The catalogue snapshot as JSON, `<` already escaped (catalogueJson). */
  catalogueJson: string;
}

const ROOT = '<div id="root"></div>';

/** True when the template has the places a page goes into. */
export function isPageTemplate(template: string): boolean {
  return template.includes(ROOT) && template.includes('</head>') && /<html[\s>]/.test(template);
}

/** What the first paint waits for: the styles, and the preloads of the hero image and the fonts. */
const FIRST_PAINT = /<link rel="(?:stylesheet|preload)"[^>]*>\s*/g;

/**
 * Moves what the first paint waits for ahead of the scripts and their many module preloads, in their
 * order: a phone on a slow link then fetches them first instead of queueing them behind the code.
 */
export function firstPaintFirst(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const tags = head.match(FIRST_PAINT);
  if (!tags) return html;
  const rest = head.replace(FIRST_PAINT, '');
  // After the inline boot script (it runs at once, before any stylesheet has to arrive).
  const at = rest.search(/<script type="module"|<link rel="modulepreload"/);
  if (at < 0) return html;
  const moved = tags.map((tag) => `${tag.trim()}\n    `).join('');
  return `${rest.slice(0, at)}${moved}${rest.slice(at)}${html.slice(headEnd)}`;
}

export function fillTemplate(template: string, page: PageParts): string {
  const script = `<script type="application/json" id="catalogue">${page.catalogueJson}</script>`;
  return firstPaintFirst(
    template
      .replace(/<html[^>]*>/, `<html lang="${page.lang}" dir="${page.dir}">`)
      .replace(/\s*<title>[\s\S]*?<\/title>/, '')
      .replace(/\s*<meta name="description"[^>]*>/, '')
      .replace('</head>', () => `${page.assets}\n${page.head}\n</head>`)
      // The page reads without JavaScript: the shell's warning does not belong to it.
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
      // A function: the markup may hold `$&` and the like, which a replacement string would expand.
      .replace(ROOT, () => `<div id="root">${page.body}</div>\n    ${script}${page.assetsEnd ? `\n${page.assetsEnd}` : ''}`),
  );
}
