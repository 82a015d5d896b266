// The contact form of the contact page and of the home page (SPEC 2.4, 5): the message is saved on
// the device with its outbox entry, then the sync engine brings it to the office. The thank-you
// says whether it has left the device yet; nothing typed is lost when saving fails.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Loader, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconMail, IconPhone, IconSend, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { syncStatusAtom, useAtomValue } from '../../app/state';
import { useContactDelivery, useSaveContact } from './queries';
import { StorageFullError } from '../../db/errors';
import { useSettings } from '../../db/hooks';
import { contactFormSchema, emptyContactForm, toContactInput, type ContactFormValues } from './form';
import { CONTACT_SERVICE_TYPES } from '../../domain/types';
import rtl from '../../ui/rtl.module.css';
import { contactIssueText, SERVICE_LABELS } from './contact-words';
import { useOnline } from '../../ui/use-online';

/** Where the message just sent is: on its way, kept on the device, arrived, or refused. */
function DeliveryNote({ contactId }: { contactId: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const status = useAtomValue(syncStatusAtom);
  const phone = useSettings()?.sitePhone ?? '';
  const state = useContactDelivery(contactId);
  if (!state) return null;

  let icon = <IconCircleCheck size={18} aria-hidden />;
  let text: ReactNode = t`Your message has reached our team.`;
  if (state.delivery === 'refused') {
    icon = <IconAlertTriangle size={18} aria-hidden />;
    text = (
      <>
        <Trans>Our team could not accept this message online:</Trans> <bdi>{state.reason}</bdi>
        {phone && (
          <>
            {' '}
            <Trans>
              Please call us at{' '}
              <Anchor href={`tel:${phone.replace(/\s+/g, '')}`} inherit>
                <bdi dir="ltr">{phone}</bdi>
              </Anchor>
              .
            </Trans>
          </>
        )}
      </>
    );
  } else if (state.delivery === 'waiting') {
    // No engine, no network, or the last attempt failed: it waits on the device for the next chance.
    const stuck = !online || !status || status.state === 'offline' || status.state === 'error';
    icon = stuck ? <IconWifiOff size={18} aria-hidden /> : <Loader size={16} color="gold.6" aria-hidden />;
    text = stuck
      ? t`It could not be sent yet: it is kept on this device and will be sent automatically when you are back online.`
      : t`Sending your message to our team…`;
  }
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" mt={6}>
      <span style={{ display: 'inline-flex', marginTop: 2, flexShrink: 0 }}>{icon}</span>
      <Text size="sm" data-delivery={state.delivery}>
        {text}
      </Text>
    </Group>
  );
}

export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const { t, i18n } = useLingui();
  const save = useSaveContact();
  const [sentId, setSentId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({
    resolver: valibotResolver(contactFormSchema),
    defaultValues: emptyContactForm(),
  });
  // The thank-you takes the focus, so a screen reader or a phone user lands on it.
  useEffect(() => {
    if (sentId) thanksRef.current?.focus();
  }, [sentId]);
  const errorOf = (field: keyof ContactFormValues) => contactIssueText(i18n, errors[field]?.message);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    setSentId(null);
    try {
      const contact = await save(toContactInput(values));
      reset(emptyContactForm());
      setSentId(contact.id);
    } catch (error) {
      // The form keeps every value: the visitor can simply send again.
      setProblem(
        error instanceof StorageFullError
          ? t`This device's storage is full, so your message could not be saved. Free some space and send it again: what you typed is still here.`
          : t`Your message could not be saved on this device. Please send it again: what you typed is still here.`,
      );
    }
  });

  const services = [
    { value: '', label: t`Choose a service (optional)` },
    ...CONTACT_SERVICE_TYPES.map((value) => ({ value, label: i18n._(SERVICE_LABELS[value]) })),
  ];

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t`First name`} required size="md" autoComplete="given-name" error={errorOf('firstName')} {...register('firstName')} />
          <TextInput label={t`Last name`} required size="md" autoComplete="family-name" error={errorOf('lastName')} {...register('lastName')} />
          <TextInput
            type="email"
            label={t`Email`}
            required
            size="md"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            leftSection={<IconMail size={18} aria-hidden />}
            error={errorOf('email')}
            {...register('email')}
          />
          <TextInput
            type="tel"
            label={t`Phone`}
            required
            size="md"
            autoComplete="tel"
            inputMode="tel"
            dir="ltr"
            leftSection={<IconPhone size={18} aria-hidden />}
            error={errorOf('phone')}
            {...register('phone')}
          />
        </SimpleGrid>
        <NativeSelect label={t`Service`} size="md" data={services} error={errorOf('serviceType')} {...register('serviceType')} />
        <Textarea
          label={t`Message`}
          required
          size="md"
          rows={4}
          placeholder={t`Your trip, your dates, your questions…`}
          error={errorOf('message')}
          {...register('message')}
        />

        {problem && (
          <Alert variant="light" color="red" icon={<IconAlertTriangle size={20} aria-hidden />}>
            {problem}
          </Alert>
        )}
        {sentId && (
          <Alert
            ref={thanksRef}
            tabIndex={-1}
            variant="light"
            color="teal"
            radius="md"
            icon={<IconCircleCheck size={20} aria-hidden />}
            withCloseButton
            closeButtonLabel={t`Close`}
            onClose={() => setSentId(null)}
            style={{ outline: 'none' }}
          >
            <Text fw={600}>
              <Trans>Thank you for your message! We will contact you shortly.</Trans>
            </Text>
            <DeliveryNote contactId={sentId} />
          </Alert>
        )}

        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            loading={isSubmitting}
            rightSection={<IconSend size={18} aria-hidden className={rtl.mirror} />}
          >
            <Trans>Send message</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
