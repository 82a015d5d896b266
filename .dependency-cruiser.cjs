// The layout rules `npm run arch` checks (scripts/arch.mjs, which also counts lines): no import
// cycles, and the one-way layers of STYLE.md (app -> features -> shared; client and server apart).

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'Modules must not import each other, even through other modules or only for types.',
      severity: 'error',
      from: { path: '^(src|server|sw|scripts|tests|e2e)/' },
      to: { circular: true },
    },
    {
      name: 'shared-imports-feature-or-app',
      comment: 'Shared code (src/db, sync, domain, i18n, ui, lib) must not import a feature or the app shell.',
      severity: 'error',
      from: { path: '^src/(db|sync|domain|i18n|ui|lib)/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'feature-imports-feature',
      comment: 'A feature must not import another feature: move what both need to shared code.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'feature-imports-app',
      comment: 'A feature may use the app state atoms (src/app/state.ts) and nothing else of src/app.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/', pathNot: '^src/app/state\\.ts$' },
    },
    {
      name: 'client-imports-server',
      comment: 'The client (src/, sw/) must not import server code.',
      severity: 'error',
      from: { path: '^(src|sw)/' },
      to: { path: '^server/' },
    },
    {
      // The render worker (server/render/render-worker.mjs) loads the built renderer,
      // dist/server/entry-server.js made from src/entry-server.tsx, by a URL at run time: that is no
      // import of src/, and the only way the server reaches the app's components.
      name: 'server-imports-client',
      comment: 'The server may import src/domain (pure logic shared with it) and nothing else of src/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: '^src/domain/' },
    },
  ],
  options: {
    includeOnly: '^(src|server|sw|scripts|tests|e2e)/',
    // Type-only imports count: a cycle through `import type` is still a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
