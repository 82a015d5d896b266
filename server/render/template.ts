// Fills the built index.html with one rendered page: its language and direction, its head, its
// markup inside #root and the records it was rendered from (read back by the browser to hydrate).

import { themeAttributes, type ThemeName } from '../../src/domain/page-theme';
import type { Lang } from '../../src/domain/paths';

export interface PageParts {
  lang: Lang;
  dir: 'ltr' | 'rtl';
  /** The theme the visitor chose (their cookie): the page paints in it without asking the browser. */
  theme: ThemeName;
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

/** The code the page takes over with: its entry script and the module preloads, template's and page's. */
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/** What the boot script (src/boot.js) starts once the page has painted. */
export interface AppCode {
  entry: string;
  preload: string[];
}

/**
 * The page paints before its code is fetched: the entry script and its preloads leave the head and
 * wait in `#app-code`, which the boot script reads once the page has painted. On a phone's slow
 * link the page's styles, fonts and pictures then have the connection to themselves until it reads;
 * until the code runs, the boot script holds the visitor's taps and the app answers them after.
 */
export function codeAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const code: AppCode = { entry, preload: [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!) };
  const json = JSON.stringify(code).replaceAll('<', '\\u003c');
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `<script type="application/json" id="app-code">${json}</script>\n  </body>`);
}

export function fillTemplate(template: string, page: PageParts): string {
  const script = `<script type="application/json" id="catalogue">${page.catalogueJson}</script>`;
  return codeAfterPaint(
    template
      .replace(/<html[^>]*>/, `<html lang="${page.lang}" dir="${page.dir}"${themeAttributes(page.theme)}>`)
      .replace(/\s*<title>[\s\S]*?<\/title>/, '')
      .replace(/\s*<meta name="description"[^>]*>/, '')
      .replace('</head>', () => `${page.assets}\n${page.head}\n</head>`)
      // The page reads without JavaScript: the shell's warning does not belong to it.
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
      // A function: the markup may hold `$&` and the like, which a replacement string would expand.
      .replace(ROOT, () => `<div id="root">${page.body}</div>\n    ${script}${page.assetsEnd ? `\n${page.assetsEnd}` : ''}`),
  );
}
