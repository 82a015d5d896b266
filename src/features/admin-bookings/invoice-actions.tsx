// What staff do with an issued invoice: download it as a PDF (the engine of the bon de commande),
// print it, or send it to the client on WhatsApp (the PDF itself where the phone shares files, else
// a wa.me chat with a summary).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconBrandWhatsapp, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState, type RefObject } from 'react';
import type { Invoice } from '../../domain/billing-types';
import { centsText, invoiceTotals } from '../../domain/invoice';
import { downloadFile, renderSheetPdf } from '../../lib/pdf';
import { whatsappLink } from '../../lib/whatsapp';
import { showToast } from '../../ui/toast';

// A WhatsApp green dark enough for white text (AA), as on the bon de commande.
const WHATSAPP_GREEN = '#087f5b';

const canShareFiles = () => typeof navigator !== 'undefined' && typeof navigator.canShare === 'function' && typeof navigator.share === 'function';

/** 'facture-2026-000042.pdf', 'avoir-2026-000043.pdf'. */
export function invoiceFileName(invoice: Invoice): string {
  return `${invoice.kind === 'credit_note' ? 'avoir' : 'facture'}-${invoice.number ?? 'en-attente'}.pdf`;
}

/** The WhatsApp message, in French like the document. */
export function invoiceSummary(invoice: Invoice): string {
  const title = invoice.kind === 'credit_note' ? 'Avoir' : 'Facture';
  const total = centsText(invoiceTotals(invoice).total).replace('.', ',');
  return `${title} ${invoice.number ?? ''} - ${invoice.seller.name}\nClient : ${invoice.client.name}\nTotal TTC : ${total} €`;
}

export function InvoiceActions({ invoice, phone, sheetRef }: { invoice: Invoice; phone: string; sheetRef: RefObject<HTMLElement | null> }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<'pdf' | 'whatsapp' | null>(null);

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
    </>
  );
}
