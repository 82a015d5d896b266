// An invoice or credit note speaks French whatever the screen's language, as the bon de commande
// does: French law asks for its mentions in French, and the PDF and the email carry this sheet.
import { I18nProvider } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { useEffect, useState, type ReactNode } from 'react';
import { documentI18n } from '../../i18n/i18n';
import { PageLoader } from './booking-not-found';

/** Its children in French (the screen's language if the French words cannot be loaded). */
export function FrenchDocument({ children }: { children: ReactNode }) {
  const [french, setFrench] = useState<I18n | 'unavailable' | null>(null);
  useEffect(() => {
    let live = true;
    documentI18n('fr', ['admin', 'admin-bookings']).then(
      (instance) => live && setFrench(instance),
      () => live && setFrench('unavailable'),
    );
    return () => {
      live = false;
    };
  }, []);
  if (french === null) return <PageLoader />;
  if (french === 'unavailable') return <>{children}</>;
  return <I18nProvider i18n={french}>{children}</I18nProvider>;
}
