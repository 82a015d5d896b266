import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { ChromeIconButton } from '../ui/chrome-icon-button';
import { useMounted } from '../ui/use-mounted';
import { themeAtom, useAtom } from './state';

export function ThemeToggle() {
  const { t } = useLingui();
  const [scheme, setScheme] = useAtom(themeAtom);
  // The server draws the light page; the saved theme is the browser's (boot.js applies it before the
  // first paint, and the icons follow it by CSS), so the labels take it once mounted.
  const dark = useMounted() && scheme === 'dark';
  return (
    <ChromeIconButton
      aria-label={dark ? t`Switch to light theme` : t`Switch to dark theme`}
      aria-pressed={dark}
      onClick={() => setScheme(scheme === 'dark' ? 'light' : 'dark')}
    >
      <Box component="span" lightHidden display="flex">
        <IconSun size={20} aria-hidden />
      </Box>
      <Box component="span" darkHidden display="flex">
        <IconMoon size={20} aria-hidden />
      </Box>
    </ChromeIconButton>
  );
}
