// What the stack alone costs a first visit: the smallest page that hydrates with the libraries
// DESIGN.md chooses, built as the app is (vite, minified, es2022), one layer at a time, gzip -9.
// The figure to read beside `npm run size`: what is left of a budget once these are paid is what
// the app's own code (its shell, home page, routes and catalog) may weigh.
// With --lighthouse, each layer's page is also drawn on the server (as the app's are), served on
// loopback and measured by Lighthouse (mobile preset, LIGHTHOUSE_RUNS runs, default 5), beside a
// static page with no script: the total blocking time the stack takes before the app draws
// anything, to read beside `npm run lighthouse` on the same machine at the same hour.
// Usage: node scripts/size-floor.mjs [--lighthouse]
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { lighthouseRun } from './lib/lighthouse-run.mjs';
import { median } from './lib/median.mjs';
import { describeShare } from './lib/thread-share.mjs';

const root = resolve('node_modules/.cache/size-floor');
const LIGHTHOUSE = process.argv.includes('--lighthouse');
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
// The server's render of the layers runs the libraries' production builds, as the app's server does.
process.env.NODE_ENV = 'production';

// Each layer's page: what it imports and what it hydrates. Every layer holds the previous ones.
// `wrap(tree, server)` puts the page in the layer's providers, on the server when `server` is true.
const layers = [
  {
    name: 'React DOM, hydrating a heading and a button',
    imports: [],
    page: `<main><h1>Paris</h1><button onClick={() => setOn(!on)}>{String(on)}</button></main>`,
    wrap: (tree) => tree,
  },
  {
    name: '+ React Router (BrowserRouter, Routes, Link)',
    imports: [`import { BrowserRouter, Link, Route, Routes, StaticRouter } from 'react-router-dom';`],
    page: `<main><h1>Paris</h1><Link to="/fr/fleet">fleet</Link><button onClick={() => setOn(!on)}>{String(on)}</button></main>`,
    wrap: (tree, server) =>
      `${server ? '<StaticRouter location="/fr">' : '<BrowserRouter>'}<Routes><Route path="/:lang" element={${tree}} /></Routes>${server ? '</StaticRouter>' : '</BrowserRouter>'}`,
  },
  {
    name: '+ Mantine (provider, Container, Title, Text, Group, Button)',
    imports: [`import { Button, Container, Group, MantineProvider, Text, Title } from '@mantine/core';`],
    page: `<Container><Title>Paris</Title><Text>Chauffeur</Text><Group><Link to="/fr/fleet">fleet</Link><Button onClick={() => setOn(!on)}>{String(on)}</Button></Group></Container>`,
    wrap: (tree) => `<MantineProvider>${tree}</MantineProvider>`,
  },
  {
    name: "+ Mantine's stylesheet (@mantine/core/styles.css)",
    imports: [`import '@mantine/core/styles.css';`],
    page: null,
    wrap: (tree) => tree,
  },
  {
    name: '+ jotai and Lingui (a provider, an atom, a message)',
    imports: [
      `import { Provider, atom, useAtomValue } from 'jotai';`,
      `import { i18n } from '@lingui/core';`,
      `import { I18nProvider, useLingui } from '@lingui/react';`,
      // A compiled catalog, as the app's are.
      `const schemeAtom = atom('light'); i18n.loadAndActivate({ locale: 'fr', messages: { hello: ['Bonjour'] } });`,
    ],
    page: `<Container><Title>{useLingui()._('hello')} {useAtomValue(schemeAtom)}</Title><Text>Chauffeur</Text><Group><Link to="/fr/fleet">fleet</Link><Button onClick={() => setOn(!on)}>{String(on)}</Button></Group></Container>`,
    wrap: (tree) => `<Provider><I18nProvider i18n={i18n}>${tree}</I18nProvider></Provider>`,
  },
  {
    name: '+ workbox-window (registering the service worker)',
    imports: [],
    // As the app does (src/app/pwa.ts): at the first idle moment 3 s after the page's load.
    entry: [
      `import { Workbox } from 'workbox-window';`,
      `addEventListener('load', () => setTimeout(() => requestIdleCallback(() => new Workbox('/sw.js').register(), { timeout: 5000 }), 3000), { once: true });`,
    ],
    page: null,
    wrap: (tree) => tree,
  },
];

/** The layer's page as a module, its providers for the browser (`client`) and for the server (`server`). */
function pageModule(upTo) {
  const used = layers.slice(0, upTo + 1);
  const page = used.map((layer) => layer.page).filter(Boolean).at(-1);
  const tree = (server) => used.reduce((inner, layer) => layer.wrap(inner, server), '<Page />');
  return [
    `import { useState } from 'react';`,
    ...used.flatMap((layer) => layer.imports),
    `function Page() { const [on, setOn] = useState(false); return ${page}; }`,
    `export const client = () => ${tree(false)};`,
    `export const server = () => ${tree(true)};`,
  ].join('\n');
}

const entryModule = (upTo) =>
  [
    `import { hydrateRoot } from 'react-dom/client';`,
    `import { client } from './page.jsx';`,
    ...layers.slice(0, upTo + 1).flatMap((layer) => layer.entry ?? []),
    `hydrateRoot(document.getElementById('root'), client());`,
  ].join('\n');

const htmlPage = (head, body) =>
  `<!doctype html><html lang="fr" data-mantine-color-scheme="light"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Paris</title><link rel="icon" href="data:,">` +
  `<meta name="description" content="Chauffeur à Paris">${head}</head><body>${body}</body></html>`;

