import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell, IconSearch } from '@tabler/icons-react';
import { ThemeToggle } from './theme-toggle';

/** The icon buttons of the top bar and of the mobile menu. */
export function HeaderIcons() {
  const { t } = useLingui();
  return (
    <>
      <ThemeToggle />
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        radius="xl"
        c="var(--mantine-color-text)"
        aria-label={t`Search`}
      >
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
      <Indicator color="red.7" size={8} offset={7}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          c="var(--mantine-color-text)"
          aria-label={t`Notifications`}
        >
          <IconBell size={20} aria-hidden />
        </ActionIcon>
      </Indicator>
    </>
  );
}
