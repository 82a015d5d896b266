// /admin/cars: the fleet as the office manages it, searched by name or category; edit and delete.
import { Trans, useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { IconCar, IconUsers } from '@tabler/icons-react';
import { useCarList, useCatalogueWrites } from './queries';
import { paths } from '../../domain/paths';
import type { Car } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import { RecordListPage, useSearchQuery } from './list-page';
import { StatusBadge } from '../../ui/admin/status-badge';
import { useCarText } from './use-car-text';

export function CarsPage() {
  const { t } = useLingui();
  const lang = useLang();
  const text = useCarText();
  const [query, setQuery] = useSearchQuery();
  const writes = useCatalogueWrites('cars');
  return (
    <RecordListPage<Car>
      rows={useCarList(query, text.categories)}
      query={query}
      onQueryChange={setQuery}
      search={{ label: t`Search cars`, placeholder: t`Name or category` }}
      add={{ to: paths.admin.carCreate(lang), label: t`Add car` }}
      empty={{
        icon: <IconCar size={28} aria-hidden />,
        title: t`No cars found`,
        whenSearching: t`Try another name or category.`,
        whenNone: t`Add the first vehicle of the fleet.`,
      }}
      caption={t`Cars`}
      name={{ header: t`Name`, of: (car) => car.name }}
      columns={[
        { header: t`Category`, cell: (car) => text.categories[car.category] },
        {
          header: t`Passengers`,
          noWrap: true,
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
          cell: (car) => (
            <StatusBadge tone={car.available ? 'positive' : 'neutral'}>
              {car.available ? <Trans>Available</Trans> : <Trans>Unavailable</Trans>}
            </StatusBadge>
          ),
        },
      ]}
      editTo={(car) => paths.admin.carEdit(lang, car.id)}
      remove={(car) => writes.remove(car.id)}
      deleteTitle={t`Delete this vehicle?`}
    />
  );
}
