// The emails the server sends the client about this booking (server/mail/): each one's kind, address
// and subject, and its state: sent, waiting for its next try, failed with the reason, or not sent
// because the server has no email configured. Written by the server and synced: read only here.
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ClientMessage, MessageKind } from '../../domain/billing-types';
import { Section } from './detail-parts';
import { useClientEmails } from './queries';

function useWords() {
  const { t } = useLingui();
  const kinds: Record<MessageKind, string> = {
    received: t`Booking received`,
    confirmed: t`Booking confirmed`,
    reminder: t`Reminder the day before`,
    on_the_way: t`Driver on the way`,
    on_location: t`Driver on location`,
    thank_you: t`Thank you`,
    cancelled: t`Cancellation`,
  };
  return { kinds };
}

function EmailState({ message }: { message: ClientMessage }) {
  const { t, i18n } = useLingui();
  const when = (iso: string | undefined) => (iso ? i18n.date(new Date(iso), { dateStyle: 'short', timeStyle: 'short' }) : '');
  switch (message.state) {
    case 'sent':
      return (
        <Badge color="teal" variant="light" radius="sm">
          {t`Sent ${when(message.sentAt)}`}
        </Badge>
      );
    case 'failed':
      return (
        <Stack gap={2} align="flex-end">
          <Badge color="red" variant="light" radius="sm">{t`Not sent`}</Badge>
          {message.lastError && (
            <Text size="xs" c="red.8" dir="auto">
              {message.lastError}
            </Text>
          )}
        </Stack>
      );
    case 'not_configured':
      return (
        <Badge color="gray" variant="light" radius="sm">
          {t`Not sent: email not configured`}
        </Badge>
      );
    default:
      return (
        <Stack gap={2} align="flex-end">
          <Badge color="yellow" variant="light" radius="sm">{t`Queued`}</Badge>
          {message.attempts > 0 && (
            <Text size="xs" c="dimmed">
              {t`Try ${message.attempts} refused, next ${when(message.nextAttemptAt)}`}
            </Text>
          )}
        </Stack>
      );
  }
}

export function ClientEmails({ bookingId }: { bookingId: string }) {
  const { t } = useLingui();
  const { kinds } = useWords();
  const emails = useClientEmails(bookingId);
  if (!emails || emails.length === 0) return null;
  return (
    <Section title={t`Emails to the client`} id="booking-emails">
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {emails.map((message) => (
          <Group key={message.id} component="li" justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600}>
                {kinds[message.kind]}
              </Text>
              <Text size="xs" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {message.subject}
              </Text>
              <Text size="xs" c="dimmed" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                {message.recipient}
              </Text>
            </Stack>
            <EmailState message={message} />
          </Group>
        ))}
      </Stack>
    </Section>
  );
}
