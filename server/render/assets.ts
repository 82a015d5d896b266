// The styles and code a rendered page needs at once, from the client build's manifest: the feature
// styles of the lazily loaded screens and sections it holds (without them the server's markup would
// show unstyled until their code arrived), and their code and catalogs, preloaded so that hydration
// starts as soon as the entry has run.

import type { Lang } from '../../src/domain/paths';

/** An entry of Vite's .vite/manifest.json. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface UsedAssets {
  lang: Lang;
  /** Source modules under src/ (src/features/fleet/fleet-page.tsx), hydrated at once. */
  modules: readonly string[];
  /** Source modules drawn by the server whose code the browser loads later: styles only. */
  deferredModules?: readonly string[];
  /** Feature catalogs by folder name. */
  catalogs: readonly string[];
}

const ENTRY = 'index.html';

export interface AssetLinks {
  /** For the head: what the first paint needs (styles) and what hydration needs soon (code). */
  head: string;
  /**
   * For the end of the body: styles of parts drawn below the fold that come alive later. There
   * they hold back nothing above them from painting (a stylesheet in the body only delays what
   * follows it). Small ones are then written into the head, where they cost no fetch and style the
   * page once (inline-styles.ts).
   */
  bodyEnd: string;
}

/** The <link> tags for what the page uses and the template does not link already. */
export function assetLinks(manifest: Manifest, used: UsedAssets, template: string): AssetLinks {
  const roots = [
    `src/i18n/locales/${used.lang}/messages.po`,
    ...used.modules,
    ...used.catalogs.map((name) => `src/features/${name}/locales/${used.lang}.po`),
  ];
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const laterStyles = new Set<string>();
  const visit = (seen: Set<string>, eager: boolean) => (key: string) => {
    const chunk = manifest[key];
    // The entry's own code and styles are in the template.
    if (!chunk || key === ENTRY || seen.has(key)) return;
    seen.add(key);
    if (eager) scripts.add(chunk.file);
    for (const css of chunk.css ?? []) (eager ? styles : laterStyles).add(css);
    for (const imported of chunk.imports ?? []) visit(seen, eager)(imported);
  };
  roots.forEach(visit(new Set(), true));
  (used.deferredModules ?? []).forEach(visit(new Set(), false));

  const linked = (file: string) => template.includes(`"/${file}"`);
  const stylesheet = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}">`;
  return {
    head: [
      ...[...styles].filter((file) => !linked(file)).map(stylesheet),
      ...[...scripts].filter((file) => !linked(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join('\n'),
    bodyEnd: [...laterStyles].filter((file) => !styles.has(file) && !linked(file)).map(stylesheet).join('\n'),
  };
}

/** The app's own stylesheet, which every page and the back office link (the entry's). */
export function sharedStylesheets(manifest: Manifest): Set<string> {
  return new Set(manifest[ENTRY]?.css ?? []);
}

/** The fonts the page's language is drawn with (fonts.css), fetched before their stylesheet asks. */
const FONTS: Record<Lang, RegExp> = {
  fr: /\/(inter-latin|playfair-display-latin)-wght-normal-[^/]+\.woff2$/,
  en: /\/(inter-latin|playfair-display-latin)-wght-normal-[^/]+\.woff2$/,
  // Arabic pages are drawn in Cairo only, its Latin letters included (fonts.css).
  ar: /\/(cairo-arabic|cairo-latin)-wght-normal-[^/]+\.woff2$/,
};

/** The home page's hero illustration (home.module.css), its largest paint. */
const HERO_IMAGE = '/images/hero.svg';

/** Preloads of what the first paint draws: the language's fonts, and on the home page its hero. */
export function paintPreloads(manifest: Manifest, lang: Lang, home: boolean): string {
  const fonts = (manifest[ENTRY] as ManifestChunk & { assets?: string[] } | undefined)?.assets ?? [];
  return [
    ...(home ? [`<link rel="preload" as="image" href="${HERO_IMAGE}" fetchpriority="high">`] : []),
    ...fonts
      .filter((file) => FONTS[lang].test(`/${file}`))
      .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`),
  ].join('\n');
}
