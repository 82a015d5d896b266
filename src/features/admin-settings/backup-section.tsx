// 'Export data' downloads every synced table, with the photos kept on this device, as one JSON file;
// 'Import data' reads such a file (or the latest automatic backup), shows what it would change, and
// restores it only once confirmed (through the repository, so it syncs).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, FileButton, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconDownload, IconHistory, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { backupFileName, parseBackup, plannedWrites, type ImportPlan, type ParsedBackup } from '../../domain/backup';
import { SYNCED_TABLES } from '../../domain/types';
import { intlLocale } from '../../i18n/i18n';
import { useLang } from '../../i18n/use-lang';
import { showToast } from '../../ui/toast';
import { InvalidList, PlanTable, useProblemText } from './import-preview';
import { useBackup, useLatestSnapshot } from './use-settings-data';
import { downloadText } from '../../ui/download';

/** Files bigger than this are not an export of this app's data (photos of 5 MB at most each included). */
const MAX_IMPORT_BYTES = 200 * 1024 * 1024;


interface Pending {
  fileName: string;
  backup: ParsedBackup;
  plan: ImportPlan;
}

/** The latest automatic backup of this device, to download or restore; null before the first. */
function LatestSnapshot({ onRestore }: { onRestore: (fileName: string, text: string) => Promise<void> }) {
  const { t } = useLingui();
  const lang = useLang();
  const { info, text } = useLatestSnapshot();
  const [busy, setBusy] = useState(false);
  if (!info) return null;
  const { records, photos } = info;
  const takenAt = new Date(info.takenAt);
  const when = new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(takenAt);
  const name = backupFileName(takenAt);
  const withText = async (handle: (text: string) => Promise<void> | void) => {
    setBusy(true);
    try {
      const copy = await text();
      if (copy !== undefined) await handle(copy);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      role="group"
      aria-labelledby="latest-snapshot-title"
      p="sm"
      style={{ border: '1px solid var(--brand-border)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Group justify="space-between" gap="sm">
        <Box miw={0}>
          <Text size="sm" fw={500} id="latest-snapshot-title">
            <Trans>Latest automatic backup</Trans>
          </Text>
          <Text size="xs" c="dimmed">
            {when} · {t`${plural(records, { one: '# record', other: '# records' })}`} ·{' '}
            {t`${plural(photos, { one: '# photo', other: '# photos' })}`}
          </Text>
        </Box>
        <Group gap="xs">
          <Button
            size="md"
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            disabled={busy}
            onClick={() => void withText((copy) => downloadText(copy, name, 'application/json'))}
          >
            <Trans>Download</Trans>
          </Button>
          <Button
            size="md"
            variant="default"
            leftSection={<IconHistory size={18} aria-hidden />}
            disabled={busy}
            onClick={() => void withText((copy) => onRestore(name, copy))}
          >
            <Trans>Restore…</Trans>
          </Button>
        </Group>
      </Group>
    </Box>
  );
}

export function BackupSection() {
  const { t } = useLingui();
  const problemText = useProblemText();
  const phone = useMediaQuery('(max-width: 36em)');
  const { exportFile, preview, restore } = useBackup();
  const [exporting, setExporting] = useState(false);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  // Lets the same file be chosen again (after fixing it, say).
  const resetFile = useRef<() => void>(null);

  const onExport = async () => {
    setExporting(true);
    try {
      const file = await exportFile();
      const name = backupFileName(new Date(file.exportedAt));
      downloadText(JSON.stringify(file, null, 2), name, 'application/json');
      showToast({ color: 'teal', title: t`Export downloaded`, message: name });
    } catch (error) {
      showToast({ color: 'red', title: t`The export failed`, message: error instanceof Error ? error.message : String(error) });
    } finally {
      setExporting(false);
    }
  };

  const onFile = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    if (file.size > MAX_IMPORT_BYTES) {
      setProblem(problemText({ kind: 'tooBig' }));
      return;
    }
    setReading(true);
    try {
      await openText(file.name, await file.text());
    } catch {
      setProblem(problemText({ kind: 'unreadable' }));
    } finally {
      setReading(false);
      resetFile.current?.();
    }
  };

  const openText = async (fileName: string, text: string) => {
    setProblem(null);
    const parsed = parseBackup(text);
    if (!parsed.ok) {
      setProblem(problemText(parsed.problem));
      return;
    }
    setPending({ fileName, backup: parsed.backup, plan: await preview(parsed.backup) });
  };

  const onConfirm = async () => {
    if (!pending) return;
    setProgress({ done: 0, total: plannedWrites(pending.plan) });
    try {
      const result = await restore(pending.backup, (done, total) => setProgress({ done, total }));
      const written = result.created + result.updated;
      const { photos } = result;
      const restored = t`${plural(written, { one: '# record restored.', other: '# records restored.' })}`;
      if (result.failed.length === 0) {
        showToast({
          color: 'teal',
          title: t`Import finished`,
          message: photos === 0 ? restored : `${restored} ${t`${plural(photos, { one: '# photo added.', other: '# photos added.' })}`}`,
        });
      } else {
        const failed = result.failed.length;
        showToast({
          color: 'orange',
          title: t`Import finished with problems`,
          message: t`${plural(failed, { one: '# record could not be restored:', other: '# records could not be restored:' })} ${result.failed
            .slice(0, 3)
            .map((f) => f.message)
            .join('; ')}`,
          autoClose: false,
        });
      }
      setPending(null);
    } catch (error) {
      showToast({ color: 'red', title: t`The import failed`, message: error instanceof Error ? error.message : String(error) });
    } finally {
      setProgress(null);
    }
  };

  const writes = pending ? plannedWrites(pending.plan) : 0;
  const invalid = pending ? SYNCED_TABLES.flatMap((table) => pending.plan[table].invalid) : [];
  const invalidPhotos = pending?.plan.photos.invalid ?? [];

  return (
    <Stack gap="sm" pt="xs">
      <Box>
        <Text size="sm" fw={500}>
          <Trans>Export and import</Trans>
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>
            One JSON file of every car, tour, post, booking, remark, message and the settings, with the photos kept on
            this device. Importing restores a file's records here and syncs them; it never deletes what the file lacks.
          </Trans>
        </Text>
      </Box>
      <Group gap="sm">
        <Button size="md" variant="default" leftSection={<IconDownload size={18} aria-hidden />} loading={exporting} onClick={() => void onExport()}>
          <Trans>Export data</Trans>
        </Button>
        <FileButton onChange={(file) => void onFile(file)} accept="application/json,.json" resetRef={resetFile}>
          {(props) => (
            <Button {...props} size="md" variant="default" leftSection={<IconUpload size={18} aria-hidden />} loading={reading}>
              <Trans>Import data</Trans>
            </Button>
          )}
        </FileButton>
      </Group>
      <LatestSnapshot onRestore={openText} />
      {problem && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />} title={t`Nothing was imported`}>
          {problem}
        </Alert>
      )}
      <Modal
        opened={pending !== null}
        onClose={() => (progress ? undefined : setPending(null))}
        title={t`Import data`}
        size="lg"
        radius="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t`Close` }}
        withCloseButton={!progress}
      >
        {pending && (
          <Stack gap="md">
            <Text size="sm">
              <Trans>
                What importing <bdi>{pending.fileName}</bdi> would change on this device:
              </Trans>
            </Text>
            <PlanTable plan={pending.plan} />
            {invalid.length + invalidPhotos.length > 0 && <InvalidList records={invalid} photos={invalidPhotos} />}
            {writes === 0 ? (
              <Alert color="teal" variant="light">
                <Trans>Nothing to import: this device already has every valid record of this file.</Trans>
              </Alert>
            ) : (
              <Text size="sm" c="dimmed">
                <Trans>Records changed here since the export get the file's values back. Nothing is deleted.</Trans>
              </Text>
            )}
            {progress && (
              <Progress
                value={progress.total ? (progress.done / progress.total) * 100 : 100}
                color="gold"
                aria-label={t`Import progress`}
                animated
              />
            )}
            <Group justify="flex-end" gap="sm">
              <Button size="md" variant="default" onClick={() => setPending(null)} disabled={progress !== null}>
                <Trans>Cancel</Trans>
              </Button>
              {writes > 0 && (
                <Button size="md" onClick={() => void onConfirm()} loading={progress !== null}>
                  {t`${plural(writes, { one: 'Import # record', other: 'Import # records' })}`}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
