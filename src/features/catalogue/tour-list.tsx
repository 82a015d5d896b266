// /admin/tours: the tours as the office manages them, searched by title or category; edit and delete.
import { Trans, useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { IconClock, IconMap2 } from '@tabler/icons-react';
import { useCatalogueWrites, useTourList } from './queries';
import { paths } from '../../domain/paths';
import type { Tour } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import { RecordListPage, useSearchQuery } from './list-page';
import { StatusBadge } from '../../ui/admin/status-badge';
import { useTourText } from './use-tour-text';

export function AdminToursPage() {
  const { t } = useLingui();
  const lang = useLang();
  const text = useTourText();
  const [query, setQuery] = useSearchQuery();
  const writes = useCatalogueWrites('tours');
  return (
    <RecordListPage<Tour>
      rows={useTourList(query, text.categories)}
      query={query}
      onQueryChange={setQuery}
      search={{ label: t`Search tours`, placeholder: t`Title or category` }}
      add={{ to: paths.admin.tourCreate(lang), label: t`Add tour` }}
      empty={{
        icon: <IconMap2 size={28} aria-hidden />,
        title: t`No tours found`,
        whenSearching: t`Try another title or category.`,
        whenNone: t`Add the first tour.`,
      }}
      caption={t`Tours`}
      name={{ header: t`Title`, of: (tour) => tour.title }}
      columns={[
        { header: t`Category`, cell: (tour) => text.categories[tour.category] },
        {
          header: t`Duration`,
          noWrap: true,
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
          cell: (tour) => (
            <StatusBadge tone={tour.featured ? 'accent' : 'neutral'}>
              {tour.featured ? <Trans>Featured</Trans> : <Trans>Default</Trans>}
            </StatusBadge>
          ),
        },
      ]}
      editTo={(tour) => paths.admin.tourEdit(lang, tour.id)}
      remove={(tour) => writes.remove(tour.id)}
      deleteTitle={t`Delete this tour?`}
    />
  );
}
