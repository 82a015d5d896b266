// Lint rules, including the one-way layers of STYLE.md: app -> features -> shared.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jestDom from 'eslint-plugin-jest-dom';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const shared = ['src/db', 'src/sync', 'src/domain', 'src/i18n', 'src/ui', 'src/lib'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'test-results', 'playwright-report', 'src/i18n/locales', 'src/features/*/locales', 'public', 'backups'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-render': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Shared code never reaches up into features or the app shell.
            ...shared.map((target) => ({
              target: `./${target}`,
              from: ['./src/features', './src/app'],
              message: 'Shared code (db, sync, domain, i18n, ui, lib) must not import features or the app.',
            })),
            // Among the shared rooms, one way down: ui -> sync -> db -> domain, and lib under all.
            {
              target: ['./src/db', './src/sync', './src/domain', './src/i18n', './src/lib'],
              from: './src/ui',
              message: 'Only features, the app and src/ui itself use src/ui.',
            },
            {
              target: ['./src/db', './src/domain', './src/lib'],
              from: './src/sync',
              message: 'The storage (src/db) and pure logic (src/domain) do not use the sync engine.',
            },
            {
              target: ['./src/domain', './src/lib'],
              from: ['./src/db', './src/i18n'],
              message: 'src/domain and src/lib are pure: no storage, no catalogs.',
            },
            {
              target: './src/lib',
              from: './src/domain',
              message: 'src/lib holds browser helpers that know nothing of the business.',
            },
            // A feature never imports another feature, nor the app shell (except its state atoms).
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature must not import another feature.',
            })),
            {
              target: './src/features',
              from: './src/app',
              except: ['./state.ts'],
              message: 'Features may use the app state atoms (src/app/state.ts) and nothing else from src/app.',
            },
            {
              target: './src',
              from: './server',
              message: 'The client must not import server code.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'jotai', message: 'Use the atoms and hooks of src/app/state.ts.' }],
          patterns: [{ group: ['jotai/*'], message: 'Use the atoms and hooks of src/app/state.ts.' }],
        },
      ],
    },
  },
  {
    files: ['src/app/state.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Components reach data only through src/db and src/sync.
    files: ['src/features/**', 'src/app/**', 'src/ui/**', 'src/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'jotai', message: 'Use the atoms and hooks of src/app/state.ts.' },
            { name: 'dexie', message: 'Read and write through the hooks and repositories of src/db.' },
            { name: 'dexie-react-hooks', message: 'Read through the hooks of src/db.' },
          ],
          patterns: [{ group: ['jotai/*'], message: 'Use the atoms and hooks of src/app/state.ts.' }],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Network calls belong in src/sync.' }],
    },
  },
  {
    files: ['src/app/state.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // A feature's own reads and writes live in its queries.ts, the one file of it that touches Dexie.
    files: ['src/features/*/queries.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'jotai', message: 'Use the atoms and hooks of src/app/state.ts.' }],
          patterns: [{ group: ['jotai/*'], message: 'Use the atoms and hooks of src/app/state.ts.' }],
        },
      ],
    },
  },
  {
    // Pure logic shared with the server: no React, no storage, no network.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'dexie', 'dexie-react-hooks', 'jotai', '@mantine/core'].map((name) => ({
            name,
            message: 'src/domain is pure logic shared with the server.',
          })),
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'src/domain is pure.' },
        { name: 'localStorage', message: 'src/domain is pure.' },
        { name: 'indexedDB', message: 'src/domain is pure.' },
      ],
    },
  },
  {
    files: ['tests/**', 'e2e/**', 'scripts/**', '**/*.config.*'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-imports': 'off' },
  },
  {
    // Unit tests: Testing Library's queries and jest-dom's matchers, each assertion saying what it expects.
    files: ['tests/**', 'src/**/*.test.*'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['tests/**', 'src/**/*.test.*'],
    ...jestDom.configs['flat/recommended'],
  },
  {
    files: ['tests/**', 'src/**/*.test.*'],
    rules: {
      // Scoping to a card, a section, the page head or an aria-describedby target is how many tests find what they check.
      'testing-library/no-node-access': 'off',
      // Clicks that start async work (a submit, a sign-in) are wrapped in `await act(async ...)` on purpose: it flushes what they start.
      'testing-library/no-unnecessary-act': 'off',
      // Vitest globals are off, so Testing Library does not unmount by itself: tests/setup.ts does, and a test may unmount mid-way.
      'testing-library/no-manual-cleanup': 'off',
      // jest-dom/prefer-to-have-value sees only getByRole('textbox'): the same for a field found by any query.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='expect'] > MemberExpression.arguments[property.name='value'] :matches(CallExpression[callee.property.name=/^(get|find)(All)?By/], CallExpression[callee.name=/^(get|find)(All)?By/])",
          message: 'Use expect(field).toHaveValue(...): it says which value was expected and which was found.',
        },
      ],
    },
  },
  {
    // renderThread and thread.render are the server's page renderer, not Testing Library's render.
    files: ['tests/server/**'],
    rules: { 'testing-library/render-result-naming-convention': 'off' },
  },
);
