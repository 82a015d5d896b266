// Words and formats the wizard's screens share: service names, money, dates. Prices are written
// without Intl (src/i18n/numbers.ts), and the date format is made when a date is first shown: the
// wizard's first render, which brings the page to life, then makes no Intl format.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { WizardService } from '../../domain/public-booking';
import { formatEuros } from '../../i18n/numbers';
import { intlLocale } from '../../i18n/i18n';
import { useLang } from '../../i18n/use-lang';

export function useBookingLabels() {
  const { t } = useLingui();
  const lang = useLang();
  return useMemo(() => {
    const locale = intlLocale[lang];
    let date: Intl.DateTimeFormat | undefined;
    const services: Record<WizardService, { title: string; description: string }> = {
      airport: { title: t`Airport transfer`, description: t`Met at arrivals, flight followed, 15 minutes of waiting free.` },
      tours: { title: t`Private tour`, description: t`A car and chauffeur for the day, on your own itinerary.` },
      shared: { title: t`Shared tour`, description: t`Join a small group on a guided tour, at a gentler price.` },
    };
    return {
      services,
      service: (s: WizardService | '') => (s ? services[s].title : ''),
      money: (amount: string | number | null | undefined) => {
        const n = typeof amount === 'number' ? amount : amount ? Number(amount) : NaN;
        return Number.isFinite(n) ? formatEuros(locale, n) : '';
      },
      date: (d: string) => {
        const time = /^\d{4}-\d{2}-\d{2}$/.test(d) ? Date.parse(`${d}T00:00:00Z`) : NaN;
        if (!Number.isFinite(time)) return d;
        date ??= new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
        return date.format(time);
      },
    };
  }, [t, lang]);
}

