import { I18nProvider } from '@lingui/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { registerFeatureCatalogs } from '../../src/app/catalogs';
import { appStore, StateProvider } from '../../src/app/state';
import { activateLanguage, i18n, loadCatalogs } from '../../src/i18n/i18n';
import type { Lang } from '../../src/domain/paths';
import { theme } from '../../src/ui/theme';

registerFeatureCatalogs();

const appTree = (url: string, ui: ReactNode) => (
  <StateProvider store={appStore}>
    <I18nProvider i18n={i18n}>
      <DirectionProvider>
        <MantineProvider theme={theme}>
          <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
        </MantineProvider>
      </DirectionProvider>
    </I18nProvider>
  </StateProvider>
);

/**
 * Renders like the app does: state, catalog, Mantine and a router at the given URL. `catalogs`: the
 * feature catalogs the rendered screens need (the app loads them with each screen).
 */
export async function renderAt(url: string, ui: ReactNode, lang: Lang = 'en', catalogs: string[] = []) {
  await loadCatalogs(catalogs);
  await activateLanguage(lang);
  return render(appTree(url, ui));
}

/**
 * As the server's page is taken over: the markup drawn to a string first, `before` done on it (what
 * the visitor does before the app's code has run), then hydrated.
 */
export async function hydrateAt(url: string, ui: ReactNode, before: (page: HTMLElement) => void, lang: Lang = 'en') {
  await activateLanguage(lang);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(appTree(url, ui));
  before(container);
  return render(appTree(url, ui), { container, hydrate: true });
}
