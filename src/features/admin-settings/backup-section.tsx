// 'Export data' downloads every synced table as one JSON file; 'Import data' reads such a file, shows
// what it would change, and restores it only once confirmed (through the repository, so it syncs).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, FileButton, Group, List, Modal, Progress, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconDownload, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import {
  backupFileName,
  parseBackup,
  plannedWrites,
  type BackupProblem,
  type ImportPlan,
  type InvalidRecord,
  type ParsedBackup,
} from '../../domain/backup';
import { SYNCED_TABLES, type SyncedTable } from '../../domain/types';
import { showToast } from '../../ui/toast';
import { schemaMessage } from './schema-messages';
import { useBackup } from './use-settings-data';

/** Files bigger than this are not an export of this app's data. */
const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

function useTableLabel() {
  const { t } = useLingui();
  const labels: Record<SyncedTable, string> = {
    cars: t`Cars`,
    tours: t`Tours`,
    posts: t`Blog posts`,
    bookings: t`Bookings`,
    remarks: t`Remarks`,
    contacts: t`Contact messages`,
    settings: t`Settings`,
  };
  return (table: SyncedTable) => labels[table];
}

function useProblemText() {
  const { t } = useLingui();
  const tableLabel = useTableLabel();
  return (problem: BackupProblem | { kind: 'tooBig' } | { kind: 'unreadable' }) => {
    switch (problem.kind) {
      case 'notJson':
        return t`This file is not JSON: choose a file made with 'Export data'.`;
      case 'notExport':
        return t`This file is not an export of this app: choose a file made with 'Export data'.`;
      case 'wrongVersion':
        return t`This export is of another format version (${problem.version}); this app reads version 1.`;
      case 'unknownTable':
        return t`This file holds a table this app does not have (${problem.table}).`;
      case 'tableNotList':
        return t`The ${tableLabel(problem.table)} part of this file is damaged.`;
      case 'empty':
        return t`This export holds no record.`;
      case 'tooBig':
        return t`This file is too big to be an export of this app.`;
      case 'unreadable':
        return t`This file could not be read.`;
    }
  };
}

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function InvalidList({ records }: { records: InvalidRecord[] }) {
  const { t, i18n } = useLingui();
  const tableLabel = useTableLabel();
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t`Records left out`}>
      <Stack gap={6}>
        <Text size="sm">
          <Trans>These records are not valid and will not be imported:</Trans>
        </Text>
        <ScrollArea.Autosize mah={200}>
          <List size="sm" spacing={4}>
            {records.map((record) => (
              <List.Item key={`${record.table}-${record.index}`}>
                <Text span size="sm" fw={600}>
                  {tableLabel(record.table)} #{record.index + 1}
                </Text>
                {record.id && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    (<bdi dir="ltr">{record.id.slice(0, 8)}</bdi>)
                  </Text>
                )}
                {': '}
                {record.issues
                  .map((issue) => (issue.path ? `${issue.path}: ${schemaMessage(i18n, issue.message)}` : schemaMessage(i18n, issue.message)))
                  .join('; ')}
              </List.Item>
            ))}
          </List>
        </ScrollArea.Autosize>
      </Stack>
    </Alert>
  );
}

function PlanTable({ plan }: { plan: ImportPlan }) {
  const { t } = useLingui();
  const tableLabel = useTableLabel();
  return (
    <>
      <Table striped withTableBorder verticalSpacing="xs" fz="sm" visibleFrom="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Table`}</Table.Th>
            <Table.Th ta="end">{t`New`}</Table.Th>
            <Table.Th ta="end">{t`Updated`}</Table.Th>
            <Table.Th ta="end">{t`Unchanged`}</Table.Th>
            <Table.Th ta="end">{t`Invalid`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SYNCED_TABLES.map((table) => (
            <Table.Tr key={table}>
              <Table.Th scope="row" fw={500}>
                {tableLabel(table)}
              </Table.Th>
              <Table.Td ta="end">{plan[table].create.length}</Table.Td>
              <Table.Td ta="end">{plan[table].update.length}</Table.Td>
              <Table.Td ta="end">{plan[table].unchanged}</Table.Td>
              <Table.Td ta="end">{plan[table].invalid.length}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {/* Phones: one line per table, the figures in words. */}
      <Stack gap={0} hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {SYNCED_TABLES.map((table) => (
          <Box component="li" key={table} py={8} style={{ borderBottom: '1px solid var(--brand-border)' }}>
            <Text size="sm" fw={600}>
              {tableLabel(table)}
            </Text>
            <Text size="xs" c="dimmed">
              {t`New`} {plan[table].create.length} · {t`Updated`} {plan[table].update.length} · {t`Unchanged`}{' '}
              {plan[table].unchanged} · {t`Invalid`} {plan[table].invalid.length}
            </Text>
          </Box>
        ))}
      </Stack>
    </>
  );
}

interface Pending {
  fileName: string;
  backup: ParsedBackup;
  plan: ImportPlan;
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
      download(JSON.stringify(file, null, 2), name);
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
      const parsed = parseBackup(await file.text());
      if (!parsed.ok) {
        setProblem(problemText(parsed.problem));
        return;
      }
      setPending({ fileName: file.name, backup: parsed.backup, plan: await preview(parsed.backup) });
    } catch {
      setProblem(problemText({ kind: 'unreadable' }));
    } finally {
      setReading(false);
      resetFile.current?.();
    }
  };

  const onConfirm = async () => {
    if (!pending) return;
    setProgress({ done: 0, total: plannedWrites(pending.plan) });
    try {
      const result = await restore(pending.backup, (done, total) => setProgress({ done, total }));
      const written = result.created + result.updated;
      if (result.failed.length === 0) {
        showToast({
          color: 'teal',
          title: t`Import finished`,
          message: t`${plural(written, { one: '# record restored.', other: '# records restored.' })}`,
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

  return (
    <Stack gap="sm" pt="xs">
      <Box>
        <Text size="sm" fw={500}>
          <Trans>Export and import</Trans>
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>
            One JSON file of every car, tour, post, booking, remark, message and the settings. Importing restores a file's
            records here and syncs them; it never deletes what the file lacks.
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
            {invalid.length > 0 && <InvalidList records={invalid} />}
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
