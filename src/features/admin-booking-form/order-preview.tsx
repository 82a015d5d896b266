// The BON DE COMMANDE on screen with what a driver does with it: download it as a PDF, or send it to
// the client over WhatsApp (the PDF itself where the phone can share files, else a wa.me chat with a
// summary). When the settings ask for it, the client's copy in their language is a tab away, and the
// same buttons download or send the sheet shown. All of it works without a network.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconDownload, IconSend } from '@tabler/icons-react';
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { orderDocument, type OrderDocumentInput } from './order-document-model';
import { orderSummaryText, whatsappLink } from './whatsapp';
import { showToast } from '../../ui/toast';
import classes from './order-document.module.css';
import { OrderSheet } from './order-document';
import { downloadFile, pdfFileName, renderOrderPdf } from './order-pdf';

// A WhatsApp green dark enough for white text (AA), hover included: a CSS colour hovers darker.
const WHATSAPP_GREEN = '#087f5b';

/** The client copy's language, in its own words. */
const LANGUAGE_NAMES = { en: 'English', ar: 'العربية' } as const;

const canShareFiles = () => typeof navigator !== 'undefined' && typeof navigator.canShare === 'function' && typeof navigator.share === 'function';

export interface OrderPreviewProps {
  input: OrderDocumentInput;
  /** The way back: 'Continue editing', or the links of a saved booking. */
  back: ReactNode;
}

export function OrderPreview({ input, back }: OrderPreviewProps) {
  const { t } = useLingui();
  const sheetRef = useRef<HTMLElement>(null);
  const [version, setVersion] = useState<'original' | 'copy'>('original');
  const shown = input.copy ? version : 'original';
  const document = useMemo(() => orderDocument(input, shown), [input, shown]);
  const summary = useMemo(() => orderSummaryText(input), [input]);
  const [downloading, setDownloading] = useState(false);
  const [sending, setSending] = useState(false);
  const [whatsappOpen, setWhatsappOpen] = useState(false);
  const [phone, setPhone] = useState(input.values.phone);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const panelId = useId();
  // One PDF per preview: made ahead when the WhatsApp panel opens on a phone that can share files,
  // so that the share sheet opens straight from the tap.
  const pdfRef = useRef<{ lang: string; file: Promise<File> } | null>(null);
  const { firstName, lastName } = input.values;

  const makePdf = () => {
    const sheet = sheetRef.current;
    if (!sheet) return Promise.reject(new Error('The order form is not on screen'));
    return renderOrderPdf(sheet, pdfFileName(firstName, lastName, Date.now(), document.lang === 'fr' ? undefined : document.lang));
  };
  const sharedPdf = () => {
    // One per sheet: the copy's PDF is not the original's.
    if (pdfRef.current?.lang !== document.lang) pdfRef.current = { lang: document.lang, file: makePdf() };
    const made = pdfRef.current;
    // A failed attempt is not kept: the next tap tries again.
    made.file.catch(() => {
      if (pdfRef.current === made) pdfRef.current = null;
    });
    return made.file;
  };

  const download = async () => {
    setDownloading(true);
    try {
      const file = await makePdf();
      downloadFile(file);
      showToast({ color: 'teal', title: t`PDF downloaded successfully`, message: file.name });
    } catch {
      showToast({ color: 'red', title: t`Erreur`, message: t`Impossible de générer le PDF` });
    } finally {
      setDownloading(false);
    }
  };

  const toggleWhatsapp = () => {
    const open = !whatsappOpen;
    setWhatsappOpen(open);
    setPhoneError(null);
    if (open && canShareFiles()) void sharedPdf().catch(() => undefined);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const link = whatsappLink(phone, summary);
    if (!link) {
      setPhoneError(t`Enter the client's WhatsApp number`);
      return;
    }
    setPhoneError(null);
    if (canShareFiles()) {
      setSending(true);
      try {
        const file = await sharedPdf();
        if (navigator.canShare({ files: [file] })) {
          await navigator.share({ files: [file], title: `${document.title} ${document.reference}`, text: summary });
          return;
        }
      } catch (error) {
        // The driver closed the share sheet: nothing more to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      } finally {
        setSending(false);
      }
    }
    window.open(link, '_blank', 'noopener');
  };

  return (
    <Stack gap="lg" maw={794} w="100%" mx="auto">
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <div className={classes.actions}>
            {back}
            <Button size="md" leftSection={<IconDownload size={18} aria-hidden />} loading={downloading} onClick={() => void download()}>
              <Trans>Download PDF</Trans>
            </Button>
            <Button
              size="md"
              color={WHATSAPP_GREEN}
              leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
              aria-expanded={whatsappOpen}
              aria-controls={panelId}
              onClick={toggleWhatsapp}
            >
              <Trans>Send via WhatsApp</Trans>
            </Button>
          </div>
          {whatsappOpen && (
            <form id={panelId} onSubmit={(event) => void send(event)} noValidate>
              <Group align="flex-end" gap="sm" wrap="wrap">
                <TextInput
                  style={{ flex: '1 1 220px' }}
                  size="md"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  dir="ltr"
                  label={t`Client's WhatsApp number`}
                  description={t`With the country code; spaces are fine.`}
                  placeholder="+216 20 123 456"
                  value={phone}
                  error={phoneError}
                  onChange={(event) => {
                    setPhone(event.currentTarget.value);
                    setPhoneError(null);
                  }}
                />
                <Button type="submit" size="md" color={WHATSAPP_GREEN} loading={sending} leftSection={<IconSend size={18} aria-hidden />}>
                  <Trans>Send</Trans>
                </Button>
              </Group>
              <Text size="xs" c="dimmed" mt={6}>
                {canShareFiles() ? (
                  <Trans>Your phone's share sheet opens with the PDF: choose WhatsApp, then the client.</Trans>
                ) : (
                  <Trans>WhatsApp opens a chat with the client and a summary of the booking.</Trans>
                )}
              </Text>
            </form>
          )}
        </Stack>
      </Paper>
      {input.copy && (
        <SegmentedControl
          aria-label={t`Document shown`}
          fullWidth
          size="md"
          value={shown}
          onChange={(value) => setVersion(value as 'original' | 'copy')}
          data={[
            { value: 'original', label: t`French original` },
            { value: 'copy', label: t`Client copy (${LANGUAGE_NAMES[input.copy.lang]})` },
          ]}
        />
      )}
      <OrderSheet ref={sheetRef} document={document} />
    </Stack>
  );
}
