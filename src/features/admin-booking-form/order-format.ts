// The BON DE COMMANDE's dates, times and euros, whatever the language of the screen: French on the
// document, the copy's language on a client copy; '-' for what is empty; the French words of payment
// methods and services.

import type { Lang } from '../../domain/paths';
import { toCents } from '../../domain/invoice';
import { parseTime } from '../../domain/time';
import type { PaymentMethod, ServiceType } from '../../domain/types';
import { intlLocale } from '../../i18n/i18n';
import { numberOf } from './order-form-values';
import { ORDER_WORDS } from './order-words';

/** An instant in French, e.g. '15/06/2026 14:32'. */
export function frDateTime(at: Date): string {
  return orderDateTime('fr', at);
}

/** An instant in a document's language: '15/06/2026 14:32' in French, '15/06/2026, 14:32' in English. */
export function orderDateTime(lang: Lang, at: Date): string {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : intlLocale[lang], { dateStyle: 'short', timeStyle: 'short' }).format(at);
}

/** 'YYYY-MM-DD' as '15/06/2026'; anything else as it is, '-' when empty. */
export function frDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  if (!m) return orDash(isoDate);
  return `${m[3]}/${m[2]}/${m[1]}`;
}

/** A typed time as 'HH:MM' when it reads as one; as typed otherwise, '-' when empty. */
export function frTime(time: string): string {
  return parseTime(time) ?? orDash(time);
}

/** Euros in French, e.g. '1 250,00 €'. */
export function frMoney(amount: string | number): string {
  return orderMoney('fr', amount);
}

/** Euros in a document's language: '1 250,00 €', '€1,250.00'. */
export function orderMoney(lang: Lang, amount: string | number): string {
  const cents = toCents(typeof amount === 'number' ? amount : numberOf(amount));
  const locale = lang === 'fr' ? 'fr-FR' : intlLocale[lang];
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(Number.isFinite(cents) ? cents / 100 : 0);
}

/** '-' for an empty value (SPEC 2.6). */
export function orDash(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  const text = String(value).trim();
  return text === '' ? '-' : text;
}

/** The French words of the order form's payment methods. */
export const FR_PAYMENT: Record<PaymentMethod, string> = ORDER_WORDS.fr.paymentMethods;

/** SPEC 2.6's words for a payment method not chosen yet, with the French for the client. */
export const PAYMENT_TO_BE_DEFINED = ORDER_WORDS.fr.toBeDefined;

export const FR_SERVICE: Record<ServiceType, string> = ORDER_WORDS.fr.services;
