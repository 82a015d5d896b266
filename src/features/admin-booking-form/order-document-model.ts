// What the BON DE COMMANDE shows (SPEC 2.6, 9), in French: its reference, the operator, the remarks
// box, the trip, client, payment and addresses, the total with its VAT and the legal mentions.

import { extraCents } from '../../domain/extras';
import { fromCents } from '../../domain/estimate';
import { splitVat, toCents } from '../../domain/invoice';
import type { CompanyDetails, RemarkColor } from '../../domain/types';
import { formExtras, priceText, type OrderFormValues } from './order-form-values';
import { FR_PAYMENT, FR_SERVICE, PAYMENT_TO_BE_DEFINED, frDate, frDateTime, frMoney, frTime, orDash } from './order-format';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'BC-{year}-{month}{day}' of the issue date, local time (SPEC 9). */
export function orderReference(issuedAt: Date): string {
  return `BC-${issuedAt.getFullYear()}-${pad(issuedAt.getMonth() + 1)}${pad(issuedAt.getDate())}`;
}

export const ORDER_TITLE = 'BON DE COMMANDE';

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
}

export interface OrderDocument {
  title: string;
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

/** Everything the BON DE COMMANDE shows, in French. */
export function orderDocument(input: OrderDocumentInput): OrderDocument {
  const { values, company, contact } = input;
  // The ride at the booking's rate, each extra at its own; the total is their sum.
  const extras = formExtras(values);
  const ride = splitVat(priceText(values.price), input.vatPercent);
  const parts = [ride, ...extras.map((e) => splitVat(fromCents(extraCents(e)), Number(e.vatPercent)))];
  const rates = [...new Set(parts.filter((p) => toCents(p.total) > 0 || p === ride).map((p) => p.percent))];
  const sum = (key: 'total' | 'vat') => fromCents(parts.reduce((n, p) => n + toCents(p[key]), 0));
  const vat = { total: sum('total'), vat: sum('vat'), percent: rates.length === 1 ? (rates[0] ?? input.vatPercent) : null };
  const extraRows: OrderRow[] = extras.map((e) => ({
    label: input.extraNames?.[e.extraId] ?? e.extraId,
    value: `${e.quantity} × ${frMoney(e.price)} = ${frMoney(fromCents(extraCents(e)))}`,
  }));
  const pickupWhen = `${frDate(values.pickupDate)} à ${frTime(values.pickupTime)}`;
  const remarks = input.remarks
    .map((r) => ({ text: r.text.trim(), color: r.color }))
    .filter((r) => r.text !== '');
  const tripRows: OrderRow[] = [
    { label: 'Date', value: frDate(values.pickupDate) },
    { label: 'Heure', value: frTime(values.pickupTime) },
    { label: 'N° de vol / train', value: orDash(values.flightTrainNumber) },
    { label: 'Service', value: FR_SERVICE[values.serviceType] },
  ];
  if (input.vehicleName) tripRows.push({ label: 'Véhicule', value: input.vehicleName });
  if (input.tourTitle) tripRows.push({ label: 'Circuit', value: input.tourTitle });
  const vatNumber = company.vatNumber.trim();
  return {
    title: ORDER_TITLE,
    reference: orderReference(input.issuedAt),
    issued: `Émis le ${frDateTime(input.issuedAt)}`,
    operator: {
      name: orDash(company.legalName),
      lines: [company.address.trim(), [contact.phone.trim(), contact.email.trim()].filter(Boolean).join(' · ')].filter(Boolean),
    },
    remarks: remarks.length > 0 ? { title: 'Remarques importantes', items: remarks } : null,
    sections: [
      { title: 'Détails du trajet', rows: tripRows },
      {
        title: 'Informations client',
        rows: [
          { label: 'Prénom', value: orDash(values.firstName) },
          { label: 'Nom', value: orDash(values.lastName) },
          { label: 'Téléphone', value: orDash(values.phone) },
        ],
      },
      {
        title: 'Détails de la réservation',
        rows: [
          { label: 'Passagers', value: orDash(values.passengers) },
          { label: 'Bagages', value: orDash(values.luggage) },
        ],
      },
      ...(extraRows.length > 0 ? [{ title: 'Suppléments', rows: extraRows }] : []),
      {
        title: 'Paiement',
        rows: [{ label: 'Mode de paiement', value: values.paymentMethod ? FR_PAYMENT[values.paymentMethod] : PAYMENT_TO_BE_DEFINED }],
      },
      {
        title: 'Adresses',
        rows: [
          { label: 'Prise en charge', value: orDash(values.pickupLocation), multiline: true },
          { label: 'Destination', value: orDash(values.dropoffLocation), multiline: true },
        ],
      },
    ],
    total: {
      label: 'Montant total TTC',
      value: frMoney(vat.total),
      vat:
        vat.percent === null
          ? `dont TVA (${rates.map((r) => `${String(r).replace('.', ',')} %`).join(' et ')}) : ${frMoney(vat.vat)}`
          : `dont TVA ${String(vat.percent).replace('.', ',')} % : ${frMoney(vat.vat)}`,
    },
    legal: {
      title: 'Justificatif de réservation préalable (VTC)',
      rows: [
        { label: 'Exploitant', value: orDash(company.legalName) },
        { label: 'Adresse', value: orDash(company.address) },
        { label: 'Contact', value: orDash([contact.phone.trim(), contact.email.trim()].filter(Boolean).join(' · ')) },
        { label: 'N° d’inscription au registre VTC', value: orDash(company.vtcRegistration) },
        { label: 'SIREN', value: orDash(company.siren) },
        ...(vatNumber ? [{ label: 'N° de TVA intracommunautaire', value: vatNumber }] : []),
        { label: 'Client', value: `${orDash(clientName(values))} · ${orDash(values.phone)}` },
        { label: 'Réservation effectuée le', value: frDateTime(input.bookedAt) },
        { label: 'Prise en charge', value: `${pickupWhen} · ${orDash(values.pickupLocation)}`, multiline: true },
      ],
    },
  };
}
