// What staff do with an issued invoice: download it as a PDF (the engine of the bon de commande),
// print it, send it to the client on WhatsApp (the PDF itself where the phone shares files, else a
// wa.me chat with a summary) or by email with the PDF (online: the server sends it).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconBrandWhatsapp, IconDownload, IconMail, IconPrinter } from '@tabler/icons-react';
import { useState, type RefObject } from 'react';
import type { Invoice } from '../../domain/billing-types';
import { centsText, invoicePdfName, invoiceTotals } from '../../domain/invoice';
import { downloadFile, renderSheetPdf } from '../../lib/pdf';
import { whatsappLink } from '../../lib/whatsapp';
import { HttpError, NetworkError } from '../../sync/transport';
import { serverMessage } from '../../sync/auth-api';
import { useSendInvoiceEmail } from './invoice-mail';
import { showToast } from '../../ui/toast';

// A WhatsApp green dark enough for white text (AA), as on the bon de commande.
const WHATSAPP_GREEN = '#087f5b';

const canShareFiles = () => typeof navigator !== 'undefined' && typeof navigator.canShare === 'function' && typeof navigator.share === 'function';

export const invoiceFileName = (invoice: Invoice) => invoicePdfName(invoice.kind, invoice.number);

/** The WhatsApp message, in French like the document. */
export function invoiceSummary(invoice: Invoice): string {
  const title = invoice.kind === 'credit_note' ? 'Avoir' : 'Facture';
  const total = centsText(invoiceTotals(invoice).total).replace('.', ',');
  return `${title} ${invoice.number ?? ''} - ${invoice.seller.name}\nClient : ${invoice.client.name}\nTotal TTC : ${total} €`;
}

interface ActionsProps {
  invoice: Invoice;
  phone: string;
  /** The booking's email address, where the email goes. */
  email: string | undefined;
  sheetRef: RefObject<HTMLElement | null>;
}

export function InvoiceActions({ invoice, phone, email, sheetRef }: ActionsProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<'pdf' | 'whatsapp' | 'email' | null>(null);
  const sendEmail = useSendInvoiceEmail();
  // Kept until the server answers: tapping again after a lost answer sends one email, not two.
  const [emailKey, setEmailKey] = useState(() => crypto.randomUUID());

  const makePdf = () => {
    const sheet = sheetRef.current;
    if (!sheet) return Promise.reject(new Error('The invoice is not on screen'));
    return renderSheetPdf(sheet, invoiceFileName(invoice));
  };

  const download = async () => {
    setBusy('pdf');
    try {
      const file = await makePdf();
      downloadFile(file);
      showToast({ color: 'teal', title: t`PDF downloaded successfully`, message: file.name });
    } catch {
      showToast({ color: 'red', title: t`Error`, message: t`The PDF could not be made` });
    } finally {
      setBusy(null);
    }
  };

  const whatsapp = async () => {
    const text = invoiceSummary(invoice);
    if (canShareFiles()) {
      setBusy('whatsapp');
      try {
        const file = await makePdf();
        if (navigator.canShare({ files: [file] })) {
          await navigator.share({ files: [file], title: file.name, text });
          return;
        }
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      } finally {
        setBusy(null);
      }
    }
    const link = whatsappLink(phone, text);
    if (!link) {
      showToast({ color: 'red', title: t`Error`, message: t`The booking has no phone number for WhatsApp` });
      return;
    }
    window.open(link, '_blank', 'noopener');
  };

  const mail = async () => {
    if (!email?.trim()) {
      showToast({ color: 'red', title: t`Not sent`, message: t`The booking has no email address: add one to the booking first.` });
      return;
    }
    if (!sendEmail || !navigator.onLine) {
      showToast({ color: 'red', title: t`Not sent`, message: t`Sending by email needs a connection to the server. WhatsApp and the PDF work offline.` });
      return;
    }
    setBusy('email');
    try {
      const answer = await sendEmail(invoice, await makePdf(), emailKey);
      setEmailKey(crypto.randomUUID());
      if (answer.state === 'not_configured') {
        showToast({ color: 'orange', title: t`Not sent: email not configured`, message: t`The message is recorded on the booking; send the PDF on WhatsApp instead.` });
      } else {
        showToast({ color: 'teal', title: t`The invoice is on its way`, message: answer.recipient });
      }
    } catch (error) {
      const message =
        error instanceof NetworkError
          ? t`Sending by email needs a connection to the server. WhatsApp and the PDF work offline.`
          : error instanceof HttpError
            ? serverMessage(error)
            : t`The PDF could not be made`;
      showToast({ color: 'red', title: t`Not sent`, message });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button size="md" onClick={() => void download()} loading={busy === 'pdf'} disabled={!invoice.number} leftSection={<IconDownload size={18} aria-hidden />}>
        <Trans>Download PDF</Trans>
      </Button>
      <Button size="md" variant="default" onClick={() => window.print()} leftSection={<IconPrinter size={18} aria-hidden />}>
        <Trans>Print</Trans>
      </Button>
      <Button
        size="md"
        color={WHATSAPP_GREEN}
        onClick={() => void whatsapp()}
        loading={busy === 'whatsapp'}
        disabled={!invoice.number}
        leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
      >
        <Trans>Send on WhatsApp</Trans>
      </Button>
      <Button size="md" variant="default" onClick={() => void mail()} loading={busy === 'email'} disabled={!invoice.number} leftSection={<IconMail size={18} aria-hidden />}>
        <Trans>Send by email</Trans>
      </Button>
    </>
  );
}
