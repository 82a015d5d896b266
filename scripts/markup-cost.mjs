// What the server's markup of a public page costs the browser on its own, without any code: the time
// to parse the page, style and lay it out (and to its next frame), in a fresh document, at the CPU's
// own speed. Steadier than Lighthouse (whose figures move by half from run to run on a busy 2-core
// machine): the variants of a page are measured in turn, ROUNDS times each, and their medians
// compared, to tell what a change to the markup or the styles would save before making it.
// Usage: node --import tsx scripts/markup-cost.mjs [distDir] [path ...] (default: the pages Lighthouse
// measures). Variants: the page as served; without the stylesheet every page shares; without its
// inline SVG; on the home page, without its sections below the fold.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SAMPLE_IDS } from '../src/domain/sample-data.ts';
import { machineIndex } from './lib/machine-index.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, serveDist } from './lib/serve-dist.mjs';

const [distArg, ...pathArgs] = process.argv.slice(2);
const dist = resolve(distArg ?? 'dist');
const pages = pathArgs.length
  ? pathArgs
  : ['/fr', '/ar', '/fr/fleet', `/fr/tour/${SAMPLE_IDS.tours.versailles}`, `/fr/blog/${SAMPLE_IDS.posts.hiddenParis}`, '/fr/booking'];
const ROUNDS = 13;

// The stylesheet the shell links on every page (the rest of a page's styles are written into it).
const sharedHref = /<link rel="stylesheet"[^>]*href="(\/assets\/index-[^"]+\.css)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1];
if (!sharedHref) throw new Error(`No shared stylesheet is linked from ${join(dist, 'index.html')}`);
const sharedCss = readFileSync(join(dist, sharedHref), 'utf8');
const sharedLink = new RegExp(`<link rel="stylesheet"[^>]*href="${sharedHref.replace(/[.]/g, '\\.')}"[^>]*>`);

/** The page's markup and styles, as a document to write: no script, no link to fetch, the shared stylesheet inline. */
function variants(html) {
  const served = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(sharedLink, () => `<style>${sharedCss}</style>`)
    .replace(/<link\b[^>]*>/g, '');
  const found = {
    'as served': served,
    'without the shared stylesheet': served.replace(`<style>${sharedCss}</style>`, ''),
    'without inline SVG': served.replace(/<svg\b[\s\S]*?<\/svg>/g, ''),
  };
  if (/<div id="home-/.test(served)) found['without the home sections below the fold'] = null; // made in the page (a DOM edit)
  return { served, found };
}

/** In the page: each variant written into a fresh frame ROUNDS times, in turn; medians in ms. */
async function measureInPage({ served, found, rounds }) {
  const documents = { ...found };
  if ('without the home sections below the fold' in documents) {
    const parsed = new DOMParser().parseFromString(served, 'text/html');
    parsed.querySelectorAll('#main > div[id^="home-"]').forEach((section) => section.remove());
    documents['without the home sections below the fold'] = `<!doctype html>${parsed.documentElement.outerHTML}`;
  }
  const pause = (ms) => new Promise((done) => setTimeout(done, ms));
  const times = Object.fromEntries(Object.keys(documents).map((name) => [name, { layout: [], frame: [] }]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, markup] of Object.entries(documents)) {
      const frame = document.createElement('iframe');
      frame.style.cssText = `position:fixed;inset:0;width:${innerWidth}px;height:${innerHeight}px;border:0`;
      document.body.append(frame);
      await pause(40);
      const target = frame.contentDocument;
      const start = performance.now();
      target.open();
      target.write(markup);
      target.close();
      void target.body.offsetHeight; // style and layout, now
      const laidOut = performance.now();
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
      times[name].layout.push(laidOut - start);
      times[name].frame.push(performance.now() - start);
      frame.remove();
      await pause(40);
    }
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return Object.fromEntries(Object.entries(times).map(([name, { layout, frame }]) => [name, { layout: median(layout), frame: median(frame) }]));
}

const { url, stop } = await serveDist(dist);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // The host page is a server page without its code: its fonts and pictures come from the same origin.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${url}/fr`, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const index = await page.evaluate(machineIndex);
  console.log(`Parse, style and layout of each page's server markup in a fresh document, no code, phone viewport;`);
  console.log(`median of ${ROUNDS} rounds, ms (machine index ${index}, higher is faster)`);
  console.log(`${'page / variant'.padEnd(60)}${'layout'.padStart(8)}${'frame'.padStart(8)}  size`);
  for (const path of pages) {
    const response = await fetch(`${url}${path}`);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    const { served, found } = variants(await response.text());
    const results = await page.evaluate(measureInPage, { served, found, rounds: ROUNDS });
    console.log(path);
    for (const [name, { layout, frame }] of Object.entries(results)) {
      const size = found[name] === null ? '' : `${Math.round(found[name].length / 1024)} KB`;
      console.log(`  ${name.padEnd(58)}${layout.toFixed(1).padStart(8)}${frame.toFixed(1).padStart(8)}  ${size}`);
    }
  }
  await context.close();
} finally {
  await browser.close();
  await stop();
}
