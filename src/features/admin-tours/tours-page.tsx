// /admin/tours: the tours as the office manages them, searched by title or category; edit and delete.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Group, Loader, Stack } from '@mantine/core';
import { IconClock, IconMap2, IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTourList, useCatalogueWrites } from '../../db/admin-catalogue-queries';
import { paths } from '../../domain/paths';
import type { Tour } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import { ConfirmDeleteModal } from '../../ui/admin/confirm-delete-modal';
import { EmptyState } from '../../ui/admin/empty-state';
import { ListToolbar } from '../../ui/admin/list-toolbar';
import { RecordList, type RecordListColumn } from '../../ui/admin/record-list';
import { RecordThumb } from '../../ui/admin/record-thumb';
import { RowActions } from '../../ui/admin/row-actions';
import { SearchInput } from '../../ui/admin/search-input';
import { StatusBadge } from '../../ui/admin/status-badge';
import { useDeleteFlow } from '../../ui/admin/use-delete-flow';
import { useTourText } from './use-tour-text';

export function AdminToursPage() {
  const { t } = useLingui();
  const lang = useLang();
  const text = useTourText();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const tours = useTourList(query, text.categories);
  const writes = useCatalogueWrites('tours');
  const flow = useDeleteFlow<Tour>({
    remove: (tour) => writes.remove(tour.id),
    nameOf: (tour) => tour.title,
    success: t`Item deleted successfully`,
    failure: t`Failed to delete item`,
  });

  const setQuery = (value: string) => setParams(value ? { q: value } : {}, { replace: true });
  const searching = query.trim() !== '';
  const addButton = (
    <Button component={Link} to={paths.admin.tourCreate(lang)} size="md" leftSection={<IconPlus size={18} aria-hidden />}>
      <Trans>Add tour</Trans>
    </Button>
  );

  const columns: RecordListColumn<Tour>[] = [
    { header: t`Image`, role: 'image', hideHeader: true, cell: (tour) => <RecordThumb image={tour.image} /> },
    { header: t`Title`, role: 'title', cell: (tour) => tour.title },
    { header: t`Category`, cell: (tour) => text.categories[tour.category] },
    {
      header: t`Duration`, noWrap: true,
      cell: (tour) => (
        <Group gap={6} wrap="nowrap">
          <IconClock size={16} aria-hidden />
          {tour.duration}
        </Group>
      ),
    },
    { header: t`Price`, noWrap: true, cell: (tour) => <span style={{ whiteSpace: 'nowrap' }}>{text.price(tour.price)}</span> },
    {
      header: t`Status`,
      role: 'badge',
      cell: (tour) =>
        tour.featured ? (
          <StatusBadge tone="accent">
            <Trans>Featured</Trans>
          </StatusBadge>
        ) : (
          <StatusBadge tone="neutral">
            <Trans>Default</Trans>
          </StatusBadge>
        ),
    },
    {
      header: t`Actions`,
      role: 'actions',
      hideHeader: true,
      align: 'end',
      cell: (tour) => (
        <RowActions
          editTo={paths.admin.tourEdit(lang, tour.id)}
          editLabel={t`Edit ${tour.title}`}
          deleteLabel={t`Delete ${tour.title}`}
          onDelete={() => flow.ask(tour)}
        />
      ),
    },
  ];

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <ListToolbar
        search={
          <SearchInput
            value={query}
            onChange={setQuery}
            label={t`Search tours`}
            placeholder={t`Title or category`}
            clearLabel={t`Clear the search`}
          />
        }
        // With nothing listed, the empty state holds the add button (or none, while a search finds nothing).
        action={tours && tours.length > 0 ? addButton : undefined}
      />
      {tours === undefined ? (
        <Center py="xl">
          <Loader color="gold.5" type="dots" aria-label={t`Loading`} />
        </Center>
      ) : tours.length === 0 ? (
        <EmptyState
          icon={<IconMap2 size={28} aria-hidden />}
          title={t`No tours found`}
          description={searching ? t`Try another title or category.` : t`Add the first tour.`}
          action={searching ? undefined : addButton}
        />
      ) : (
        <RecordList caption={t`Tours`} rows={tours} rowKey={(tour) => tour.id} columns={columns} />
      )}
      <ConfirmDeleteModal {...flow.modal} labels={text.deleteLabels} />
    </Stack>
  );
}
