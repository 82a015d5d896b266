// /admin/bookings/{id}/invoice: the booking's invoices and credit notes. Without a standing invoice,
// 'Issue invoice'; an issued one is shown read-only with its legal mentions ('number pending' until
// sync brings the server's number), a PDF, WhatsApp, and 'Credit note' to correct or cancel it;
// once an invoice is fully credited, a new one may be issued.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconReceiptRefund } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Invoice } from '../../domain/billing-types';
import { standingInvoice } from '../../domain/invoice';
import { paths } from '../../domain/paths';
import type { Booking, Settings } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import { showToast } from '../../ui/toast';
import { BookingNotFound, PageLoader } from './booking-not-found';
import { CreditNoteDialog } from './credit-note-dialog';
import { FrenchDocument } from './french-document';
import { InvoiceActions } from './invoice-actions';
import { InvoiceSheet } from './invoice-sheet';
import classes from './invoice.module.css';
import { IssueInvoiceForm } from './issue-invoice-form';
import { useBookingInvoices, useIssueInvoice, type NewInvoice } from './queries';
import { useBooking, useSettings } from './use-bookings';

function Invoices({ booking, settings, documents }: { booking: Booking; settings: Settings; documents: Invoice[] }) {
  const { t } = useLingui();
  const lang = useLang();
  const issue = useIssueInvoice();
  const sheetRef = useRef<HTMLElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [crediting, setCrediting] = useState(false);
  const standing = standingInvoice(documents);
  const shown = documents.find((d) => d.id === chosen) ?? documents.at(-1) ?? null;
  const numberOf = (id: string | undefined) => documents.find((d) => d.id === id)?.number;
  const Back = lang === 'ar' ? IconArrowRight : IconArrowLeft;

  const store = async (data: NewInvoice) => {
    try {
      const made = await issue(data);
      setChosen(made.id);
      showToast({ color: 'teal', title: data.kind === 'credit_note' ? t`Credit note made` : t`Invoice issued`, message: t`Its number comes from the server with the next sync.` });
    } catch (error) {
      showToast({ color: 'red', title: t`Error`, message: (error as Error).message });
    }
  };

  return (
    <div className={classes.root}>
      <div className={classes.toolbar}>
        <Button component={Link} to={paths.admin.booking(lang, booking.id)} variant="default" size="md" leftSection={<Back size={18} aria-hidden />}>
          <Trans>Back to booking</Trans>
        </Button>
      </div>
      {!standing && <IssueInvoiceForm booking={booking} settings={settings} onIssue={store} />}
      {documents.length > 0 && (
        <Stack gap="xs" className={classes.toolbar} align="stretch">
          <Text fw={600}>
            <Trans>Invoices and credit notes</Trans>
          </Text>
          <Group gap="xs" wrap="wrap">
            {documents.map((d) => (
              <Button key={d.id} size="xs" variant={d.id === shown?.id ? 'filled' : 'default'} onClick={() => setChosen(d.id)} aria-pressed={d.id === shown?.id}>
                {d.kind === 'credit_note' ? t`Credit note` : t`Invoice`}
                <span style={{ marginInlineStart: '0.4em' }}>
                  <bdi dir="ltr">{d.number ?? t`number pending`}</bdi>
                </span>
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      {shown && (
        <>
          <div className={classes.toolbar}>
            <Group gap="sm">
              <InvoiceActions invoice={shown} phone={booking.phone} email={booking.email} sheetRef={sheetRef} />
              {shown.id === standing?.id && (
                <Button size="md" color="red" variant="light" onClick={() => setCrediting(true)} leftSection={<IconReceiptRefund size={18} aria-hidden />}>
                  <Trans>Credit note</Trans>
                </Button>
              )}
            </Group>
          </div>
          <FrenchDocument>
            <InvoiceSheet ref={sheetRef} invoice={shown} creditedNumber={numberOf(shown.creditFor)} />
          </FrenchDocument>
        </>
      )}
      {standing && crediting && <CreditNoteDialog invoice={standing} opened onClose={() => setCrediting(false)} onCreate={store} />}
    </div>
  );
}

export function InvoicePage() {
  const { id } = useParams();
  const booking = useBooking(id);
  const settings = useSettings();
  const documents = useBookingInvoices(id);
  if (booking === undefined || settings === undefined || documents === undefined) return <PageLoader />;
  if (booking === null) return <BookingNotFound />;
  return <Invoices booking={booking} settings={settings} documents={documents} />;
}
