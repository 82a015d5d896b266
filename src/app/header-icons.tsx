import { useLingui } from '@lingui/react/macro';
import { Indicator } from '@mantine/core';
import { ChromeIconButton } from '../ui/chrome-icon-button';
import { IconBell, IconSearch } from '@tabler/icons-react';
import { ThemeToggle } from './theme-toggle';

/** The icon buttons of the top bar and of the mobile menu. */
export function HeaderIcons() {
  const { t } = useLingui();
  return (
    <>
      <ThemeToggle />
      <ChromeIconButton
        aria-label={t`Search`}
      >
        <IconSearch size={20} aria-hidden />
      </ChromeIconButton>
      <Indicator color="red.7" size={8} offset={7}>
        <ChromeIconButton
          aria-label={t`Notifications`}
        >
          <IconBell size={20} aria-hidden />
        </ChromeIconButton>
      </Indicator>
    </>
  );
}
