// /admin/sync: is this device in touch with the server, what waits to be sent, what the server
// refused and why, and the conflicts it recorded (admins).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { showToast } from '../../ui/toast';
import { IconAlertTriangle, IconCloudCheck, IconRefresh, IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { OutboxEntry } from '../../domain/types';
import type { SyncStatus } from '../../sync/status';
import { ConflictsSection, RefreshConflicts } from './conflicts-section';
import { formatValue, shortId, useSyncLabels } from './labels';
import { RejectedChange } from './rejected-change';
import { UploadFailures } from './upload-failures';
import { useConflicts, useOutboxEntries, useRejectedEntries, useSyncState, useUploadFailures } from './use-sync';
import { useOnline } from '../../ui/use-online';
import { Loading } from '../../ui/loading';

function Section({
  title,
  count,
  action,
  children,
}: {
  title: string;
  count?: number;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section">
      <Group gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {count !== undefined && (
          <Badge variant="light" color="gray" radius="sm">
            {count}
          </Badge>
        )}
        {action && <Box ms="auto">{action}</Box>}
      </Group>
      {children}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Text size="xs" c="dimmed" tt="uppercase" lts="0.05em">
        {label}
      </Text>
      <Text fw={600} size="lg">
        {value}
      </Text>
    </Box>
  );
}

function useErrorText() {
  const { t } = useLingui();
  return (status: SyncStatus) => {
    switch (status.lastErrorKind) {
      case 'network':
        return t`The server could not be reached.`;
      case 'server':
        return t`The server had a problem. The app tries again by itself.`;
      case 'unauthorized':
        return t`Your session has ended: sign in again to send your changes.`;
      case 'storage-full':
        return t`The device storage is full: free some space to keep syncing.`;
      case 'protocol':
        return t`The server refused the request.`;
      default:
        return t`Something went wrong.`;
    }
  };
}

function StatusCard() {
  const { t } = useLingui();
  const labels = useSyncLabels();
  const errorText = useErrorText();
  const { status, control, mode } = useSyncState();
  const online = useOnline();
  const [syncing, setSyncing] = useState(false);
  const nextTry = status?.backoffUntil ? labels.when(status.backoffUntil) : null;

  const syncNow = async () => {
    if (!control) return;
    setSyncing(true);
    try {
      await control.flush();
    } finally {
      setSyncing(false);
    }
  };

  let state: ReactNode;
  if (mode === 'standalone') state = t`No sync server: this device works on its own.`;
  else if (!status) state = t`Starting…`;
  else if (!online) state = t`Offline: changes wait on this device.`;
  else if (status.state === 'syncing') state = t`Syncing…`;
  else if (status.state === 'unauthorized') state = t`Sign in again to sync.`;
  else if (status.state === 'error') state = t`The last sync failed.`;
  else state = t`In touch with the server.`;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Badge
              size="lg"
              style={{ flexShrink: 0 }}
              variant="filled"
              color={online ? 'teal.9' : 'orange.9'}
              leftSection={online ? <IconWifi size={14} aria-hidden /> : <IconWifiOff size={14} aria-hidden />}
            >
              {online ? t`Online` : t`Offline`}
            </Badge>
            <Text size="sm">{state}</Text>
          </Group>
          <Button
            size="md"
            leftSection={syncing ? undefined : <IconRefresh size={18} aria-hidden />}
            loading={syncing}
            disabled={!control || !online || mode === 'standalone'}
            onClick={() => {
              void syncNow().then(() =>
                showToast({ color: 'teal', title: t`Sync finished`, message: t`This device is up to date with the server.`, icon: <IconCloudCheck size={18} aria-hidden /> }),
              );
            }}
          >
            <Trans>Sync now</Trans>
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Figure label={t`Last success`} value={labels.when(status?.lastSuccessAt)} />
          <Figure label={t`Waiting to be sent`} value={status?.pending ?? '-'} />
          <Figure label={t`Refused`} value={status?.rejected ?? '-'} />
        </SimpleGrid>
        {status?.lastError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t`Last error`}>
            <Stack gap={4}>
              <Text size="sm">{errorText(status)}</Text>
              <Text size="xs" c="dimmed">
                <bdi>{status.lastError}</bdi>
              </Text>
              {nextTry && (
                <Text size="xs" c="dimmed">
                  <Trans>Next automatic try: {nextTry}</Trans>
                </Text>
              )}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function PendingList({ entries }: { entries: OutboxEntry[] }) {
  const labels = useSyncLabels();
  const { t } = useLingui();
  const fieldsOf = (entry: OutboxEntry) =>
    entry.op === 'delete'
      ? '-'
      : Object.entries(entry.fields)
          .filter(([k]) => !['id', 'createdAt', 'updatedAt'].includes(k))
          .map(([k, v]) => `${k}: ${formatValue(v, 32)}`)
          .join(', ');
  return (
    <>
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table striped verticalSpacing="xs" aria-label={t`Waiting to be sent`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Table`}</Table.Th>
              <Table.Th>{t`Record`}</Table.Th>
              <Table.Th>{t`Operation`}</Table.Th>
              <Table.Th>{t`Fields`}</Table.Th>
              <Table.Th>{t`Time`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.mutationId}>
                <Table.Td>{labels.table(entry.table)}</Table.Td>
                <Table.Td>
                  <bdi dir="ltr">{shortId(entry.recordId)}</bdi>
                </Table.Td>
                <Table.Td>{labels.op(entry.op)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <bdi dir="ltr">{fieldsOf(entry)}</bdi>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{labels.when(entry.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs" hiddenFrom="sm">
        {entries.map((entry) => (
          <Paper key={entry.mutationId} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs">
              <Text fw={600} size="sm">
                {labels.op(entry.op)} · {labels.table(entry.table)} <bdi dir="ltr">{shortId(entry.recordId)}</bdi>
              </Text>
              <Text size="xs" c="dimmed">
                {labels.when(entry.createdAt)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
              <bdi dir="ltr">{fieldsOf(entry)}</bdi>
            </Text>
          </Paper>
        ))}
      </Stack>
    </>
  );
}

export function SyncPage() {
  const { t } = useLingui();
  const { session, mode } = useSyncState();
  const online = useOnline();
  const outbox = useOutboxEntries();
  const rejected = useRejectedEntries();
  const uploads = useUploadFailures();
  const isAdmin = session?.user.role === 'admin';
  const pendingCount = outbox?.length ?? 0;
  const conflictsEnabled = isAdmin && online && mode === 'server';
  const conflicts = useConflicts(conflictsEnabled);

  return (
    <Stack gap="xl" maw={1100} mx="auto">
      <StatusCard />

      <Section title={t`Waiting to be sent`} count={outbox?.length}>
        {outbox === undefined ? (
          <Loading size="sm" />
        ) : outbox.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Nothing waits: every change made on this device has reached the server.</Trans>
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t`${plural(pendingCount, {
                one: '# change made on this device has not been answered by the server yet. It is kept until it is.',
                other: '# changes made on this device have not been answered by the server yet. They are kept until they are.',
              })}`}
            </Text>
            <PendingList entries={outbox} />
          </>
        )}
      </Section>

      <Section title={t`Refused changes`} count={rejected?.length}>
        {rejected === undefined ? (
          <Loading size="sm" />
        ) : rejected.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>The server has refused none of this device's changes.</Trans>
          </Text>
        ) : (
          rejected.map((entry) => <RejectedChange key={entry.mutationId} entry={entry} />)
        )}
      </Section>

      {uploads && uploads.length > 0 && (
        <Section title={t`Photos not sent`} count={uploads.length}>
          <UploadFailures failures={uploads} />
        </Section>
      )}

      {isAdmin && (
        <Section
          title={t`Conflicts`}
          action={conflictsEnabled ? <RefreshConflicts onClick={conflicts.reload} /> : undefined}
        >
          <ConflictsSection enabled={conflictsEnabled} conflicts={conflicts} />
        </Section>
      )}
    </Stack>
  );
}
