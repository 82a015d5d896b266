// /admin/bookings/{id}/invoice (SPEC 2.6, DESIGN 'Decisions'): the booking's invoice with the
// operator's details from the settings, net, VAT at the rate of the booking's kind and total.
// Print and Download PDF both open the browser's print dialog (where 'Save as PDF' is a printer).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { bookingVat, invoiceNumber } from '../../domain/invoice';
import { paths } from '../../domain/paths';
import { companyOf } from '../../domain/default-settings';
import type { Booking, Settings } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import { BrandMark } from '../../ui/brand-mark';
import { BookingNotFound, PageLoader } from './booking-not-found';
import classes from './invoice.module.css';
import { useBookingLabels } from './use-booking-labels';
import { useBooking, useCar, useSettings, useTour } from './use-bookings';

/** Opens the print dialog with the invoice number as the document's title (the PDF's default name). */
function printAs(title: string) {
  const previous = document.title;
  const restore = () => {
    document.title = previous;
    window.removeEventListener('afterprint', restore);
  };
  document.title = title;
  window.addEventListener('afterprint', restore);
  window.print();
}

function Invoice({ booking, settings }: { booking: Booking; settings: Settings }) {
  const { t } = useLingui();
  const lang = useLang();
  const labels = useBookingLabels();
  const car = useCar(booking.vehicleId);
  const tour = useTour(booking.tourId);
  // The date of issue is the day the invoice is made (printed); it does not change while it is open.
  const [issued] = useState(() => new Date());
  const company = companyOf(settings);
  const number = invoiceNumber(booking.id);
  const vat = bookingVat(booking, settings);
  const name = `${booking.firstName} ${booking.lastName}`;
  const print = () => printAs(`${number} · ${name}`);
  const Back = lang === 'ar' ? IconArrowRight : IconArrowLeft;

  const { flightTrainNumber: flight, passengers } = booking;
  const vehicle = car?.name;
  const rate = labels.percent(vat.percent);
  const details = [
    tour ? tour.title : null,
    vehicle ? t`Vehicle: ${vehicle}` : null,
    flight ? t`Flight or train: ${flight}` : null,
    t`Passengers: ${passengers}`,
  ].filter((line): line is string => line !== null);

  return (
    <div className={classes.root}>
      <div className={classes.toolbar}>
        <Button component={Link} to={paths.admin.booking(lang, booking.id)} variant="default" size="md" leftSection={<Back size={18} aria-hidden />}>
          <Trans>Back to booking</Trans>
        </Button>
        <Group gap="sm">
          <Button size="md" onClick={print} leftSection={<IconPrinter size={18} aria-hidden />}>
            <Trans>Print</Trans>
          </Button>
          <Button size="md" variant="default" onClick={print} leftSection={<IconDownload size={18} aria-hidden />}>
            <Trans>Download PDF</Trans>
          </Button>
        </Group>
        <Text size="xs" c="dimmed" w="100%" ta="end">
          <Trans>To download it, choose “Save as PDF” as the printer.</Trans>
        </Text>
      </div>

      <article className={classes.sheet} aria-labelledby="invoice-title">
        <header className={classes.head}>
          <div>
            <Group gap="sm" wrap="nowrap" mb={8}>
              <BrandMark size={40} />
              <p className={classes.brand}>{company.legalName || settings.siteName}</p>
            </Group>
            <div className={classes.muted}>
              <div>
                <bdi>{company.address}</bdi>
              </div>
              <div>
                <bdi dir="ltr">{settings.sitePhone}</bdi>
              </div>
              <div>
                <bdi>{settings.siteEmail}</bdi>
              </div>
            </div>
          </div>
          <div>
            <h2 className={classes.title} id="invoice-title">
              <Trans>Invoice</Trans>
            </h2>
            <dl className={classes.meta}>
              <dt>
                <Trans>Invoice number</Trans>
              </dt>
              <dd>
                <bdi dir="ltr">{number}</bdi>
              </dd>
              <dt>
                <Trans>Invoice date</Trans>
              </dt>
              <dd>{labels.dateOf(issued)}</dd>
            </dl>
          </div>
        </header>

        <div className={classes.parties}>
          <section aria-labelledby="invoice-bill-to">
            <h3 className={classes.label} id="invoice-bill-to">
              <Trans>Bill to</Trans>
            </h3>
            <div style={{ fontWeight: 600 }}>
              <bdi>{name}</bdi>
            </div>
            {booking.email && (
              <div>
                <bdi>{booking.email}</bdi>
              </div>
            )}
            <div>
              <bdi dir="ltr">{booking.phone}</bdi>
            </div>
          </section>
          <section aria-labelledby="invoice-payment">
            <h3 className={classes.label} id="invoice-payment">
              <Trans>Payment</Trans>
            </h3>
            <div>{labels.payment(booking.paymentMethod)}</div>
            <div className={classes.muted}>{labels.vatKind(booking.vatKind)}</div>
          </section>
        </div>

        <table className={classes.lines}>
          <caption>
            <VisuallyHidden>
              <Trans>Service invoiced</Trans>
            </VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Description</Trans>
              </th>
              <th scope="col" className={classes.amount}>
                <Trans>Amount excl. VAT</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <div style={{ fontWeight: 600 }}>
                  {labels.service(booking.serviceType)} · {labels.longDate(booking.pickupDate)} · <bdi dir="ltr">{booking.pickupTime}</bdi>
                </div>
                <div>
                  <bdi>{booking.pickupLocation}</bdi>
                  {booking.dropoffLocation ? (
                    <>
                      {lang === 'ar' ? ' ← ' : ' → '}
                      <bdi>{booking.dropoffLocation}</bdi>
                    </>
                  ) : null}
                </div>
                {details.length > 0 && <div className={`${classes.muted} ${classes.small}`}>{details.join(' · ')}</div>}
              </td>
              <td className={classes.amount}>{labels.money(vat.net)}</td>
            </tr>
          </tbody>
        </table>

        <dl className={classes.totals}>
          <div>
            <dt>
              <Trans>Net (excl. VAT)</Trans>
            </dt>
            <dd>{labels.money(vat.net)}</dd>
          </div>
          <div>
            <dt>
              <Trans>VAT {rate}</Trans>
            </dt>
            <dd>{labels.money(vat.vat)}</dd>
          </div>
          <div className={classes.grand}>
            <dt>
              <Trans>Total (incl. VAT)</Trans>
            </dt>
            <dd>{labels.money(vat.total)}</dd>
          </div>
        </dl>

        <footer className={classes.legal}>
          <p>
            <bdi>{company.legalName}</bdi>
            {' · '}
            <Trans>SIREN</Trans> <bdi dir="ltr">{company.siren}</bdi>
            {' · '}
            <Trans>VTC register</Trans> <bdi dir="ltr">{company.vtcRegistration}</bdi>
            {company.vatNumber ? (
              <>
                {' · '}
                <Trans>VAT number</Trans> <bdi dir="ltr">{company.vatNumber}</bdi>
              </>
            ) : null}
          </p>
          <p>
            <Trans>Prices include VAT. Thank you for travelling with us.</Trans>
          </p>
        </footer>
      </article>
    </div>
  );
}

export function InvoicePage() {
  const { id } = useParams();
  const booking = useBooking(id);
  const settings = useSettings();
  if (booking === undefined || settings === undefined) return <PageLoader />;
  if (booking === null) return <BookingNotFound />;
  return <Invoice booking={booking} settings={settings} />;
}
