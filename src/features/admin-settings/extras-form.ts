// The Extras card's part of the settings form: each extra as editable text (names per language,
// price tax included, unit, VAT rate, public and active), its checks and what a valid list saves.

import * as v from 'valibot';
import { extrasOf } from '../../domain/billing-defaults';
import type { Extra, ExtraUnit } from '../../domain/billing-types';
import type { Settings } from '../../domain/types';

export interface ExtraValues {
  /** The extra's key: kept as it is (bookings name it), made once for a new extra. */
  id: string;
  nameFr: string;
  nameEn: string;
  nameAr: string;
  price: string;
  unit: ExtraUnit;
  vatPercent: string;
  public: boolean;
  active: boolean;
}

/** The extras of the settings (the defaults when the record has none) as the form shows them. */
export function toExtraValues(settings: Settings): ExtraValues[] {
  return extrasOf(settings).map((extra) => ({
    id: extra.id,
    nameFr: extra.name.fr,
    nameEn: extra.name.en,
    nameAr: extra.name.ar,
    price: extra.price,
    unit: extra.unit,
    vatPercent: extra.vatPercent,
    public: extra.public,
    active: extra.active,
  }));
}

/** A new extra: a fresh key, 10 % VAT (linked to the transport), per unit, active, not public. */
export function newExtraValues(random: () => string = () => crypto.randomUUID()): ExtraValues {
  return { id: `extra-${random().replace(/-/g, '').slice(0, 12)}`, nameFr: '', nameEn: '', nameAr: '', price: '', unit: 'unit', vatPercent: '10', public: false, active: true };
}

/**
 * The schema of one extra, with the form's own checks (passed in: the form's amount and percent
 * rules): the French name is required, the others fall back to it.
 */
export function extraValuesSchema(checks: {
  nameRequired: v.GenericSchema<string>;
  optionalName: v.GenericSchema<string>;
  amount: v.GenericSchema<string>;
  percent: v.GenericSchema<string>;
}) {
  return v.object({
    id: v.string(),
    nameFr: checks.nameRequired,
    nameEn: checks.optionalName,
    nameAr: checks.optionalName,
    price: checks.amount,
    unit: v.picklist(['unit', 'quarter_hour']),
    vatPercent: checks.percent,
    public: v.boolean(),
    active: v.boolean(),
  });
}

/** What valid extras save: trimmed names (an empty one takes the French), normalized amounts. */
export function toExtrasPatch(values: readonly ExtraValues[], amount: (s: string) => string, percent: (s: string) => string): Extra[] {
  return values.map((extra) => {
    const fr = extra.nameFr.trim();
    return {
      id: extra.id,
      name: { fr, en: extra.nameEn.trim() || fr, ar: extra.nameAr.trim() || fr },
      price: amount(extra.price),
      unit: extra.unit,
      vatPercent: percent(extra.vatPercent),
      public: extra.public,
      active: extra.active,
    };
  });
}
