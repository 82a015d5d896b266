import './ui/styles';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startPwa } from './app/pwa';
import { preloadPublicScreen } from './app/router';
import { appStore, languageAtom } from './app/state';
import { keptCatalogueSnapshot, readCatalogueSnapshot } from './db/catalogue-snapshot';
import { DEFAULT_LANG, dirOf, langOfPath } from './domain/paths';
import { matchPublicRoute } from './domain/public-routes';
import { registerFeatureCatalogs } from './app/catalogs';
import { activateLanguage } from './i18n/i18n';
import { whenPageIdle } from './lib/when-page-idle';
import { replayEarlyActions } from './app/early-actions';
import { setHydrating } from './ui/use-mounted';

declare global {
  interface Window {
    /** src/boot.js: settles once it has added the page's module preloads (a few per task). */
    appCodePreloaded?: Promise<void>;
  }
}

/** Runs once the server's page is hydrated: its effect comes after every effect of the first commit. */
function AfterHydration({ children }: { children: ReactNode }) {
  useEffect(() => {
    setHydrating(false);
    return whenPageIdle(() => replayEarlyActions(), 1000);
  }, []);
  return children;
}

async function boot() {
  registerFeatureCatalogs();
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from index.html');
  const lang = langOfPath(location.pathname) ?? DEFAULT_LANG;
  const catalogue = readCatalogueSnapshot();
  const route = matchPublicRoute(location.pathname);

  if (catalogue && route && root.firstElementChild) {
    // The server drew this page: render exactly what it did, in its language, with its screen's
    // code and catalog in already, so that hydration changes nothing on screen.
    // (In turn: a catalog loads in the active language.)
    await Promise.all([activateLanguage(lang), window.appCodePreloaded]);
    await preloadPublicScreen(route.name);
    appStore.set(languageAtom, lang);
    setHydrating(true);
    // In a transition, hydration yields to the browser between components: a tap or a scroll is
    // answered during it, and no task blocks the main thread for the whole page.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <AfterHydration>
            <App catalogue={catalogue} serverMarkup direction={dirOf(lang)} />
          </AfterHydration>
        </StrictMode>,
      );
    });
  } else {
    replayEarlyActions();
    // Lingui renders nothing until a locale is active: load the URL's language first. A public page
    // drawn from the shell (offline) shows the records of the last page the visitor saw.
    const [, kept] = await Promise.all([activateLanguage(lang), route ? keptCatalogueSnapshot() : null]);
    createRoot(root).render(
      <StrictMode>
        <App catalogue={kept} direction={dirOf(lang)} />
      </StrictMode>,
    );
  }
  startPwa();
}

void boot();
