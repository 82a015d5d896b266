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
  /** Source modules under src/ (src/features/fleet/fleet-page.tsx). */
  modules: readonly string[];
  /** Feature catalogs by folder name. */
  catalogs: readonly string[];
}

const ENTRY = 'index.html';

/** The <link> tags for what the page uses and the template does not link already. */
export function assetLinks(manifest: Manifest, used: UsedAssets, template: string): string {
  const roots = [
    `src/i18n/locales/${used.lang}/messages.po`,
    ...used.modules,
    ...used.catalogs.map((name) => `src/features/${name}/locales/${used.lang}.po`),
  ];
  const seen = new Set<string>();
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // The entry's own code and styles are in the template.
    if (!chunk || key === ENTRY || seen.has(key)) return;
    seen.add(key);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);

  const linked = (file: string) => template.includes(`"/${file}"`);
  return [
    ...[...styles].filter((file) => !linked(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].filter((file) => !linked(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n');
}
