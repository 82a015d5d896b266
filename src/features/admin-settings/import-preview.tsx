// The import dialog's contents: what a file would change per table, the records and photos left out,
// and the words for a file refused whole.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, List, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { BackupProblem, ImportPlan, InvalidRecord } from '../../domain/backup';
import type { InvalidPhoto, PhotoIssue } from '../../domain/backup-photos';
import { SYNCED_TABLES, type SyncedTable } from '../../domain/types';
import { schemaMessage } from './schema-messages';

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
    rideEvents: t`Ride steps`,
    timeOff: t`Time off`,
    downtimes: t`Vehicle downtime`,
    profiles: t`Staff profiles`,
    invoices: t`Invoices`,
    clientMessages: t`Client messages`,
  };
  return (table: SyncedTable) => labels[table];
}

export function useProblemText() {
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
      case 'photosNotList':
        return t`The photos part of this file is damaged.`;
      case 'empty':
        return t`This export holds no record.`;
      case 'tooBig':
        return t`This file is too big to be an export of this app.`;
      case 'unreadable':
        return t`This file could not be read.`;
    }
  };
}

function usePhotoIssueText() {
  const { t } = useLingui();
  const words: Record<PhotoIssue, string> = {
    notPhoto: t`not a photo entry`,
    id: t`its id is not valid`,
    type: t`not a JPEG, PNG, WebP or GIF image`,
    data: t`its data is not base64`,
    tooBig: t`larger than 5 MB`,
    content: t`its data is not an image of its type`,
  };
  return (issue: PhotoIssue) => words[issue];
}

/** One record or photo of the file set aside: where it is in the file, its id's start, and why. */
function LeftOut({ what, index, id, why }: { what: string; index: number; id: string | null; why: string }) {
  return (
    <List.Item>
      <Text span size="sm" fw={600}>
        {what} #{index + 1}
      </Text>
      {id && (
        <Text span size="xs" c="dimmed">
          {' '}
          (<bdi dir="ltr">{id.slice(0, 8)}</bdi>)
        </Text>
      )}
      {': '}
      {why}
    </List.Item>
  );
}

export function InvalidList({ records, photos }: { records: InvalidRecord[]; photos: InvalidPhoto[] }) {
  const { t, i18n } = useLingui();
  const tableLabel = useTableLabel();
  const photoIssue = usePhotoIssueText();
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t`Records left out`}>
      <Stack gap={6}>
        <Text size="sm">
          <Trans>These records and photos are not valid and will not be imported:</Trans>
        </Text>
        <ScrollArea.Autosize mah={200}>
          <List size="sm" spacing={4}>
            {records.map((record) => (
              <LeftOut
                key={`${record.table}-${record.index}`}
                what={tableLabel(record.table)}
                index={record.index}
                id={record.id}
                why={record.issues
                  .map((issue) => (issue.path ? `${issue.path}: ${schemaMessage(i18n, issue.message)}` : schemaMessage(i18n, issue.message)))
                  .join('; ')}
              />
            ))}
            {photos.map((photo) => (
              <LeftOut key={`photo-${photo.index}`} what={t`Photos`} index={photo.index} id={photo.id} why={photoIssue(photo.issue)} />
            ))}
          </List>
        </ScrollArea.Autosize>
      </Stack>
    </Alert>
  );
}

export function PlanTable({ plan }: { plan: ImportPlan }) {
  const { t } = useLingui();
  const tableLabel = useTableLabel();
  const rows = [
    ...SYNCED_TABLES.map((table) => ({
      key: table,
      label: tableLabel(table),
      created: plan[table].create.length,
      updated: plan[table].update.length,
      unchanged: plan[table].unchanged,
      invalid: plan[table].invalid.length,
    })),
    // A photo is added or already there, never changed.
    { key: 'photos', label: t`Photos`, created: plan.photos.add.length, updated: 0, unchanged: plan.photos.present, invalid: plan.photos.invalid.length },
  ];
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
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={500}>
                {row.label}
              </Table.Th>
              <Table.Td ta="end">{row.created}</Table.Td>
              <Table.Td ta="end">{row.updated}</Table.Td>
              <Table.Td ta="end">{row.unchanged}</Table.Td>
              <Table.Td ta="end">{row.invalid}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {/* Phones: one line per table, the figures in words. */}
      <Stack gap={0} hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Box component="li" key={row.key} py={8} style={{ borderBottom: '1px solid var(--brand-border)' }}>
            <Text size="sm" fw={600}>
              {row.label}
            </Text>
            <Text size="xs" c="dimmed">
              {t`New`} {row.created} · {t`Updated`} {row.updated} · {t`Unchanged`} {row.unchanged} · {t`Invalid`} {row.invalid}
            </Text>
          </Box>
        ))}
      </Stack>
    </>
  );
}
