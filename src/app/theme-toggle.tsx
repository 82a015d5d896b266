import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { themeAtom, useAtom } from './state';

export function ThemeToggle() {
  const { t } = useLingui();
  const [scheme, setScheme] = useAtom(themeAtom);
  const dark = scheme === 'dark';
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      c="var(--mantine-color-text)"
      aria-label={dark ? t`Switch to light theme` : t`Switch to dark theme`}
      aria-pressed={dark}
      onClick={() => setScheme(dark ? 'light' : 'dark')}
    >
      {dark ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </ActionIcon>
  );
}
