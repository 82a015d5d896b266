// The settings card of the messages to clients: for each kind, automatic (the server emails it) or by
// hand, its subject and body in each language with the placeholders it may use, a placeholder that
// is not one of them flagged next to the field, and a preview filled from a booking of this device;
// the reminder's hour; and, when the server sends email, the office's own email switches.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Code, Group, NativeSelect, Paper, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { MESSAGE_KINDS, MESSAGE_LANGS, type MessageKind, type MessageLang } from '../../domain/billing-types';
import { bookingReference } from '../../domain/booking-reference';
import { fillTemplate, messageValues, PLACEHOLDERS, unknownPlaceholders } from '../../domain/message-templates';
import { useLang } from '../../i18n/use-lang';
import { usePreviewBookings, useMailStatus, type PreviewBooking } from './queries';
import type { SettingsFields } from './settings-fields';
import { SettingsCard, ToggleRow } from './settings-parts';
import classes from './messages-card.module.css';

const LANG_LABELS: Record<MessageLang, string> = { fr: 'Français', en: 'English', ar: 'العربية' };

function useKindLabels(): Record<MessageKind, string> {
  const { t } = useLingui();
  return {
    received: t`Booking received`,
    confirmed: t`Booking confirmed`,
    reminder: t`Reminder the day before`,
    on_the_way: t`Driver on the way`,
    on_location: t`Driver on location`,
    thank_you: t`Thank you`,
    cancelled: t`Cancellation`,
  };
}

function statusLink(booking: PreviewBooking['booking'], lang: MessageLang): string | undefined {
  if (!booking.statusToken || typeof window === 'undefined') return undefined;
  return `${window.location.origin}/${lang}/booking/status/${booking.statusToken}`;
}

function Preview({ subject, body, lang, kind }: { subject: string; body: string; lang: MessageLang; kind: MessageKind }) {
  const { t } = useLingui();
  const bookings = usePreviewBookings();
  const [chosen, setChosen] = useState('');
  if (!bookings) return null;
  if (bookings.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No booking on this device yet: the preview shows once there is one.</Trans>
      </Text>
    );
  }
  const picked = bookings.find((b) => b.booking.id === chosen) ?? bookings[0];
  if (!picked) return null;
  const { booking } = picked;
  const values = messageValues(
    { booking, driverName: picked.driverName, vehicle: picked.vehicle, statusUrl: statusLink(booking, lang), reference: bookingReference(booking.createdAt) },
    lang,
  );
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t`Preview with the booking`}
        size="md"
        value={booking.id}
        onChange={(event) => setChosen(event.currentTarget.value)}
        data={bookings.map((b) => ({
          value: b.booking.id,
          label: `${bookingReference(b.booking.createdAt)} · ${b.booking.firstName} ${b.booking.lastName} · ${b.booking.pickupDate}`,
        }))}
      />
      <Paper withBorder radius="md" p="md" className={classes.preview} aria-label={t`Preview`} role="region" data-kind={kind}>
        <Text fw={600} lang={lang} dir={dir} data-testid="preview-subject">
          {fillTemplate(subject, values)}
        </Text>
        <Text size="sm" lang={lang} dir={dir} className={classes.body} data-testid="preview-body">
          {fillTemplate(body, values)}
        </Text>
      </Paper>
    </Stack>
  );
}

export function MessagesCard({ fields }: { fields: SettingsFields }) {
  const { t } = useLingui();
  const { editing, control, text, toggle } = fields;
  const uiLang = useLang();
  const kindLabels = useKindLabels();
  const mail = useMailStatus();
  const [kind, setKind] = useState<MessageKind>('received');
  const [lang, setLang] = useState<MessageLang>((MESSAGE_LANGS as readonly string[]).includes(uiLang) ? (uiLang as MessageLang) : 'fr');
  const base = `messaging.templates.${kind}.${lang}` as const;
  const subject = useWatch({ control, name: `${base}.subject` }) ?? '';
  const body = useWatch({ control, name: `${base}.body` }) ?? '';
  const dir = lang === 'ar' ? 'rtl' : 'ltr';

  /** The field's own message, or the names of the placeholders that are not ones. */
  const flagged = (value: string, props: { error?: string | undefined }) => {
    const unknown = unknownPlaceholders(value);
    return unknown.length > 0 ? t`Not a placeholder: ${unknown.map((name) => `{${name}}`).join(', ')}. Use one of those listed below.` : props.error;
  };
  const subjectProps = text(`${base}.subject`);
  const bodyProps = text(`${base}.body`);

  return (
    <SettingsCard
      title={t`Messages to clients`}
      description={t`What a client receives about their booking, in the language they booked in.`}
      icon={IconMail}
    >
      {mail && !mail.configured && (
        <Alert color="yellow" variant="light">
          <Trans>Email is not configured on the server (SMTP_URL): automatic messages are prepared and shown on each booking as not sent.</Trans>
        </Alert>
      )}
      {mail?.configured && (
        <Text size="sm" c="dimmed">
          <Trans>
            Automatic messages leave by email from <bdi dir="ltr">{mail.from}</bdi>.
          </Trans>
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label={t`Message`}
          size="md"
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value as MessageKind)}
          data={MESSAGE_KINDS.map((k) => ({ value: k, label: kindLabels[k] }))}
        />
        <TextInput
          label={t`Reminder hour, the day before (Paris time)`}
          description={t`From 0 to 23.`}
          inputMode="numeric"
          {...text('messaging.reminderHour', 'ltr')}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name={`messaging.templates.${kind}.auto`}
        render={({ field }) => (
          <ToggleRow
            id={`setting-message-auto-${kind}`}
            label={t`Sent automatically by email`}
            description={t`Off: staff send it by hand from the booking.`}
            editing={editing}
            checked={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
          />
        )}
      />
      <SegmentedControl
        aria-label={t`Language of the template`}
        value={lang}
        onChange={(value) => setLang(value as MessageLang)}
        data={MESSAGE_LANGS.map((l) => ({ value: l, label: LANG_LABELS[l] }))}
        fullWidth
        maw={420}
      />
      <Stack gap="sm" key={base}>
        <TextInput label={t`Subject`} lang={lang} {...subjectProps} dir={dir} error={flagged(subject, subjectProps)} />
        <Textarea label={t`Message text`} lang={lang} autosize minRows={6} maxRows={16} {...bodyProps} dir={dir} error={flagged(body, bodyProps)} />
        <Group gap={6} aria-label={t`Placeholders`} role="list">
          <Text size="xs" c="dimmed">
            <Trans>Placeholders:</Trans>
          </Text>
          {PLACEHOLDERS.map((name) => (
            <Code key={name} role="listitem" dir="ltr">{`{${name}}`}</Code>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          <Trans>A line whose placeholder has no value (no driver yet) is left out of the message.</Trans>
        </Text>
      </Stack>
      <Preview subject={subject} body={body} lang={lang} kind={kind} />
      {mail?.configured && (
        <Stack gap="md">
          <Text size="sm" fw={600}>
            <Trans>Emails to the office</Trans>
          </Text>
          {toggle('enableEmailAlerts', t`Email alerts`, t`The site email gets an email for each booking and message from the website.`)}
          {toggle(
            'loginNotifications',
            t`Login notifications`,
            t`The site email is told when a staff account signs in from a device it never used before.`,
          )}
        </Stack>
      )}
    </SettingsCard>
  );
}
