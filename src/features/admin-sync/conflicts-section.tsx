// Values that lost a concurrent edit on the server, side by side with the ones that won: keep either.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { showToast } from '../../ui/toast';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import type { ConflictChoice, SyncConflict } from '../../sync/conflicts';
import { formatValue, shortId, useSyncLabels } from './labels';
import type { useConflicts } from './use-sync';
import { Loading } from '../../ui/loading';

function Conflict({ conflict, onResolve }: { conflict: SyncConflict; onResolve: (keep: ConflictChoice) => Promise<void> }) {
  const { t } = useLingui();
  const labels = useSyncLabels();
  const [busy, setBusy] = useState<ConflictChoice | null>(null);
  const field = conflict.kind === 'deleted' ? t`record deleted` : conflict.field;
  const choose = async (keep: ConflictChoice) => {
    setBusy(keep);
    try {
      await onResolve(keep);
      showToast({ color: 'teal', title: t`Conflict resolved`, message: `${labels.table(conflict.table)} · ${field}` });
    } catch (error) {
      showToast({ color: 'red', title: t`That did not work`, message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>
            {labels.table(conflict.table)} <bdi dir="ltr">{shortId(conflict.recordId)}</bdi> · <bdi dir="ltr">{field}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            {labels.when(conflict.createdAt)}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Paper bg="var(--mantine-color-default-hover)" p="sm" radius="sm">
            <Text size="xs" c="dimmed" tt="uppercase">
              <Trans>Current value</Trans>
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <bdi>{conflict.recordDeleted ? t`(record deleted)` : formatValue(conflict.winningValue, 200)}</bdi>
            </Text>
            <Button mt="xs" size="sm" variant="light" loading={busy === 'current'} disabled={busy !== null} onClick={() => void choose('current')}>
              <Trans>Keep current</Trans>
            </Button>
          </Paper>
          <Paper bg="var(--mantine-color-default-hover)" p="sm" radius="sm">
            <Text size="xs" c="dimmed" tt="uppercase">
              <Trans>Conflicting value</Trans>
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <bdi>{formatValue(conflict.losingValue, 200)}</bdi>
            </Text>
            <Button mt="xs" size="sm" variant="light" loading={busy === 'other'} disabled={busy !== null} onClick={() => void choose('other')}>
              <Trans>Use this value</Trans>
            </Button>
          </Paper>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** Refreshes the list; shown beside the section's title. */
export function RefreshConflicts({ onClick }: { onClick: () => void }) {
  return (
    <Button size="compact-sm" variant="subtle" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onClick}>
      <Trans>Refresh</Trans>
    </Button>
  );
}

export function ConflictsSection({ enabled, conflicts }: { enabled: boolean; conflicts: ReturnType<typeof useConflicts> }) {
  const { t } = useLingui();
  const { state, resolve } = conflicts;
  if (!enabled)
    return (
      <Text size="sm" c="dimmed">
        <Trans>Conflicts are read from the server: they show here when this device is online.</Trans>
      </Text>
    );
  return (
    <Stack gap="sm">
      {state.kind === 'loading' && <Loading size="sm" />}
      {state.kind === 'error' && (
        <Alert color="red" variant="light" title={t`The conflicts could not be loaded`}>
          <bdi>{state.message}</bdi>
        </Alert>
      )}
      {state.kind === 'ready' && state.conflicts.length === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>No conflicts: every concurrent edit was merged.</Trans>
        </Text>
      )}
      {state.kind === 'ready' &&
        state.conflicts.map((conflict) => (
          <Conflict key={conflict.id} conflict={conflict} onResolve={(keep) => resolve(conflict.id, keep)} />
        ))}
    </Stack>
  );
}
