// One change the server refused: why, what it held, and the way out (edit and send again, or discard).
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { showToast } from '../../ui/toast';
import { IconAlertTriangle, IconEdit, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { RejectedEntry } from '../../db/db';
import { ValidationError } from '../../domain/schemas';
import { formatValue, shortId, useSyncLabels } from './labels';
import { useRejectedActions } from './use-sync';

const FIXED = new Set(['id', 'createdAt', 'updatedAt']);

/** Reads an edited text back as the kind of value the field held. */
export function parseEdited(text: string, original: unknown): unknown {
  if (typeof original === 'string') return text;
  if (typeof original === 'number') {
    const n = Number(text);
    return text.trim() !== '' && Number.isFinite(n) ? n : text;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const toText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

function EditAndRetry({ entry, onClose }: { entry: RejectedEntry; onClose: () => void }) {
  const { t } = useLingui();
  const { retry } = useRejectedActions();
  const keys = Object.keys(entry.fields).filter((k) => !FIXED.has(k));
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ values: Record<string, string> }>({
    defaultValues: { values: Object.fromEntries(keys.map((k) => [k, toText(entry.fields[k])])) },
  });

  const onSubmit = handleSubmit(async ({ values }) => {
    setProblem(null);
    const edited = Object.fromEntries(keys.map((k) => [k, parseEdited(values[k] ?? '', entry.fields[k])]));
    try {
      await retry(entry.mutationId, edited);
      showToast({ color: 'teal', title: t`Sent again`, message: t`The corrected change is back in the queue.` });
      onClose();
    } catch (error) {
      if (error instanceof ValidationError) {
        for (const [path, message] of Object.entries(error.fieldErrors)) {
          if (keys.includes(path)) setError(`values.${path}`, { message });
        }
        setProblem(error.message);
      } else {
        setProblem(error instanceof Error ? error.message : String(error));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>Correct the values, then send the change again. Lists and numbers are written as JSON.</Trans>
        </Text>
        {keys.length === 0 && (
          <Text size="sm">
            <Trans>This change has no fields to correct.</Trans>
          </Text>
        )}
        {keys.map((key) => (
          <TextInput
            key={key}
            label={<bdi dir="ltr">{key}</bdi>}
            dir="auto"
            error={errors.values?.[key]?.message}
            {...register(`values.${key}`)}
          />
        ))}
        {problem && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={isSubmitting} leftSection={<IconRefresh size={16} aria-hidden />}>
            <Trans>Send again</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function RejectedChange({ entry }: { entry: RejectedEntry }) {
  const { t } = useLingui();
  const labels = useSyncLabels();
  const { retry, discard } = useRejectedActions();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const fields = Object.entries(entry.fields).filter(([k]) => !FIXED.has(k));
  const size = `${Math.ceil((entry.bytes ?? 0) / 1024)} KB`;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      showToast({ color: 'teal', title: done, message: labels.table(entry.table) });
    } catch (error) {
      showToast({
        color: 'red',
        title: t`That did not work`,
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Badge color="red.8" variant="filled">
              {labels.op(entry.op)}
            </Badge>
            <Text fw={600}>
              {labels.table(entry.table)} <bdi dir="ltr">{shortId(entry.recordId)}</bdi>
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {labels.when(entry.rejectedAt)}
          </Text>
        </Group>
        <Alert color="red" variant="light" p="xs" icon={<IconAlertTriangle size={16} aria-hidden />} title={t`Reason`}>
          {entry.code === 'too-large' ? (
            <Stack gap={2}>
              <Text size="sm">
                <Trans>
                  This change is too large to send ({size}): the server takes less in one request. Shorten the text, then send it again.
                </Trans>
              </Text>
              <Text size="xs" c="dimmed">
                <bdi>{entry.reason}</bdi>
              </Text>
            </Stack>
          ) : (
            <bdi>{entry.reason}</bdi>
          )}
        </Alert>
        {fields.length > 0 && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {fields.map(([k, value]) => (
              <span key={k}>
                <bdi dir="ltr">
                  {k}: {formatValue(value, 48)}
                </bdi>
                {'  '}
              </span>
            ))}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          {entry.op !== 'delete' && (
            <Button size="sm" variant="light" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)}>
              <Trans>Edit and retry</Trans>
            </Button>
          )}
          <Button
            size="sm"
            variant="default"
            loading={busy && !confirming}
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void run(() => retry(entry.mutationId), t`Sent again`)}
          >
            <Trans>Retry</Trans>
          </Button>
          <Button
            size="sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            <Trans>Discard</Trans>
          </Button>
        </Group>
      </Stack>

      <Modal opened={editing} onClose={() => setEditing(false)} title={t`Edit and retry`} centered radius="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
        {editing && <EditAndRetry entry={entry} onClose={() => setEditing(false)} />}
      </Modal>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`Discard this change?`}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              The change is dropped for good, and this device takes the server's values again at the next sync.
            </Trans>
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" loading={busy} onClick={() => void run(() => discard(entry.mutationId), t`Change discarded`)}>
              <Trans>Discard</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
