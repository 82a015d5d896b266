// What the BON DE COMMANDE shows (SPEC 2.6, 9), in French: its reference, the operator, the remarks
// box, the trip, client, payment and addresses, the total with its VAT and the legal mentions. The
// client's copy says the same in the client's language, when the settings ask for one.

import { extraCents } from '../../domain/extras';
import { fromCents } from '../../domain/estimate';
import { splitVat, toCents } from '../../domain/invoice';
import type { Lang } from '../../domain/paths';
import type { CompanyDetails, RemarkColor } from '../../domain/types';
import { formExtras, priceText, type OrderFormValues } from './order-form-values';
import { frDate, frTime, orDash, orderDateTime, orderMoney } from './order-format';
import { ORDER_WORDS } from './order-words';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'BC-{year}-{month}{day}' of the issue date, local time (SPEC 9). */
export function orderReference(issuedAt: Date): string {
  return `BC-${issuedAt.getFullYear()}-${pad(issuedAt.getMonth() + 1)}${pad(issuedAt.getDate())}`;
}

export const ORDER_TITLE = ORDER_WORDS.fr.title;

export interface OrderRow {
  label: string;
  value: string;
  /** Kept on several lines (addresses). */
  multiline?: boolean;
}

export interface OrderSection {
  title: string;
  rows: OrderRow[];
}

export interface OrderDocumentInput {
  values: OrderFormValues;
  remarks: readonly { text: string; color: RemarkColor }[];
  /** When the document is made. */
  issuedAt: Date;
  /** When the booking was made (the issue time for one not saved yet). */
  bookedAt: Date;
  company: CompanyDetails;
  /** The operator's phone and email (settings). */
  contact: { phone: string; email: string };
  /** The VAT rate of the booking's kind. */
  vatPercent: number;
  vehicleName?: string | undefined;
  tourTitle?: string | undefined;
  /** The French names of the extras, by key (settings). */
  extraNames?: Record<string, string> | undefined;
  /** The client's copy, in their language, when the settings ask for one and they are not French. */
  copy?: OrderCopyInput | undefined;
}

export interface OrderCopyInput {
  lang: Exclude<Lang, 'fr'>;
  tourTitle?: string | undefined;
  extraNames?: Record<string, string> | undefined;
}

export interface OrderDocument {
  lang: Lang;
  title: string;
  /** What a copy is ('Client copy, translated from...'); '' on the French original. */
  note: string;
  reference: string;
  /** 'Émis le 15/06/2026 14:32'. */
  issued: string;
  operator: { name: string; lines: string[] };
  /** The important-remarks box: only when there are remarks. */
  remarks: { title: string; items: { text: string; color: RemarkColor }[] } | null;
  sections: OrderSection[];
  total: { label: string; value: string; vat: string };
  /** What French law asks of a VTC booking form (prior booking). */
  legal: OrderSection;
}

export const clientName = (values: OrderFormValues) => [values.firstName.trim(), values.lastName.trim()].filter(Boolean).join(' ');

/**
 * Everything the BON DE COMMANDE shows, in French; or, for 'copy', everything the client's copy
 * shows in their language (input.copy; the French original when there is none).
 */
