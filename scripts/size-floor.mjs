// What the stack alone costs a first visit: the smallest page that hydrates with the libraries
// DESIGN.md chooses, built as the app is (vite, minified, es2022), one layer at a time, gzip -9.
// The figure to read beside `npm run size`: what is left of a budget once these are paid is what
// the app's own code (its shell, home page, routes and catalog) may weigh.
// Usage: node scripts/size-floor.mjs
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = resolve('node_modules/.cache/size-floor');

// Each layer's page: what it imports and what it hydrates. Every layer holds the previous ones.
const layers = [
  {
    name: 'React DOM, hydrating a heading and a button',
    imports: [`import { hydrateRoot } from 'react-dom/client';`],
    page: `<main><h1>Paris</h1><button onClick={() => setOn(!on)}>{String(on)}</button></main>`,
    wrap: (tree) => tree,
  },
  {
    name: '+ React Router (BrowserRouter, Routes, Link)',
    imports: [`import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';`],
    page: `<main><h1>Paris</h1><Link to="/fr/fleet">fleet</Link><button onClick={() => setOn(!on)}>{String(on)}</button></main>`,
    wrap: (tree) => `<BrowserRouter><Routes><Route path="/:lang" element={${tree}} /></Routes></BrowserRouter>`,
  },
  {
    name: '+ Mantine (provider, Container, Title, Text, Group, Button)',
    imports: [`import { Button, Container, Group, MantineProvider, Text, Title } from '@mantine/core';`],
    page: `<Container><Title>Paris</Title><Text>Chauffeur</Text><Group><Link to="/fr/fleet">fleet</Link><Button onClick={() => setOn(!on)}>{String(on)}</Button></Group></Container>`,
    wrap: (tree) => `<MantineProvider>${tree}</MantineProvider>`,
  },
  {
    name: '+ jotai and Lingui (a provider, an atom, a message)',
    imports: [
      `import { Provider, atom, useAtomValue } from 'jotai';`,
      `import { i18n } from '@lingui/core';`,
      `import { I18nProvider, useLingui } from '@lingui/react';`,
      `const schemeAtom = atom('light'); i18n.loadAndActivate({ locale: 'fr', messages: { hello: 'Bonjour' } });`,
    ],
    page: `<Container><Title>{useLingui()._('hello')} {useAtomValue(schemeAtom)}</Title><Text>Chauffeur</Text><Group><Link to="/fr/fleet">fleet</Link><Button onClick={() => setOn(!on)}>{String(on)}</Button></Group></Container>`,
    wrap: (tree) => `<Provider><I18nProvider i18n={i18n}>${tree}</I18nProvider></Provider>`,
  },
  {
    name: '+ workbox-window (registering the service worker)',
    imports: [`import { Workbox } from 'workbox-window';`, `new Workbox('/sw.js').register();`],
    page: null,
    wrap: (tree) => tree,
  },
];

function source(upTo) {
  const used = layers.slice(0, upTo + 1);
  const page = used.map((layer) => layer.page).filter(Boolean).at(-1);
  const tree = used.reduce((inner, layer) => layer.wrap(inner), '<Page />');
  return [
    `import { useState } from 'react';`,
    ...used.flatMap((layer) => layer.imports),
    `function Page() { const [on, setOn] = useState(false); return ${page}; }`,
    `hydrateRoot(document.getElementById('root'), ${tree});`,
  ].join('\n');
}

rmSync(root, { recursive: true, force: true });
mkdirSync(root, { recursive: true });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
let previous = 0;
try {
  for (let index = 0; index < layers.length; index++) {
    const entry = join(root, `layer-${index}.jsx`);
    writeFileSync(entry, source(index));
    const result = await build({
      configFile: false,
      root,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      build: { write: false, minify: true, target: 'es2022', rolldownOptions: { input: entry } },
    });
    const chunks = [result].flat().flatMap((bundle) => bundle.output).filter((file) => file.type === 'chunk');
    const code = chunks.map((chunk) => chunk.code).join('\n');
    const size = gzipSync(code, { level: 9 }).length;
    console.log(`${layers[index].name.padEnd(62)} ${kb(size).padStart(9)}  (${size - previous >= 0 ? '+' : ''}${kb(size - previous)})`);
    previous = size;
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
console.log(`The stack's floor for a first visit: ${kb(previous)} gzip, before any of the app's own code.`);
