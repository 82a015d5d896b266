import { useLingui } from '@lingui/react/macro';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { ChromeIconButton } from '../ui/chrome-icon-button';
import { themeAtom, useAtom } from './state';

export function ThemeToggle() {
  const { t } = useLingui();
  const [scheme, setScheme] = useAtom(themeAtom);
  const dark = scheme === 'dark';
  return (
    <ChromeIconButton
      aria-label={dark ? t`Switch to light theme` : t`Switch to dark theme`}
      aria-pressed={dark}
      onClick={() => setScheme(dark ? 'light' : 'dark')}
    >
      {dark ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </ChromeIconButton>
  );
}
