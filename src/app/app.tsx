import { I18nProvider } from '@lingui/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { DeviceDbProvider } from '../db/app-db-boundary';
import { CatalogueSnapshotProvider, type CatalogueSnapshot } from '../db/catalogue-snapshot';
import { i18n } from '../i18n/i18n';
import { cssVariablesResolver, theme } from '../ui/theme';
import { AppRouter } from './router';
import { appStore, StateProvider, themeAtom, useAtomValue, type AppStore } from './state';
import { SyncBridge } from './sync-bridge';
import { Toasts } from './toasts';

function ThemedApp({ children }: { children: ReactNode }) {
  const scheme = useAtomValue(themeAtom);

  useEffect(() => {
    document.documentElement.classList.toggle('dark', scheme === 'dark');
  }, [scheme]);

  return (
    <MantineProvider
      theme={theme}
      forceColorScheme={scheme}
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
              <ThemedApp>{children ?? <AppRouter />}</ThemedApp>
            </DirectionProvider>
          </I18nProvider>
        </CatalogueSnapshotProvider>
      </DeviceDbProvider>
    </StateProvider>
  );
}
