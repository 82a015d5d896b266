// The French of the BON DE COMMANDE, whatever the language of the screen: dates, times, euros, '-'
// for what is empty, and the words of payment methods and services.

import { toCents } from '../../domain/invoice';
import { parseTime } from '../../domain/time';
import type { PaymentMethod, ServiceType } from '../../domain/types';
import { numberOf } from './order-form-values';

/** An instant in French, e.g. '15/06/2026 14:32'. */
export function frDateTime(at: Date): string {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' }).format(at);
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
  const cents = toCents(typeof amount === 'number' ? amount : numberOf(amount));
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(Number.isFinite(cents) ? cents / 100 : 0);
}

/** '-' for an empty value (SPEC 2.6). */
export function orDash(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  const text = String(value).trim();
  return text === '' ? '-' : text;
}

/** The French words of the order form's payment methods. */
export const FR_PAYMENT: Record<PaymentMethod, string> = { cash: 'Espèces', card: 'Par carte' };

/** SPEC 2.6's words for a payment method not chosen yet, with the French for the client. */
export const PAYMENT_TO_BE_DEFINED = 'À définir (To be defined)';

export const FR_SERVICE: Record<ServiceType, string> = {
  transfer: 'Transfert',
  private_tour: 'Circuit privé',
  shared_tour: 'Circuit partagé',
};
