import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconDeviceMobileDown } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useMounted } from '../ui/use-mounted';
import { isIos, isStandalone } from './pwa';
import { pwaAtom, useAtom } from './state';

const IosInstallHelp = lazy(async () => ({ default: (await import('./ios-install-help')).IosInstallHelp }));

/** Offers to install the app where the browser allows it, and explains how on iOS. */
export function InstallButton() {
  const [pwa, setPwa] = useAtom(pwaAtom);
  const [helpOpened, setHelpOpened] = useState(false);
  // The platform and the browser's install offer are known in the browser only.
  const mounted = useMounted();
  const ios = mounted && isIos() && !isStandalone();

  // Until hydration is over, the server's markup: the browser's offer may come while the page is
  // being taken over, and a button drawn then would not match it.
  if (!mounted || (!pwa.installPrompt && !ios)) return null;

  const install = async () => {
    if (!pwa.installPrompt) return setHelpOpened(true);
    await pwa.installPrompt.prompt();
    await pwa.installPrompt.userChoice;
    setPwa((s) => ({ ...s, installPrompt: null }));
  };

  return (
    <>
      <Button
        variant="light"
        size="compact-sm"
        radius="xl"
        leftSection={<IconDeviceMobileDown size={16} aria-hidden />}
        onClick={() => void install()}
      >
        <Trans>Install app</Trans>
      </Button>
      {helpOpened && (
        <Suspense fallback={null}>
          <IosInstallHelp onClose={() => setHelpOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
