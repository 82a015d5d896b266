// Photos that did not reach the server: why, when the app tries again by itself, and 'Try again'.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPhotoExclamation, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import type { UploadFailure } from '../../db/sync-state';
import { shortId, useSyncLabels } from './labels';
import { useUploadActions } from './use-sync';

function useReason() {
  const { t } = useLingui();
  return (failure: UploadFailure) => {
    if (failure.status === null) return t`The server could not be reached.`;
    if (failure.status === 413) return t`The photo is larger than the server takes: choose a smaller one.`;
    if (failure.status === 415 || failure.status === 400) return t`The server refused this file: it is not a JPEG, PNG, GIF or WebP photo it can read.`;
    if (failure.status >= 500 || failure.status === 429 || failure.status === 408) return t`The server had a problem. The app tries again by itself.`;
    return t`The server refused the request.`;
  };
}

function FailedUpload({ failure }: { failure: UploadFailure }) {
  const { t } = useLingui();
  const labels = useSyncLabels();
  const reason = useReason();
  const { retry } = useUploadActions();
  const [busy, setBusy] = useState(false);
  const size = `${Math.max(1, Math.round(failure.bytes / 1024))} KB`;
  const usedBy = failure.usedBy.map((r) => `${labels.table(r.table)} ${shortId(r.id)}`).join(', ');
  const nextTry = failure.retryAt ? labels.when(failure.retryAt) : null;
  const attempts = failure.attempts;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>
            <Trans>
              Photo <bdi dir="ltr">{shortId(failure.imageId)}</bdi> ({size})
            </Trans>
          </Text>
          <Text size="xs" c="dimmed">
            {labels.when(failure.failedAt)}
          </Text>
        </Group>
        <Alert color="orange" variant="light" p="xs" icon={<IconPhotoExclamation size={16} aria-hidden />} title={t`Not sent`}>
          <Stack gap={2}>
            <Text size="sm">{reason(failure)}</Text>
            <Text size="xs" c="dimmed">
              <bdi>{failure.message}</bdi>
            </Text>
          </Stack>
        </Alert>
        {usedBy && (
          <Text size="sm" c="dimmed">
            <Trans>
              Shown by: <bdi dir="ltr">{usedBy}</bdi>
            </Trans>
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {nextTry ? (
            <Trans>
              Tries so far: {attempts}. Next automatic try: {nextTry}
            </Trans>
          ) : (
            <Trans>Tries so far: {attempts}. The app does not try again by itself: the photo stays on this device.</Trans>
          )}
        </Text>
        <Group gap="xs">
          <Button
            size="sm"
            variant="light"
            loading={busy}
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => {
              setBusy(true);
              void retry(failure.imageId).finally(() => setBusy(false));
            }}
          >
            <Trans>Try again now</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function UploadFailures({ failures }: { failures: UploadFailure[] }) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        <Trans>These photos are kept on this device and shown from here; the other changes are sent without waiting for them.</Trans>
      </Text>
      {failures.map((failure) => (
        <FailedUpload key={failure.imageId} failure={failure} />
      ))}
    </Stack>
  );
}
