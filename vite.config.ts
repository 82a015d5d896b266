/// <reference types="vitest/config" />
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The toast store alone: importing the package's index would pull its renderer into the first load.
const notificationsStore = fileURLToPath(
  new URL('./node_modules/@mantine/notifications/esm/notifications.store.mjs', import.meta.url),
);

// What runs before the first paint (theme, language, early clicks: src/boot.js) is written into the
// page itself rather than fetched, so nothing holds the first paint back for one more request. The
// server allows exactly this script by its hash (server/http/security-headers.ts).
const inlineBoot = {
  name: 'inline-boot',
  transformIndexHtml: {
    order: 'pre' as const,
    handler: (html: string) => {
      const tag = '<script src="/src/boot.js"></script>';
      if (!html.includes(tag)) throw new Error(`index.html no longer loads ${tag}`);
      return html.replace(tag, () => `<script>${readFileSync(new URL('./src/boot.js', import.meta.url), 'utf8').trim()}</script>`);
    },
  },
};

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '8787'}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Lingui's macros must be expanded before React's transform sees the JSX.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui({ failOnCompileError: true }),
    inlineBoot,
    // The service worker and the manifest belong to the browser's build only (the plugin links the
    // manifest in the built page; index.html does not, or the page would name it twice).
    !isSsrBuild &&
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Paris Prestige Chauffeur',
        short_name: 'Prestige VTC',
        description: 'Premium chauffeur, airport transfers and private tours in Paris, Belgium, Tunisia and the French Riviera.',
        lang: 'fr',
        start_url: '/fr',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0b1426',
        background_color: '#0b1426',
        categories: ['travel', 'business'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          { name: 'Réserver', short_name: 'Réserver', url: '/fr/booking', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
          { name: 'Back-office', short_name: 'Admin', url: '/fr/admin', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
        ],
      },
      injectManifest: {
        // The shell, every screen's chunk, the three catalogs, the fonts and the bundled
        // illustrations: any route in any language opens offline after the first visit.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // The PNG icons are the system's (install, home screen, link previews): no page draws them.
        globIgnores: ['icons/*.png'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: [
      { find: /^@mantine\/notifications\/store$/, replacement: notificationsStore },
      // Imported by @mantine/hooks' index only: see src/ui/mantine-use-id.ts.
      { find: /^\.\/use-id\/use-id\.mjs$/, replacement: fileURLToPath(new URL('./src/ui/mantine-use-id.ts', import.meta.url)) },
      // Imported by @mantine/core's MantineProvider only: see src/ui/mantine-css-variables.tsx.
      {
        find: /^\.\/MantineCssVariables\/MantineCssVariables\.mjs$/,
        replacement: fileURLToPath(new URL('./src/ui/mantine-css-variables.tsx', import.meta.url)),
      },
      { find: /^canvg$/, replacement: fileURLToPath(new URL('./scripts/lib/canvg-unavailable.ts', import.meta.url)) },
      { find: /^dompurify$/, replacement: fileURLToPath(new URL('./scripts/lib/dompurify-unavailable.ts', import.meta.url)) },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    manifest: true,
    // The server-rendering bundle (dist/server, see the build script) needs no copy of public/.
    copyPublicDir: !isSsrBuild,
    // What the entry imports statically runs on every page: one chunk with the entry, rather than
    // the forty small ones it was split into for sharing with the screens loaded later (each a
    // request, a module to compile and link). The screens import from it.
    rolldownOptions: isSsrBuild ? undefined : { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
  // That bundle holds its dependencies: the server loads it from wherever the build lies (DIST_DIR).
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
}));
