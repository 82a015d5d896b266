// What the BON DE COMMANDE is made of besides the form: the operator's details and VAT rate from
// the settings, the names of the chosen car and tour; and, when the settings ask for the client's
// copy and the client is not French, the tour's and extras' names in the client's language.
import { useMemo } from 'react';
import { useBookingChoices, useOrderSettings } from './queries';
import { vatPercent } from '../../domain/invoice';
import type { OrderDocumentInput } from './order-document-model';
import { NONE, type OrderFormValues } from './order-form-values';
import { companyOf } from '../../domain/default-settings';
import { extrasOf } from '../../domain/billing-defaults';
import type { RemarkColor } from '../../domain/types';
import { localizedText } from '../../domain/content-lang';

/** undefined while the settings and choices load. `bookedAt`: when the booking was made, if it is saved. */
export function useOrderInput(
  values: OrderFormValues,
  remarks: readonly { text: string; color: RemarkColor }[],
  issuedAt: Date,
  bookedAt?: Date,
): OrderDocumentInput | undefined {
  const settings = useOrderSettings();
  const choices = useBookingChoices();
  return useMemo(() => {
    if (!settings || !choices) return undefined;
    const car = values.vehicleId === NONE ? undefined : choices.cars.find((c) => c.id === values.vehicleId);
    const tour = values.tourId === NONE ? undefined : choices.tours.find((c) => c.id === values.tourId);
    const clientLang = values.lang === NONE ? settings.defaultLanguage : values.lang;
    const copy =
      settings.orderClientCopy && clientLang !== 'fr'
        ? {
            lang: clientLang,
            tourTitle: tour ? localizedText(tour, 'title', clientLang) : undefined,
            extraNames: Object.fromEntries(extrasOf(settings).map((e) => [e.id, e.name[clientLang] || e.name.fr])),
          }
        : undefined;
    return {
      values,
      remarks,
      issuedAt,
      bookedAt: bookedAt ?? issuedAt,
      company: companyOf(settings),
      contact: { phone: settings.sitePhone, email: settings.siteEmail },
      vatPercent: vatPercent(values.vatKind, settings),
      vehicleName: car?.name,
      // The bon de commande is French: the tour's French title, or its fallback.
      tourTitle: tour ? localizedText(tour, 'title', 'fr') : undefined,
      extraNames: Object.fromEntries(extrasOf(settings).map((e) => [e.id, e.name.fr])),
      copy,
    };
  }, [settings, choices, values, remarks, issuedAt, bookedAt]);
}
