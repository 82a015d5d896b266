// /admin/cars: the fleet as the office manages it, searched by name or category; edit and delete.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Group, Loader, Stack } from '@mantine/core';
import { IconCar, IconPlus, IconUsers } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import { useCarList, useCatalogueWrites } from '../../db/admin-catalogue-queries';
import { paths } from '../../domain/paths';
import type { Car } from '../../domain/types';
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
import { useCarText } from './use-car-text';

export function CarsPage() {
  const { t } = useLingui();
  const lang = useLang();
  const text = useCarText();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const cars = useCarList(query, text.categories);
  const writes = useCatalogueWrites('cars');
  const flow = useDeleteFlow<Car>({
    remove: (car) => writes.remove(car.id),
    nameOf: (car) => car.name,
    success: t`Item deleted successfully`,
    failure: t`Failed to delete item`,
  });

  const setQuery = (value: string) => setParams(value ? { q: value } : {}, { replace: true });
  const searching = query.trim() !== '';
  const addButton = (
    <Button component={Link} to={paths.admin.carCreate(lang)} size="md" leftSection={<IconPlus size={18} aria-hidden />}>
      <Trans>Add car</Trans>
    </Button>
  );

  const columns: RecordListColumn<Car>[] = [
    { header: t`Image`, role: 'image', hideHeader: true, cell: (car) => <RecordThumb image={car.image} /> },
    { header: t`Name`, role: 'title', cell: (car) => car.name },
    { header: t`Category`, cell: (car) => text.categories[car.category] },
    {
      header: t`Passengers`, noWrap: true,
      cell: (car) => (
        <Group gap={6} wrap="nowrap">
          <IconUsers size={16} aria-hidden />
          {car.passengers}
        </Group>
      ),
    },
    { header: t`Price per hour`, noWrap: true, cell: (car) => <span style={{ whiteSpace: 'nowrap' }}>{text.price(car.pricePerHour)}</span> },
    {
      header: t`Status`,
      role: 'badge',
      cell: (car) =>
        car.available ? (
          <StatusBadge tone="positive">
            <Trans>Available</Trans>
          </StatusBadge>
        ) : (
          <StatusBadge tone="neutral">
            <Trans>Unavailable</Trans>
          </StatusBadge>
        ),
    },
    {
      header: t`Actions`,
      role: 'actions',
      hideHeader: true,
      align: 'end',
      cell: (car) => (
        <RowActions
          editTo={paths.admin.carEdit(lang, car.id)}
          editLabel={t`Edit ${car.name}`}
          deleteLabel={t`Delete ${car.name}`}
          onDelete={() => flow.ask(car)}
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
            label={t`Search cars`}
            placeholder={t`Name or category`}
            clearLabel={t`Clear the search`}
          />
        }
        // With nothing listed, the empty state holds the add button (or none, while a search finds nothing).
        action={cars && cars.length > 0 ? addButton : undefined}
      />
      {cars === undefined ? (
        <Center py="xl">
          <Loader color="gold.5" type="dots" aria-label={t`Loading`} />
        </Center>
      ) : cars.length === 0 ? (
        <EmptyState
          icon={<IconCar size={28} aria-hidden />}
          title={t`No cars found`}
          description={searching ? t`Try another name or category.` : t`Add the first vehicle of the fleet.`}
          action={searching ? undefined : addButton}
        />
      ) : (
        <RecordList caption={t`Cars`} rows={cars} rowKey={(car) => car.id} columns={columns} />
      )}
      <ConfirmDeleteModal {...flow.modal} labels={text.deleteLabels} />
    </Stack>
  );
}
