// The messages a booking's client was sent, newest first: kind, channel, when, to whom and their
// state (queued, with the next try once the mail server refused one, sent, failed with the reason,
// or prepared but not sent for want of email settings).
// Data-free: the records come through props.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconMail } from '@tabler/icons-react';
import type { ClientMessage, MessageState } from '../../domain/billing-types';
import { useDispatchWords } from './dispatch-words';
import { useMessageWords } from './message-words';
import { StatusBadge } from './status-badge';

const TONE: Record<MessageState, 'positive' | 'neutral' | 'accent'> = {
  sent: 'positive',
  queued: 'accent',
  failed: 'neutral',
  not_configured: 'neutral',
};

/** Newest first: by when it left (or was made), then id. */
export function newestMessagesFirst(messages: readonly ClientMessage[]): ClientMessage[] {
  const when = (m: ClientMessage) => m.sentAt ?? m.createdAt;
  return [...messages].sort((a, b) => (when(a) !== when(b) ? (when(a) < when(b) ? 1 : -1) : a.id < b.id ? 1 : -1));
}

export function ClientMessageList({ messages }: { messages: readonly ClientMessage[] }) {
  const { t } = useLingui();
  const words = useMessageWords();
  const dispatch = useDispatchWords();
  if (messages.length === 0)
    return (
      <Text c="dimmed" size="sm">
        <Trans>No message sent to the client yet.</Trans>
      </Text>
    );
  // A queued email one try of which the mail server refused: how many, and when the next one is.
  const retryLine = (message: ClientMessage) => {
    const tries = message.attempts;
    const next = message.nextAttemptAt ? Date.parse(message.nextAttemptAt) : NaN;
    if (!Number.isFinite(next)) return plural(tries, { one: 'Refused once; it will be tried again', other: 'Refused # times; it will be tried again' });
    const when = dispatch.instant(next);
    return plural(tries, { one: `Refused once; next try ${when}`, other: `Refused # times; next try ${when}` });
  };
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Messages to the client`}>
      {newestMessagesFirst(messages).map((message) => {
        const when = Date.parse(message.sentAt ?? message.createdAt);
        const Icon = message.channel === 'email' ? IconMail : IconBrandWhatsapp;
        return (
          <li key={message.id} data-testid="client-message">
            <Stack gap={2}>
              <Group gap="xs" justify="space-between" wrap="wrap">
                <Group gap={6} wrap="nowrap">
                  <Icon size={16} aria-hidden />
                  <Text size="sm" fw={600}>
                    {words.kind(message.kind)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    · {words.channel(message.channel)}
                  </Text>
                </Group>
                <StatusBadge tone={TONE[message.state]}>{words.state(message.state)}</StatusBadge>
              </Group>
              <Text size="xs" c="dimmed">
                {Number.isFinite(when) ? dispatch.instant(when) : ''} · <bdi dir="ltr">{message.recipient}</bdi>
              </Text>
              {message.state === 'queued' && message.lastError && (
                <Text size="xs" c="dimmed">
                  {retryLine(message)}
                </Text>
              )}
              {(message.state === 'failed' || message.state === 'queued') && message.lastError && (
                <Text size="xs" c={message.state === 'failed' ? 'red.8' : 'dimmed'}>
                  {t`Reason:`} <bdi>{message.lastError}</bdi>
                </Text>
              )}
            </Stack>
          </li>
        );
      })}
    </Stack>
  );
}
