// The defaults of the office's extras and invoicing settings, for a record made before them.

import type { Extra, InvoicingSettings } from './billing-types';

/** The extras every peer sells; the first three are offered to visitors. VAT 10 %: linked to the transport. */
export const DEFAULT_EXTRAS: readonly Extra[] = [
  { id: 'child-seat', name: { fr: 'Siège enfant', en: 'Child seat', ar: 'مقعد أطفال' }, price: '10.00', unit: 'unit', vatPercent: '10', public: true, active: true },
  { id: 'booster', name: { fr: 'Rehausseur', en: 'Booster seat', ar: 'مقعد رافع للأطفال' }, price: '8.00', unit: 'unit', vatPercent: '10', public: true, active: true },
  { id: 'name-sign', name: { fr: 'Panneau nominatif', en: 'Name sign', ar: 'لافتة باسم العميل' }, price: '10.00', unit: 'unit', vatPercent: '10', public: true, active: true },
  { id: 'extra-stop', name: { fr: 'Arrêt supplémentaire', en: 'Extra stop', ar: 'توقف إضافي' }, price: '15.00', unit: 'unit', vatPercent: '10', public: false, active: true },
  { id: 'waiting', name: { fr: 'Temps d’attente', en: 'Waiting time', ar: 'وقت الانتظار' }, price: '12.50', unit: 'quarter_hour', vatPercent: '10', public: false, active: true },
];

/** The key of the extra a driver records as the client's waiting time. */
export const WAITING_EXTRA = 'waiting';

export function extrasOf(settings: { extras?: Extra[] | undefined } | null | undefined): readonly Extra[] {
  return settings?.extras ?? DEFAULT_EXTRAS;
}

export const DEFAULT_INVOICING: InvoicingSettings = { autoOnDone: false, vatExempt: false, paymentTerms: 'Paiement à réception de la facture.' };

export function invoicingOf(settings: { invoicing?: InvoicingSettings | undefined } | null | undefined): InvoicingSettings {
  return settings?.invoicing ?? DEFAULT_INVOICING;
}
