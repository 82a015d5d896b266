// The size budget, measured as the visitor gets it: Chromium opens /fr on a fresh profile, and every
// script it loads until the page is idle (network quiet, then an idle callback) is counted, gzip -9
// of the served file (the budget), and the bytes the server sent for it (brotli, beside). Also the
// whole precache. Prints the figures and fails over budget.
// Usage: node scripts/size.mjs [distDir]
import { chromium } from '@playwright/test';
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH, serveDist } from './lib/serve-dist.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
// A ratchet, not the goal: server-rendered pages (which paint before any script runs) hydrate with
// their screen's code; a visitor who only reads never loads the device database or the sync engine;
// what the entry imports statically is one chunk (vite.config.ts), without the booking wizard's
// validation (src/domain/booking-limits.ts) nor the update banner (src/app/update-prompt.tsx):
// 138.9 KB. Nothing may add to it.
// The goal for a first visit is 120 KB; the stack alone, for the smallest page that hydrates with
// it, is 101.6 KB (`npm run size:floor`: React DOM 66, React Router 13, Mantine 16, jotai and
// Lingui 5, workbox-window 2), which leaves 18 KB for the app's shell, home page, routes and catalog.
const HOME_JS_BUDGET = 141 * 1024;
// Everything a device needs offline, raw bytes: 3 MB until the catalogue was written in three
// languages (the seed's French and Arabic texts, ~70 KB in the database chunk) and the date fields got their calendar
// (@mantine/dates and dayjs, ~85 KB, loaded on first use and kept for offline use): 3.4 MB.
const PRECACHE_BUDGET = 3.4 * 1024 * 1024;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const { url, stop } = await serveDist(dist);

let scripts;
let sentBytes = 0;
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    // Scripts of the page and of its workers (the service worker's own fetches for its precache
    // are not the page's: they are counted in the precache figure).
    const seen = new Set();
    const sent = new Map();
    context.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script' || request.serviceWorker()) return;
      const path = new URL(request.url()).pathname;
      seen.add(path);
      sent.set(path, request.sizes().then(({ responseBodySize }) => responseBodySize));
    });
    const page = await context.newPage();
    await page.goto(`${url}/fr`, { waitUntil: 'networkidle' });
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(), { timeout: 5000 })));
    await page.waitForLoadState('networkidle');
    scripts = [...seen].sort();
    sentBytes = (await Promise.all(sent.values())).reduce((sum, size) => sum + size, 0);
  } finally {
    await browser.close();
  }
} finally {
  await stop();
}

let homeJs = 0;
for (const path of scripts) {
  const size = gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;
  homeJs += size;
  console.log(`  ${path.padEnd(48)} ${kb(size).padStart(10)} gzip`);
}
console.log(
  `First visit to /fr: ${scripts.length} scripts, ${kb(homeJs)} gzip until idle (budget ${kb(HOME_JS_BUDGET)}); sent: ${kb(sentBytes)} (brotli)`,
);

const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
const precache = urls.reduce((sum, file) => sum + statSync(join(dist, file)).size, 0);
console.log(`Precache: ${urls.length} files, ${kb(precache)} (budget ${kb(PRECACHE_BUDGET)})`);

const failures = [];
if (homeJs > HOME_JS_BUDGET) failures.push('the first visit loads more JavaScript than its budget');
if (precache > PRECACHE_BUDGET) failures.push('precache is over budget');
if (urls.length === 0) failures.push('the service worker precaches nothing');
if (scripts.length === 0) failures.push('no script was seen: the measure is broken');
if (failures.length) {
  console.error(`Size budget failed: ${failures.join('; ')}`);
  process.exit(1);
}
