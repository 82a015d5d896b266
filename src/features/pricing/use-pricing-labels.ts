// The calculator's words: vehicle classes (SPEC 2.4), place groups, and the messages of the
// domain's issue codes (src/domain/pricing.ts), in the active language.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { PlaceCity } from '../../domain/places';
import type { QuoteIssue, RouteIssue } from '../../domain/pricing';
import type { VehicleClass } from '../../domain/types';
import { intlLocale } from '../../i18n/i18n';
import { useLang } from '../../i18n/use-lang';

export function usePricingLabels() {
  const { t } = useLingui();
  const lang = useLang();
  return useMemo(() => {
    const euros = new Intl.NumberFormat(intlLocale[lang], { style: 'currency', currency: 'EUR' });
    const km = new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 1 });
    const classes: Record<VehicleClass, { title: string; description: string }> = {
      sedan: { title: t`Luxury saloon`, description: t`Mercedes E-Class or similar` },
      suv: { title: t`Premium SUV`, description: t`Range Rover Sport or similar` },
      van: { title: t`Executive van`, description: t`Mercedes V-Class or similar` },
      coach: { title: t`Luxury coach`, description: t`For groups, weddings and events` },
    };
    const cities: Record<PlaceCity, string> = {
      paris: t`Paris and Île-de-France`,
      riviera: t`French Riviera`,
      brussels: t`Brussels`,
      tunisia: t`Tunisia`,
    };
    const routeIssues: Record<RouteIssue, string> = {
      unknownPlace: t`Choose a place from the list`,
      samePlace: t`Choose a destination other than the pickup place`,
      noRoad: t`There is no road between these places: choose both in the same region`,
    };
    return {
      classes,
      cities,
      routeIssues,
      /** Euros from integer cents, in the visitor's locale. */
      money: (cents: number) => euros.format(cents / 100),
      km: (value: number) => km.format(value),
      passengerIssue: (issue: QuoteIssue, capacity: number) =>
        issue === 'passengersOverCapacity'
          ? t`Selected vehicle can only accommodate up to ${capacity} passengers`
          : t`Enter a whole number of passengers, at least 1`,
      distanceInvalid: t`Enter a distance between 0.1 and 3,000 km`,
    };
  }, [t, lang]);
}
