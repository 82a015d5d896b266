// An issued invoice or credit note as printed, read-only: every mention French law asks for (CGI art.
// 242 nonies A; Code de commerce L441-9, L441-10): seller's name, address, SIREN and VAT number, the
// number and date, the date of the service, the client (a business: its name and SIREN), each line's
// unit price and VAT rate, the totals per rate and overall, the payment terms, and for a business the
// late-payment penalties and the 40 EUR recovery fee; 'TVA non applicable, art. 293 B du CGI' when
// the office is exempt. The same sheet is drawn into the PDF.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, VisuallyHidden } from '@mantine/core';
import { forwardRef } from 'react';
import type { Invoice } from '../../domain/billing-types';
import { invoiceTotals, lineCents, RECOVERY_FEE_EUROS, splitCents, toCents, VAT_EXEMPT_MENTION } from '../../domain/invoice';
import { BrandMark } from '../../ui/brand-mark';
import classes from './invoice.module.css';
import { useBookingLabels } from './use-booking-labels';

export interface InvoiceSheetProps {
  invoice: Invoice;
  /** The number of the invoice a credit note corrects, when known. */
  creditedNumber?: string | undefined;
}

export const InvoiceSheet = forwardRef<HTMLElement, InvoiceSheetProps>(function InvoiceSheet({ invoice, creditedNumber }, ref) {
  const { t, i18n } = useLingui();
  const labels = useBookingLabels();
  const totals = invoiceTotals(invoice);
  const euros = (cents: number) => labels.money(cents / 100);
  const credit = invoice.kind === 'credit_note';
  const { seller, client } = invoice;
  const titleId = `invoice-title-${invoice.id}`;
  const rate = (percent: number) => labels.percent(percent);

  return (
    <article ref={ref} className={classes.sheet} aria-labelledby={titleId} data-testid="invoice-sheet" lang={i18n.locale} dir={i18n.locale === "ar" ? "rtl" : "ltr"}>
      <header className={classes.head}>
        <div>
          <Group gap="sm" wrap="nowrap" mb={8}>
            <BrandMark size={40} />
            <p className={classes.brand}>
              <bdi>{seller.name}</bdi>
            </p>
          </Group>
          <div className={classes.muted}>
            <div>
              <bdi>{seller.address}</bdi>
            </div>
            {seller.siren ? (
              <div>
                <Trans>SIREN</Trans> <bdi dir="ltr">{seller.siren}</bdi>
              </div>
            ) : null}
            {seller.vatNumber ? (
              <div>
                <Trans>VAT number</Trans> <bdi dir="ltr">{seller.vatNumber}</bdi>
              </div>
            ) : null}
            {seller.vtcRegistration ? (
              <div>
                <Trans>VTC register</Trans> <bdi dir="ltr">{seller.vtcRegistration}</bdi>
              </div>
            ) : null}
          </div>
        </div>
        <div>
          <h2 className={classes.title} id={titleId}>
            {credit ? <Trans>Credit note</Trans> : <Trans>Invoice</Trans>}
          </h2>
          <dl className={classes.meta}>
            <dt>{credit ? <Trans>Credit note number</Trans> : <Trans>Invoice number</Trans>}</dt>
            <dd data-testid="invoice-number">
              {invoice.number ? (
                <bdi dir="ltr">{invoice.number}</bdi>
              ) : (
                <Badge color="orange" variant="light">
                  <Trans>Number pending</Trans>
                </Badge>
              )}
            </dd>
            <dt>{credit ? <Trans>Credit note date</Trans> : <Trans>Invoice date</Trans>}</dt>
            <dd>{labels.shortDate(invoice.issueDate)}</dd>
            <dt>
              <Trans>Date of service</Trans>
            </dt>
            <dd>{labels.shortDate(invoice.serviceDate)}</dd>
            {credit ? (
              <>
                <dt>
                  <Trans>Corrects invoice</Trans>
                </dt>
                <dd>
                  <bdi dir="ltr">{creditedNumber ?? t`Number pending`}</bdi>
                </dd>
              </>
            ) : null}
          </dl>
        </div>
      </header>

      <div className={classes.parties}>
        <section aria-labelledby={`${titleId}-client`}>
          <h3 className={classes.label} id={`${titleId}-client`}>
            <Trans>Bill to</Trans>
          </h3>
          <div style={{ fontWeight: 600 }}>
            <bdi>{client.name}</bdi>
          </div>
          {client.address ? (
            <div style={{ whiteSpace: 'pre-line' }}>
              <bdi>{client.address}</bdi>
            </div>
          ) : null}
          {invoice.business && client.siren ? (
            <div>
              <Trans>SIREN</Trans> <bdi dir="ltr">{client.siren}</bdi>
            </div>
          ) : null}
        </section>
        {credit && invoice.reason ? (
          <section aria-labelledby={`${titleId}-reason`}>
            <h3 className={classes.label} id={`${titleId}-reason`}>
              <Trans>Reason</Trans>
            </h3>
            <div>
              <bdi>{invoice.reason}</bdi>
            </div>
          </section>
        ) : null}
      </div>

      <div className={classes.linesScroll}>
        <table className={classes.lines}>
          <caption>
            <VisuallyHidden>
              <Trans>Lines</Trans>
            </VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Description</Trans>
              </th>
              <th scope="col" className={classes.amount}>
                <Trans>Qty</Trans>
              </th>
              <th scope="col" className={classes.amount}>
                <Trans>Unit price excl. VAT</Trans>
              </th>
              <th scope="col" className={classes.amount}>
                <Trans>VAT rate</Trans>
              </th>
              <th scope="col" className={classes.amount}>
                <Trans>Total incl. VAT</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, i) => {
              const percent = invoice.vatExempt ? 0 : Number(line.vatPercent) || 0;
              return (
                <tr key={i}>
                  <td>
                    <bdi>{line.label}</bdi>
                  </td>
                  <td className={classes.amount}>{line.quantity}</td>
                  <td className={classes.amount}>{euros(splitCents(toCents(line.unitPrice), percent).net)}</td>
                  <td className={classes.amount}>{rate(percent)}</td>
                  <td className={classes.amount}>{euros(lineCents(line))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <dl className={classes.totals}>
        {totals.rates.map((r) => (
          <div key={r.percent}>
            <dt>
              <Trans>
                Net at {rate(r.percent)} · VAT {rate(r.percent)}
              </Trans>
            </dt>
            <dd>
              {euros(r.net)} · {euros(r.vat)}
            </dd>
          </div>
        ))}
        <div>
          <dt>
            <Trans>Net (excl. VAT)</Trans>
          </dt>
          <dd>{euros(totals.net)}</dd>
        </div>
        <div>
          <dt>
            <Trans>VAT</Trans>
          </dt>
          <dd>{euros(totals.vat)}</dd>
        </div>
        <div className={classes.grand}>
          <dt>
            <Trans>Total (incl. VAT)</Trans>
          </dt>
          <dd data-testid="invoice-total">{euros(totals.total)}</dd>
        </div>
      </dl>

      <footer className={classes.legal}>
        {invoice.vatExempt ? <p lang="fr">{VAT_EXEMPT_MENTION}</p> : null}
        {invoice.paymentTerms ? (
          <p>
            <Trans>Payment terms:</Trans> <bdi>{invoice.paymentTerms}</bdi>
          </p>
        ) : null}
        {invoice.business ? (
          <p>
            <Trans>
              Late payment: penalties at three times the French legal interest rate, and a fixed recovery fee of {RECOVERY_FEE_EUROS} € (Code de
              commerce, art. L441-10 and D441-5).
            </Trans>
          </p>
        ) : null}
      </footer>
    </article>
  );
});
