import { I18nProvider } from '@lingui/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useEffect } from 'react';
import { i18n } from '../i18n/i18n';
import { cssVariablesResolver, theme } from '../ui/theme';
import { AppRouter } from './router';
import { appStore, StateProvider, themeAtom, useAtomValue } from './state';
import { SyncBridge } from './sync-bridge';
import { Toasts } from './toasts';

function ThemedApp() {
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
      <AppRouter />
    </MantineProvider>
  );
}

export function App() {
  return (
    <StateProvider store={appStore}>
      <SyncBridge />
      <I18nProvider i18n={i18n}>
        <DirectionProvider detectDirection>
          <ThemedApp />
        </DirectionProvider>
      </I18nProvider>
    </StateProvider>
  );
}
