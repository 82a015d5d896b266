// The pictures of link previews: WhatsApp, Facebook and X show no SVG, so every drawing the build
// copied under <dist>/images is drawn again as a 1200x630 PNG at <dist>/og/images/<same path>.png,
// which the head tags name (src/domain/seo/site.ts). Runs after `vite build`: the service worker's
// precache list is written by then, so these files stay out of it.
// Usage: node scripts/og-images.mjs [distDir]   (default dist)
import { Resvg } from '@resvg/resvg-js';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** The site's navy, behind whatever a drawing leaves transparent. */
export const BACKGROUND = '#0b1426';

/** Every .svg file under dir, as paths relative to it with / between folders, sorted. */
function svgFiles(dir, root = dir) {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return svgFiles(path, root);
    return entry.isFile() && /\.svg$/i.test(entry.name) ? [relative(root, path).split(sep).join('/')] : [];
  });
}

/**
 * The drawing as a 1200x630 card: scaled to fill it and cut evenly from both sides of the longer
 * dimension (preserveAspectRatio slice), over the navy.
 */
export function cardSvg(svg) {
  const href = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${BACKGROUND}"/>`,
    `<image width="${OG_WIDTH}" height="${OG_HEIGHT}" preserveAspectRatio="xMidYMid slice" href="${href}"/>`,
    '</svg>',
  ].join('');
}

export function renderCard(svg) {
  // The drawings hold no text: without the machine's fonts the same input gives the same bytes anywhere.
  return new Resvg(cardSvg(svg), { font: { loadSystemFonts: false } }).render().asPng();
}

/** Writes <distDir>/og/images/**.png afresh from <distDir>/images/**.svg; returns the files written. */
export function renderOgImages(distDir) {
  const images = join(distDir, 'images');
  if (!statSync(distDir, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`${distDir} is not a build folder (run vite build first)`);
  }
  const out = join(distDir, 'og');
  rmSync(out, { recursive: true, force: true });
  const sources = statSync(images, { throwIfNoEntry: false })?.isDirectory() ? svgFiles(images) : [];
  return sources.map((file) => {
    const target = join(out, 'images', file.replace(/\.svg$/i, '.png'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, renderCard(readFileSync(join(images, file))));
    return relative(distDir, target).split(sep).join('/');
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const distDir = resolve(process.argv[2] ?? 'dist');
  const started = performance.now();
  const written = renderOgImages(distDir);
  const bytes = written.reduce((sum, file) => sum + statSync(join(distDir, file)).size, 0);
  console.log(
    `Link-preview images: ${written.length} PNG in ${relative(process.cwd(), join(distDir, 'og')) || '.'}, ` +
      `${(bytes / 1024).toFixed(0)} KB, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
