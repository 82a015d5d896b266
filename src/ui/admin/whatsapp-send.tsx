// 'Send on WhatsApp' (a booking's detail, a driver's ride): choose the kind of message (the one that
// fits the ride's state first), read it as the client will, in their language, then open it in
// WhatsApp with the client's number. Opening it records it in the booking's message log. The text is
// made on the device: it is ready offline. Data-free: the message comes from `prepare`, the record
// goes through `onSent`.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Modal, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useState, type ComponentProps } from 'react';
import { MESSAGE_KINDS, type MessageKind } from '../../domain/billing-types';
import type { PreparedWhatsApp } from '../../domain/whatsapp-message';
import { showToast } from '../toast';
import { useMessageWords } from './message-words';

export interface WhatsAppSendProps {
  /** The message of a kind, filled for this booking. */
  prepare: (kind: MessageKind) => PreparedWhatsApp;
  /** The kind offered first: the one that fits the ride's state. */
  defaultKind: MessageKind;
  /** Records the message sent (the booking's log); a rejection is shown, the chat opens anyway. */
  onSent: (message: PreparedWhatsApp) => Promise<void>;
  /** The button's look, to sit with its neighbours. */
  buttonProps?: Omit<ComponentProps<typeof Button>, 'onClick' | 'children'>;
  /** The button's words; default 'Send on WhatsApp'. */
  label?: string;
}

const LANG_NAMES = { fr: 'Français', en: 'English', ar: 'العربية' } as const;

function SendDialog({ prepare, defaultKind, onSent, onClose }: Omit<WhatsAppSendProps, 'buttonProps' | 'label'> & { onClose: () => void }) {
  const { t } = useLingui();
  const words = useMessageWords();
  const [kind, setKind] = useState<MessageKind>(defaultKind);
  const message = prepare(kind);

  const opened = () => {
    onSent(message).then(
      () => showToast({ color: 'teal', message: t`The message is recorded on the booking` }),
      () => showToast({ color: 'red', message: t`The message could not be recorded on the booking` }),
    );
    onClose();
  };

  return (
    <Stack gap="md">
      <Select
        label={t`Message`}
        data={MESSAGE_KINDS.map((k) => ({ value: k, label: words.kind(k) }))}
        value={kind}
        onChange={(value) => {
          const next = MESSAGE_KINDS.find((k) => k === value);
          if (next) setKind(next);
        }}
        allowDeselect={false}
        size="md"
        comboboxProps={{ withinPortal: true }}
      />
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          <Trans>In the client's language:</Trans> {LANG_NAMES[message.lang]}
        </Text>
        <Text
          component="pre"
          data-testid="whatsapp-preview"
          dir={message.lang === 'ar' ? 'rtl' : 'ltr'}
          lang={message.lang}
          m={0}
          p="sm"
          style={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontFamily: 'inherit',
            background: 'var(--mantine-color-default-hover)',
            borderRadius: 'var(--mantine-radius-md)',
            maxHeight: '40vh',
            overflowY: 'auto',
          }}
        >
          {message.body}
        </Text>
      </Stack>
      {message.link ? (
        <Button
          component="a"
          href={message.link}
          target="_blank"
          rel="noopener noreferrer"
          size="md"
          color="green.8"
          leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
          onClick={opened}
        >
          <Trans>Open in WhatsApp</Trans>
        </Button>
      ) : (
        <Alert color="orange" variant="light">
          <Trans>This booking has no phone number WhatsApp can open.</Trans>
        </Alert>
      )}
    </Stack>
  );
}

export function WhatsAppSend({ buttonProps, label, ...props }: WhatsAppSendProps) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 36em)');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" size="md" leftSection={<IconBrandWhatsapp size={18} aria-hidden />} {...buttonProps} onClick={() => setOpen(true)}>
        {label ?? t`Send on WhatsApp`}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t`Send on WhatsApp`} fullScreen={phone} size="lg">
        {open && <SendDialog {...props} onClose={() => setOpen(false)} />}
      </Modal>
    </>
  );
}