/** Builds the layer for the browser, and (for Lighthouse) writes its page, drawn on the server, to `site/<index>/`. */
async function buildLayer(index) {
  const dir = join(root, `layer-${index}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'page.jsx'), pageModule(index));
  writeFileSync(join(dir, 'entry.jsx'), entryModule(index));
  const common = { configFile: false, root: dir, logLevel: 'silent', define: { 'process.env.NODE_ENV': '"production"' } };
  const result = await build({
    ...common,
    base: `/${index}/`,
    build: { write: false, minify: true, target: 'es2022', rolldownOptions: { input: join(dir, 'entry.jsx') } },
  });
  const files = [result].flat().flatMap((bundle) => bundle.output);
  const chunks = files.filter((file) => file.type === 'chunk');
  const size = gzipSync(chunks.map((chunk) => chunk.code).join('\n'), { level: 9 }).length;
  if (LIGHTHOUSE) {
    const site = join(root, 'site', String(index));
    for (const file of files) {
      mkdirSync(dirname(join(site, file.fileName)), { recursive: true });
      writeFileSync(join(site, file.fileName), file.type === 'chunk' ? file.code : file.source);
    }
    await build({ ...common, build: { ssr: join(dir, 'page.jsx'), outDir: join(dir, 'server'), minify: false } });
    const { server } = await import(pathToFileURL(join(dir, 'server', 'page.js')).href);
    const { renderToString } = await import('react-dom/server');
    const styles = files.filter((file) => file.fileName.endsWith('.css')).map((file) => `<link rel="stylesheet" href="/${index}/${file.fileName}">`);
    const entry = chunks.find((chunk) => chunk.isEntry);
    writeFileSync(
      join(site, 'index.html'),
      htmlPage(styles.join(''), `<div id="root">${renderToString(server())}</div><script type="module" src="/${index}/${entry.fileName}"></script>`),
    );
  }
  return size;
}

/** Serves `site/` on a free loopback port, compressed (gzip) as a server sends pages and code. */
async function serveSite() {
  const site = join(root, 'site');
  mkdirSync(site, { recursive: true });
  writeFileSync(join(site, 'sw.js'), '');
  mkdirSync(join(site, 'static'), { recursive: true });
  writeFileSync(join(site, 'static', 'index.html'), htmlPage('', '<main><h1>Paris</h1><p>Chauffeur</p></main>'));
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    let path = join(site, decodeURIComponent(new URL(request.url, 'http://localhost').pathname));
    if (!path.startsWith(site) || !existsSync(path)) return response.writeHead(404).end();
    if (statSync(path).isDirectory()) path = join(path, 'index.html');
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream', 'content-encoding': 'gzip' });
    response.end(gzipSync(readFileSync(path)));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((done) => server.close(done)) };
}

/** One Lighthouse run of a page: its total blocking time, performance and benchmarkIndex. */
async function blockingTime(pageUrl) {
  // Best practices for its errors-in-console audit: a page whose hydration failed would measure nothing.
  const { lhr, share } = await lighthouseRun(pageUrl, { categories: ['performance', 'best-practices'] });
  const errors = (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) => item.description);
  if (errors.length) throw new Error(`${pageUrl} logged errors: ${errors.join('; ')}`);
  return {
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Infinity,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    share: describeShare(share),
  };
}

/**
 * Every page RUNS times, in rounds (each page once per round), so that a slower moment of the
 * machine falls on all of them alike; then each page's median and runs.
 */
async function measureFloor(url) {
  const pages = [
    { name: 'a static page (a title and a paragraph, no script)', url: `${url}/static/`, runs: [] },
    ...layers.map((layer, index) => ({ name: layer.name, url: `${url}/${index}/`, runs: [] })),
  ];
  for (let round = 0; round < RUNS; round++) {
    for (const page of pages) page.runs.push(await blockingTime(page.url));
    process.stderr.write(`Lighthouse round ${round + 1} of ${RUNS} done\n`);
  }
  console.log(`\nLighthouse (mobile preset), ${RUNS} run${RUNS > 1 ? 's' : ''} per page in rounds, each layer's page drawn on the server:`);
  for (const { name, runs } of pages) {
    const tbt = median(runs.map((run) => run.tbt));
    const performance = median(runs.map((run) => run.performance));
    console.log(`${name.padEnd(62)} TBT median ${String(Math.round(tbt)).padStart(4)} ms, performance median ${performance}`);
    for (const run of runs) console.log(`    TBT ${Math.round(run.tbt)} ms, performance ${run.performance}, benchmarkIndex ${run.benchmarkIndex}: ${run.share}`);
  }
}

rmSync(root, { recursive: true, force: true });
mkdirSync(root, { recursive: true });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
let previous = 0;
try {
  for (let index = 0; index < layers.length; index++) {
    const size = await buildLayer(index);
    console.log(`${layers[index].name.padEnd(62)} ${kb(size).padStart(9)}  (${size - previous >= 0 ? '+' : ''}${kb(size - previous)})`);
    previous = size;
  }
  console.log(`The stack's floor for a first visit: ${kb(previous)} gzip, before any of the app's own code.`);
  if (LIGHTHOUSE) {
    const { url, stop } = await serveSite();
    try {
      await measureFloor(url);
    } finally {
      await stop();
    }
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
