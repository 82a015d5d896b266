import { defineConfig } from '@lingui/cli';

// Three kinds of catalog per language, so that each screen brings only its own strings:
// the shell (every page needs it, with the home page's hero: the first thing most visitors see),
// the back-office frame with the pieces every back-office screen shares (src/ui/admin, loaded with the
// frame, never on a public page), and one per feature folder (loaded with its screens).
const ADMIN_SHELL = [
  '<rootDir>/src/app/admin-{layout,nav,screens,routes,account-menu,sync-badge,sign-out,office-background}.*',
  '<rootDir>/src/ui/admin/**',
];
const exclude = ['**/node_modules/**', '**/*.test.*', '**/locales/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['fr', 'en', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...exclude, '<rootDir>/src/features/!(home)/**', ...ADMIN_SHELL],
    },
    {
      path: '<rootDir>/src/i18n/locales/{locale}/admin',
      include: ADMIN_SHELL,
      exclude,
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: [...exclude, '<rootDir>/src/features/home/**'],
    },
  ],
});
