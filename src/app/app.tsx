import { I18nProvider } from '@lingui/react';
import { DirectionProvider, MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { DeviceDbProvider } from '../db/app-db-boundary';
import { CatalogueSnapshotProvider, type CatalogueSnapshot } from '../db/catalogue-snapshot';
import { i18n } from '../i18n/i18n';
import { cssVariablesResolver, theme } from '../ui/theme';
import { AppRouter } from './router';
import { appStore, StateProvider, themeAtom, useAtomValue, type AppStore } from './state';
import { SyncBridge } from './sync-bridge';
import { Toasts } from './toasts';
import { NumberDigits } from './number-digits';

/**
 * The app's theme is its own (the customization atom, applied before the first paint by src/boot.js):
 * Mantine keeps nothing. Its manager only answers with that theme: Mantine sets the page's scheme
 * from its manager once mounted, before it applies the forced one, and its own default (light) would
 * flash on a dark page while the page hydrates.
 */
const appScheme = (scheme: 'light' | 'dark'): MantineColorSchemeManager => ({
  get: () => scheme,
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
});

function ThemedApp({ children }: { children: ReactNode }) {
  const scheme = useAtomValue(themeAtom);
  const manager = useMemo(() => appScheme(scheme), [scheme]);

  useEffect(() => {
    document.documentElement.classList.toggle('dark', scheme === 'dark');
  }, [scheme]);

  return (
    <MantineProvider
      theme={theme}
      forceColorScheme={scheme}
      colorSchemeManager={manager}
      cssVariablesResolver={cssVariablesResolver}
    >
      <Toasts />
      {children}
    </MantineProvider>
  );
}

export interface AppProps {
  /** The page's jotai store: one per request on the server. */
  store?: AppStore;
  /** The records the server rendered the page from (null: the browser draws it alone). */
  catalogue?: CatalogueSnapshot | null;
  /** The page holds the server's markup (or this is the server): the device database waits (app-db-boundary). */
  serverMarkup?: boolean;
  direction?: 'ltr' | 'rtl';
  /** The router with the routes: the browser's by default, a static one on the server. */
  children?: ReactNode;
}

export function App({ store = appStore, catalogue = null, serverMarkup = false, direction = 'ltr', children }: AppProps) {
  return (
    <StateProvider store={store}>
      <DeviceDbProvider openAtOnce={!serverMarkup}>
        <SyncBridge />
        <CatalogueSnapshotProvider snapshot={catalogue}>
          <I18nProvider i18n={i18n}>
            <DirectionProvider initialDirection={direction} detectDirection>
              <NumberDigits>
                <ThemedApp>{children ?? <AppRouter />}</ThemedApp>
              </NumberDigits>
            </DirectionProvider>
          </I18nProvider>
        </CatalogueSnapshotProvider>
      </DeviceDbProvider>
    </StateProvider>
  );
}
