// The language switcher. Its dropdown (and the positioning library behind it) loads on first use.
import { lazy, Suspense, useState } from 'react';
import { LanguageTrigger } from './language-trigger';

const loadDropdown = () => import('./language-menu-dropdown');
const LanguageMenuDropdown = lazy(async () => ({ default: (await loadDropdown()).LanguageMenuDropdown }));

export function LanguageMenu({ fullWidth = false }: { fullWidth?: boolean }) {
  const [wanted, setWanted] = useState(false);
  const trigger = (
    <LanguageTrigger
      fullWidth={fullWidth}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LanguageMenuDropdown fullWidth={fullWidth} />
    </Suspense>
  );
}
