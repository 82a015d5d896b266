// Where the back-office frame's and each feature's catalogs live (see src/i18n/i18n.ts).
import type { Messages } from '@lingui/core';
import type { Lang } from '../domain/paths';
import { registerCatalog } from '../i18n/i18n';

type CatalogModule = { messages: Messages };

const features = import.meta.glob<CatalogModule>('../features/*/locales/*.po');

/** The name of a feature's catalog is its folder's. */
export function registerFeatureCatalogs(): void {
  const names = new Set(Object.keys(features).map((path) => path.split('/')[2]!));
  for (const name of names) registerCatalog(name, (lang: Lang) => features[`../features/${name}/locales/${lang}.po`]?.());
  registerCatalog(
    'admin',
    (lang: Lang) =>
      ({
        fr: () => import('../i18n/locales/fr/admin.po'),
        en: () => import('../i18n/locales/en/admin.po'),
        ar: () => import('../i18n/locales/ar/admin.po'),
      })[lang](),
  );
}

registerFeatureCatalogs();
