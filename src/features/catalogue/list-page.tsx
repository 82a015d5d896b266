// The list screen of a catalogue (cars, tours, posts): search kept in the address (?q=), add button,
// the records as a table or cards with photo, name, the feature's columns, and edit and delete
// actions; delete goes through the confirmation; an empty list says so, with the add button only
// when no search is active (SPEC 2.6).
import { useLingui } from '@lingui/react/macro';
import { Button, Center, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ConfirmDeleteModal } from '../../ui/admin/confirm-delete-modal';
import { EmptyState } from '../../ui/admin/empty-state';
import { ListToolbar } from '../../ui/admin/list-toolbar';
import { RecordList, type RecordListColumn } from '../../ui/admin/record-list';
import { RecordThumb } from './record-thumb';
import { RowActions } from '../../ui/admin/row-actions';
import { SearchInput } from '../../ui/admin/search-input';
import { useDeleteFlow } from './use-delete-flow';
import { Loading } from '../../ui/loading';

/** The list's search, kept in the address so that a reload or the back button finds it again. */
export function useSearchQuery(): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  return [params.get('q') ?? '', (value) => setParams(value ? { q: value } : {}, { replace: true })];
}

export interface RecordListPageProps<T extends { id: string; image?: string | undefined }> {
  /** The records matching `query` (undefined while loading). */
  rows: T[] | undefined;
  query: string;
  onQueryChange: (value: string) => void;
  search: { label: string; placeholder: string };
  add: { to: string; label: string };
  empty: { icon: ReactNode; title: string; whenSearching: string; whenNone: string };
  /** The table's name ('Cars'). */
  caption: string;
  /** The column naming each record (the row's header). */
  name: { header: string; of: (row: T) => string };
  /** The feature's columns, between the name and the actions. */
  columns: RecordListColumn<T>[];
  editTo: (row: T) => string;
  remove: (row: T) => Promise<unknown>;
  /** The delete confirmation's title ('Delete this vehicle?'). */
  deleteTitle: string;
}

export function RecordListPage<T extends { id: string; image?: string | undefined }>(props: RecordListPageProps<T>) {
  const { rows, query, onQueryChange, search, add, empty, caption, name, editTo, remove, deleteTitle } = props;
  const { t } = useLingui();
  const flow = useDeleteFlow<T>({ remove, nameOf: name.of });
  const searching = query.trim() !== '';
  const addButton = (
    <Button component={Link} to={add.to} size="md" leftSection={<IconPlus size={18} aria-hidden />}>
      {add.label}
    </Button>
  );

  const columns: RecordListColumn<T>[] = [
    { header: t`Image`, role: 'image', hideHeader: true, cell: (row) => <RecordThumb image={row.image} /> },
    { header: name.header, role: 'title', cell: name.of },
    ...props.columns,
    {
      header: t`Actions`,
      role: 'actions',
      hideHeader: true,
      align: 'end',
      cell: (row) => (
        <RowActions
          editTo={editTo(row)}
          editLabel={t`Edit ${name.of(row)}`}
          deleteLabel={t`Delete ${name.of(row)}`}
          onDelete={() => flow.ask(row)}
        />
      ),
    },
  ];

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <ListToolbar
        search={<SearchInput value={query} onChange={onQueryChange} label={search.label} placeholder={search.placeholder} />}
        // With nothing listed, the empty state holds the add button (or none, while a search finds nothing).
        action={rows && rows.length > 0 ? addButton : undefined}
      />
      {rows === undefined ? (
        <Center py="xl">
          <Loading color="gold.5" type="dots" />
        </Center>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={empty.icon}
          title={empty.title}
          description={searching ? empty.whenSearching : empty.whenNone}
          action={searching ? undefined : addButton}
        />
      ) : (
        <RecordList caption={caption} rows={rows} rowKey={(row) => row.id} columns={columns} />
      )}
      <ConfirmDeleteModal title={deleteTitle} {...flow.modal} />
    </Stack>
  );
}
