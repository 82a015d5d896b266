// The words and formats of the bookings screens in the active language: statuses, services, VAT
// kinds, payment methods, euros and dates.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { BookingStatus, PaymentMethod, ServiceType, VatKind } from '../../domain/types';
import { intlLocale } from '../../i18n/i18n';
import { useBookingWords } from '../../ui/admin/booking-status';
import { DEFAULT_LANG, isLang, type Lang } from '../../domain/paths';

interface Formats {
  money: Intl.NumberFormat;
  percent: Intl.NumberFormat;
  shortDate: Intl.DateTimeFormat;
  longDate: Intl.DateTimeFormat;
  localDate: Intl.DateTimeFormat;
}

// Making an Intl formatter costs far more than using one: one set per language, made once.
const formats = new Map<Lang, Formats>();

function formatsFor(lang: Lang): Formats {
  let found = formats.get(lang);
  if (!found) {
    const locale = intlLocale[lang];
    found = {
      money: new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }),
      percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
      // Pickup dates are calendar days ('YYYY-MM-DD'): read and shown in UTC so that no time zone moves them.
      shortDate: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
      longDate: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }),
      localDate: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }),
    };
    formats.set(lang, found);
  }
  return found;
}

export function useBookingLabels() {
  const { t, i18n } = useLingui();
  // The language of the words around it: the screen's, or French inside a FrenchDocument.
  const lang: Lang = isLang(i18n.locale) ? i18n.locale : DEFAULT_LANG;
  const { statuses, services, payments } = useBookingWords();
  return useMemo(() => {
    const vatKinds: Record<VatKind, string> = {
      transport: t`Passenger transport`,
      hourly: t`Hourly hire`,
    };
    const { money, percent, shortDate, longDate, localDate } = formatsFor(lang);
    const day = (value: string) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return Number.isFinite(time) ? time : null;
    };
    return {
      status: (s: BookingStatus) => statuses[s],
      statuses,
      service: (s: ServiceType) => services[s],
      vatKind: (k: VatKind) => vatKinds[k],
      payment: (p: PaymentMethod | undefined) => (p ? payments[p] : t`To be defined`),
      /** A tax-included price (a decimal string) in euros; '-' when it is not a number. */
      money: (amount: string | number) => {
        const n = typeof amount === 'number' ? amount : amount.trim() === '' ? NaN : Number(amount);
        return Number.isFinite(n) ? money.format(n) : '-';
      },
      /** A VAT rate given in percent (10 -> '10 %'). */
      percent: (n: number) => percent.format(n / 100),
      shortDate: (value: string) => {
        const time = day(value);
        return time === null ? value || '-' : shortDate.format(time);
      },
      longDate: (value: string) => {
        const time = day(value);
        return time === null ? value || '-' : longDate.format(time);
      },
      /** A moment (an ISO timestamp) as a date of the device's time zone. */
      dateOf: (iso: string | Date) => localDate.format(typeof iso === 'string' ? new Date(iso) : iso),
    };
  }, [t, lang, statuses, services, payments]);
}

export type BookingLabels = ReturnType<typeof useBookingLabels>;
