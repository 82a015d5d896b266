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
import { whenPageIdle } from './db/app-db-boundary';

declare global {
  interface Window {
    /** src/boot.js (inline in the page): the clicks on controls of the server's page made before the app took it over. */
    takeEarlyClicks?: () => Element[];
  }
}

/** Has React taken this element of the server's page over (hydrated it)? */
const hydratedElement = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/**
 * Does again, once the page is the app's, what the visitor clicked while it was not yet: each click
 * once React owns its element (a part of the page may hydrate a moment after the rest).
 */
function replayEarlyClicks() {
  const held = (window.takeEarlyClicks?.() ?? []).filter((target): target is HTMLElement => target instanceof HTMLElement);
  const deadline = Date.now() + 5000;
  const next = () => {
    while (held.length > 0) {
      const target = held[0]!;
      if (!target.isConnected) {
        held.shift();
        continue;
      }
      if (!hydratedElement(target) && Date.now() < deadline) {
        setTimeout(next, 50);
        return;
      }
      held.shift();
      // React marks an element while it hydrates the part that holds it and commits that part at the
      // end of the work, which runs in slices: the click waits until that work is done (idle).
      whenPageIdle(() => {
        target.click();
        next();
      }, 1000);
      return;
    }
  };
  next();
}

/** Runs once the server's page is hydrated: its effect comes after every effect of the first commit. */
function AfterHydration({ children }: { children: ReactNode }) {
  useEffect(() => whenPageIdle(replayEarlyClicks, 1000), []);
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
    await activateLanguage(lang);
    await preloadPublicScreen(route.name);
    appStore.set(languageAtom, lang);
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
    replayEarlyClicks();
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
