// Numbers on the Arabic pages in the digits the company chose in its settings (Western unless it
// chose Arabic-Indic ones). Set as the settings are read, before the screens below render: on the
// server from the page's catalogue, in the browser from the same catalogue, then the device's copy.
// A screen already drawn shows the new digits when it next renders.
import type { ReactNode } from 'react';
import { useSettings } from '../db/hooks';
import { setArabicDigits } from '../i18n/i18n';

export function NumberDigits({ children }: { children: ReactNode }) {
  setArabicDigits(useSettings()?.arabicDigits);
  return children;
}
