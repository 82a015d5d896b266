// /admin/messages: what visitors sent from the contact form, newest first, with a way to reach them
// back and a handled mark the whole office sees.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  ThemeIcon,
  Title,
  useComputedColorScheme,
} from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconClockHour4, IconMail, IconMailOpened, IconPhone, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { Contact, ContactServiceType } from '../../domain/types';
import { intlLocale } from '../../i18n/i18n';
import { useLang } from '../../i18n/use-lang';
import { showToast } from '../../ui/toast';
import type { ExpiredContacts } from './queries';
import { useMessages, type ContactFilter } from './use-messages';
import { Loading } from '../../ui/loading';

const PAGE_SIZE = 20;

function useServiceLabel() {
  const { t } = useLingui();
  const labels: Record<ContactServiceType, string> = {
    transfer: t`Airport transfer`,
    private: t`Private tour`,
    shared: t`Shared tour`,
    corporate: t`Corporate travel`,
  };
  return (service: ContactServiceType | undefined) => (service ? labels[service] : t`No service chosen`);
}

function MessageCard({ message, onToggle }: { message: Contact; onToggle: (handled: boolean) => Promise<void> }) {
  const { t } = useLingui();
  const lang = useLang();
  const serviceLabel = useServiceLabel();
  const [busy, setBusy] = useState(false);
  const handled = message.handled === true;
  const dark = useComputedColorScheme('light') === 'dark';
  const sentAt = new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(message.createdAt),
  );
  const name = `${message.firstName} ${message.lastName}`;
  const headingId = `message-${message.id}`;

  const toggle = async () => {
    setBusy(true);
    try {
      await onToggle(!handled);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      bg="var(--brand-surface)"
      style={handled ? undefined : { borderInlineStart: '4px solid var(--brand-gold)' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Box miw={0}>
            <Title order={2} size="h5" id={headingId}>
              <bdi>{name}</bdi>
            </Title>
            <Text size="xs" c="dimmed">
              <time dateTime={message.createdAt}>{sentAt}</time>
            </Text>
          </Box>
          <Group gap={6}>
            <Badge variant="default" radius="sm">
              {serviceLabel(message.serviceType)}
            </Badge>
            {handled ? (
              <Badge variant="outline" color={dark ? 'teal.3' : 'teal.9'} radius="sm" leftSection={<IconCheck size={12} aria-hidden />}>
                <Trans>Handled</Trans>
              </Badge>
            ) : (
              <Badge variant="filled" color="gold.3" radius="sm">
                <Trans>To handle</Trans>
              </Badge>
            )}
          </Group>
        </Group>
        <Group gap="md" wrap="wrap">
          <Anchor href={`mailto:${message.email}`} size="sm" py={6}>
            <Group gap={6} wrap="nowrap">
              <IconMail size={16} aria-hidden />
              <bdi dir="ltr">{message.email}</bdi>
            </Group>
          </Anchor>
          <Anchor href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} size="sm" py={6}>
            <Group gap={6} wrap="nowrap">
              <IconPhone size={16} aria-hidden />
              <bdi dir="ltr">{message.phone}</bdi>
            </Group>
          </Anchor>
        </Group>
        <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.message}
        </Text>
        <Group justify="flex-end">
          <Button
            size="md"
            variant={handled ? 'default' : 'filled'}
            loading={busy}
            onClick={() => void toggle()}
            leftSection={handled ? <IconArrowBackUp size={18} aria-hidden /> : <IconCheck size={18} aria-hidden />}
            aria-label={handled ? t`Mark unhandled: ${name}` : t`Mark handled: ${name}`}
          >
            {handled ? t`Mark unhandled` : t`Mark handled`}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function EmptyState({ filter }: { filter: ContactFilter }) {
  return (
    <Paper withBorder radius="lg" p="xl" bg="var(--brand-surface)">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon variant="light" color="gold" radius="xl" size={56} aria-hidden>
          <IconMailOpened size={28} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {filter === 'unhandled' ? <Trans>All caught up</Trans> : <Trans>No messages yet</Trans>}
        </Title>
        <Text c="dimmed" size="sm" maw={420}>
          {filter === 'unhandled' ? (
            <Trans>Every message has been handled. New ones from the contact form appear here.</Trans>
          ) : (
            <Trans>Messages sent from the contact form of the site appear here.</Trans>
          )}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Messages kept longer than the settings' retention period, and the way to delete them. */
function RetentionNotice({ expired, onDelete }: { expired: ExpiredContacts; onDelete: () => Promise<number> }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { count, days } = expired;
  const remove = async () => {
    setBusy(true);
    try {
      const deleted = await onDelete();
      showToast({
        color: 'teal',
        title: t`${plural(deleted, { one: '# message deleted', other: '# messages deleted' })}`,
        message: t`Every device of the office drops them at its next sync.`,
      });
      setConfirming(false);
    } catch (error) {
      showToast({ color: 'red', title: t`The messages could not be deleted`, message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert color="yellow" variant="light" radius="lg" icon={<IconClockHour4 size={20} aria-hidden />} title={t`Retention period passed`}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {t`${plural(count, {
            one: `# message is older than the retention period of ${days} days set in the settings.`,
            other: `# messages are older than the retention period of ${days} days set in the settings.`,
          })}`}
        </Text>
        <Button size="md" variant="default" leftSection={<IconTrash size={18} aria-hidden />} onClick={() => setConfirming(true)}>
          <Trans>Delete them</Trans>
        </Button>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`Delete old messages?`}
        radius="lg"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack gap="md">
          <Text size="sm">
            {t`${plural(count, {
              one: `# message older than ${days} days is deleted on this device and, at the next sync, everywhere. This cannot be undone.`,
              other: `# messages older than ${days} days are deleted on this device and, at the next sync, everywhere. This cannot be undone.`,
            })}`}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button size="md" variant="default" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button size="md" color="red.9" loading={busy} onClick={() => void remove()} leftSection={<IconTrash size={18} aria-hidden />}>
              <Trans>Delete</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Alert>
  );
}

export function MessagesPage() {
  const { t } = useLingui();
  const [filter, setFilter] = useState<ContactFilter>('unhandled');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const { page, setHandled, expired, deleteExpired } = useMessages(filter, limit);

  const toggle = async (message: Contact, handled: boolean) => {
    try {
      await setHandled(message.id, handled);
      showToast({
        color: 'teal',
        title: handled ? t`Marked as handled` : t`Marked as unhandled`,
        message: `${message.firstName} ${message.lastName}`,
      });
    } catch (error) {
      showToast({ color: 'red', title: t`The message could not be updated`, message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Stack gap="lg" maw={860} mx="auto">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          size="md"
          radius="xl"
          value={filter}
          onChange={(value) => {
            setFilter(value as ContactFilter);
            setLimit(PAGE_SIZE);
          }}
          aria-label={t`Which messages`}
          data={[
            { value: 'unhandled', label: page ? t`To handle (${page.unhandled})` : t`To handle` },
            { value: 'all', label: page ? t`All (${page.total})` : t`All` },
          ]}
        />
      </Group>
      {expired && expired.count > 0 && <RetentionNotice expired={expired} onDelete={deleteExpired} />}
      {!page ? (
        <Group justify="center" py="xl">
          <Loading color="gold.5" type="dots" />
        </Group>
      ) : page.messages.length === 0 ? (
        <EmptyState filter={filter} />
      ) : (
        <Stack gap="md">
          {page.messages.map((message) => (
            <MessageCard key={message.id} message={message} onToggle={(handled) => toggle(message, handled)} />
          ))}
          {page.matching > page.messages.length && (
            <Group justify="center">
              <Button size="md" variant="default" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
                <Trans>Show more</Trans>
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