export function orderDocument(input: OrderDocumentInput, version: 'original' | 'copy' = 'original'): OrderDocument {
  const { values, company, contact } = input;
  const copy = version === 'copy' ? input.copy : undefined;
  const lang: Lang = copy?.lang ?? 'fr';
  const w = ORDER_WORDS[lang];
  const money = (amount: string | number) => orderMoney(lang, amount);
  const extraNames = copy ? copy.extraNames : input.extraNames;
  const tourTitle = copy ? copy.tourTitle : input.tourTitle;
  const percent = (rate: number) => new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 2 }).format(rate);
  const rateText = (rate: number) => (lang === 'fr' ? `${percent(rate)} %` : `${percent(rate)}%`);
  // The ride at the booking's rate, each extra at its own; the total is their sum.
  const extras = formExtras(values);
  const ride = splitVat(priceText(values.price), input.vatPercent);
  const parts = [ride, ...extras.map((e) => splitVat(fromCents(extraCents(e)), Number(e.vatPercent)))];
  const rates = [...new Set(parts.filter((p) => toCents(p.total) > 0 || p === ride).map((p) => p.percent))];
  const sum = (key: 'total' | 'vat') => fromCents(parts.reduce((n, p) => n + toCents(p[key]), 0));
  const vat = { total: sum('total'), vat: sum('vat'), percent: rates.length === 1 ? (rates[0] ?? input.vatPercent) : null };
  const extraRows: OrderRow[] = extras.map((e) => ({
    label: extraNames?.[e.extraId] ?? e.extraId,
    value: `${e.quantity} × ${money(e.price)} = ${money(fromCents(extraCents(e)))}`,
  }));
  const pickupWhen = w.at(frDate(values.pickupDate), frTime(values.pickupTime));
  const remarks = input.remarks
    .map((r) => ({ text: r.text.trim(), color: r.color }))
    .filter((r) => r.text !== '');
  const tripRows: OrderRow[] = [
    { label: w.date, value: frDate(values.pickupDate) },
    { label: w.time, value: frTime(values.pickupTime) },
    { label: w.flightTrain, value: orDash(values.flightTrainNumber) },
    { label: w.service, value: w.services[values.serviceType] },
  ];
  if (input.vehicleName) tripRows.push({ label: w.vehicle, value: input.vehicleName });
  if (tourTitle) tripRows.push({ label: w.tour, value: tourTitle });
  const vatNumber = company.vatNumber.trim();
  return {
    lang,
    title: w.title,
    note: w.copyNote,
    reference: orderReference(input.issuedAt),
    issued: w.issued(orderDateTime(lang, input.issuedAt)),
    operator: {
      name: orDash(company.legalName),
      lines: [company.address.trim(), [contact.phone.trim(), contact.email.trim()].filter(Boolean).join(' · ')].filter(Boolean),
    },
    remarks: remarks.length > 0 ? { title: w.remarks, items: remarks } : null,
    sections: [
      { title: w.trip, rows: tripRows },
      {
        title: w.client,
        rows: [
          { label: w.firstName, value: orDash(values.firstName) },
          { label: w.lastName, value: orDash(values.lastName) },
          { label: w.phone, value: orDash(values.phone) },
        ],
      },
      {
        title: w.booking,
        rows: [
          { label: w.passengers, value: orDash(values.passengers) },
          { label: w.luggage, value: orDash(values.luggage) },
        ],
      },
      ...(extraRows.length > 0 ? [{ title: w.extras, rows: extraRows }] : []),
      {
        title: w.payment,
        rows: [{ label: w.paymentMethod, value: values.paymentMethod ? w.paymentMethods[values.paymentMethod] : w.toBeDefined }],
      },
      {
        title: w.addresses,
        rows: [
          { label: w.pickup, value: orDash(values.pickupLocation), multiline: true },
          { label: w.destination, value: orDash(values.dropoffLocation), multiline: true },
        ],
      },
    ],
    total: {
      label: w.total,
      value: money(vat.total),
      vat: vat.percent === null ? w.vatMany(rates.map(rateText).join(w.and), money(vat.vat)) : w.vatOne(rateText(vat.percent), money(vat.vat)),
    },
    legal: {
      title: w.legal,
      rows: [
        { label: w.operator, value: orDash(company.legalName) },
        { label: w.address, value: orDash(company.address) },
        { label: w.contact, value: orDash([contact.phone.trim(), contact.email.trim()].filter(Boolean).join(' · ')) },
        { label: w.vtcRegistration, value: orDash(company.vtcRegistration) },
        { label: w.siren, value: orDash(company.siren) },
        ...(vatNumber ? [{ label: w.vatNumber, value: vatNumber }] : []),
        { label: w.clientRow, value: `${orDash(clientName(values))} · ${orDash(values.phone)}` },
        { label: w.bookedOn, value: orderDateTime(lang, input.bookedAt) },
        { label: w.pickup, value: `${pickupWhen} · ${orDash(values.pickupLocation)}`, multiline: true },
      ],
    },
  };
}
