// Prints the home route's first-load JavaScript and the whole precache, and fails over budget.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const HOME_JS_BUDGET = 150 * 1024;
const PRECACHE_BUDGET = 3 * 1024 * 1024;

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// The entry and every chunk it imports statically are loaded before the home page can run;
// so is the catalog of the default language (fr).
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const firstLoad = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || firstLoad.has(chunk.file)) return;
  firstLoad.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);
const catalog = manifest['src/i18n/locales/fr/messages.po'];
if (!catalog) throw new Error('The fr catalog is not its own chunk');
firstLoad.add(catalog.file);

let homeJs = 0;
for (const file of firstLoad) {
  const size = gz(file);
  homeJs += size;
  console.log(`  ${file.padEnd(48)} ${kb(size).padStart(10)} gzip`);
}
console.log(`Home route first-load JavaScript: ${kb(homeJs)} gzip (budget ${kb(HOME_JS_BUDGET)})`);

const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
const precache = urls.reduce((sum, url) => sum + statSync(join(dist, url)).size, 0);
console.log(`Precache: ${urls.length} files, ${kb(precache)} (budget ${kb(PRECACHE_BUDGET)})`);

const failures = [];
if (homeJs > HOME_JS_BUDGET) failures.push('home route JavaScript is over budget');
if (precache > PRECACHE_BUDGET) failures.push('precache is over budget');
if (urls.length === 0) failures.push('the service worker precaches nothing');
if (failures.length) {
  console.error(`Size budget failed: ${failures.join('; ')}`);
  process.exit(1);
}
