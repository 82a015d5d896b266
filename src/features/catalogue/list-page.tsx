// The back office's lists of cars, tours and blog posts (SPEC 2.6), one screen for the three: search
// kept in the address (?q=, by name or title in any language, description and category), add
// button, the records as a table or cards with photo, name, the record type's columns, the languages
// each record still lacks, and edit and delete actions; delete goes through the confirmation; an
// empty list says so, with the add button only when no search is active.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Group, Stack, Text } from '@mantine/core';
import { IconArticle, IconCar, IconClock, IconMap2, IconPlus, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { localizedText, missingLangs } from '../../domain/content-lang';
import { paths, type Lang } from '../../domain/paths';
import { useLang } from '../../i18n/use-lang';
import { ConfirmDeleteModal } from '../../ui/admin/confirm-delete-modal';
import { EmptyState } from '../../ui/admin/empty-state';
import { ListToolbar } from '../../ui/admin/list-toolbar';
import { RecordList, type RecordListColumn } from '../../ui/admin/record-list';
import { RowActions } from '../../ui/admin/row-actions';
import { SearchInput } from '../../ui/admin/search-input';
import { StatusBadge } from '../../ui/admin/status-badge';
import { Loading } from '../../ui/loading';
import { nameOf, useCatalogueWrites, useRecordSearch, type CatalogueRecord, type CatalogueTable } from './queries';
import classes from './catalogue.module.css';
import { RecordThumb } from './record-thumb';
import { useDeleteFlow } from './use-delete-flow';
import { useCategories, useFormats } from './words';

/** The list's search, kept in the address so that a reload or the back button finds it again. */
function useSearchQuery(): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  return [params.get('q') ?? '', (value) => setParams(value ? { q: value } : {}, { replace: true })];
}

/** What a list shows of its record type, in the active language. */
interface ListWords<T extends CatalogueTable> {
  search: { label: string; placeholder: string };
  add: string;
  empty: { icon: ReactNode; title: string; whenSearching: string; whenNone: string };
  /** The table's name ('Cars'). */
  caption: string;
  /** The header of the column naming each record. */
  name: string;
  /** The record type's columns, between the name and the actions. */
  columns: RecordListColumn<CatalogueRecord<T>>[];
  /** The delete confirmation's title ('Delete this vehicle?'). */
  deleteTitle: string;
}

interface ListSpec<T extends CatalogueTable> {
  table: T;
  addPath: (lang: Lang) => string;
  editPath: (lang: Lang, id: string) => string;
  useWords: () => ListWords<T>;
}

function RecordListPage<T extends CatalogueTable>({ spec }: { spec: ListSpec<T> }) {
  const { t } = useLingui();
  const lang = useLang();
  const words = spec.useWords();
  const { labels } = useCategories();
  const [query, setQuery] = useSearchQuery();
  const rows = useRecordSearch(spec.table, query, labels[spec.table]);
  const writes = useCatalogueWrites(spec.table);
  const name = (row: CatalogueRecord<T>) => nameOf(spec.table, row, lang).value;
  const missingIn: Record<Lang, string> = { fr: t`Missing in French`, en: t`Missing in English`, ar: t`Missing in Arabic` };
  const flow = useDeleteFlow<CatalogueRecord<T>>({ remove: (row) => writes.remove(row.id), nameOf: name });
  const searching = query.trim() !== '';
  const addButton = (
    <Button component={Link} to={spec.addPath(lang)} size="md" leftSection={<IconPlus size={18} aria-hidden />}>
      {words.add}
    </Button>
  );

  const columns: RecordListColumn<CatalogueRecord<T>>[] = [
    { header: t`Image`, role: 'image', hideHeader: true, cell: (row) => <RecordThumb image={row.image ?? undefined} /> },
    {
      header: words.name,
      role: 'title',
      cell: (row) => {
        const shown = nameOf(spec.table, row, lang);
        // A title in another language than the screen's is said in its own.
        return shown.lang === lang ? shown.value : <bdi lang={shown.lang}>{shown.value}</bdi>;
      },
    },
    ...words.columns,
    {
      header: t`Translations`,
      role: 'badge',
      cell: (row) => (
        // Stacked when the table is tight, so that the title keeps its room.
        <Group gap={4}>
          {missingLangs(spec.table, row as unknown as Record<string, unknown>).map((missing) => (
            <span key={missing} className={classes.missingLang}>
              {missingIn[missing]}
            </span>
          ))}
        </Group>
      ),
    },
    {
      header: t`Actions`,
      role: 'actions',
      hideHeader: true,
      align: 'end',
      cell: (row) => (
        <RowActions
          editTo={spec.editPath(lang, row.id)}
          editLabel={t`Edit ${name(row)}`}
          deleteLabel={t`Delete ${name(row)}`}
          onDelete={() => flow.ask(row)}
        />
      ),
    },
  ];

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <ListToolbar
        search={<SearchInput value={query} onChange={setQuery} label={words.search.label} placeholder={words.search.placeholder} />}
        // With nothing listed, the empty state holds the add button (or none, while a search finds nothing).
        action={rows && rows.length > 0 ? addButton : undefined}
      />
      {rows === undefined ? (
        <Center py="xl">
          <Loading color="gold.5" type="dots" />
        </Center>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={words.empty.icon}
          title={words.empty.title}
          description={searching ? words.empty.whenSearching : words.empty.whenNone}
          action={searching ? undefined : addButton}
        />
      ) : (
        <RecordList caption={words.caption} rows={rows} rowKey={(row) => row.id} columns={columns} />
      )}
      <ConfirmDeleteModal title={words.deleteTitle} {...flow.modal} />
    </Stack>
  );
}

/** A short value with its icon, kept on one line. */
function WithIcon({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      {children}
    </Group>
  );
}

const CARS: ListSpec<'cars'> = {
  table: 'cars',
  addPath: paths.admin.carCreate,
  editPath: paths.admin.carEdit,
  useWords() {
    const { t } = useLingui();
    const { labels } = useCategories();
    const format = useFormats();
    return {
      search: { label: t`Search cars`, placeholder: t`Name or category` },
      add: t`Add car`,
      empty: {
        icon: <IconCar size={28} aria-hidden />,
        title: t`No cars found`,
        whenSearching: t`Try another name or category.`,
        whenNone: t`Add the first vehicle of the fleet.`,
      },
      caption: t`Cars`,
      name: t`Name`,
      columns: [
        { header: t`Category`, cell: (car) => labels.cars[car.category] },
        {
          header: t`Plate`,
          noWrap: true,
          cell: (car) =>
            car.plate ? (
              <bdi dir="ltr">{car.plate}</bdi>
            ) : (
              <Text span c="dimmed" inherit>
                {t`None`}
              </Text>
            ),
        },
        { header: t`Passengers`, noWrap: true, cell: (car) => <WithIcon icon={<IconUsers size={16} aria-hidden />}>{car.passengers}</WithIcon> },
        { header: t`Price per hour`, noWrap: true, cell: (car) => format.euros(car.pricePerHour) },
        {
          header: t`Status`,
          role: 'badge',
          cell: (car) => (
            <StatusBadge tone={car.available ? 'positive' : 'neutral'}>
              {car.available ? <Trans>Available</Trans> : <Trans>Unavailable</Trans>}
            </StatusBadge>
          ),
        },
      ],
      deleteTitle: t`Delete this vehicle?`,
    };
  },
};

const TOURS: ListSpec<'tours'> = {
  table: 'tours',
  addPath: paths.admin.tourCreate,
  editPath: paths.admin.tourEdit,
  useWords() {
    const { t } = useLingui();
    const { labels } = useCategories();
    const format = useFormats();
    const lang = useLang();
    return {
      search: { label: t`Search tours`, placeholder: t`Title or category` },
      add: t`Add tour`,
      empty: {
        icon: <IconMap2 size={28} aria-hidden />,
        title: t`No tours found`,
        whenSearching: t`Try another title or category.`,
        whenNone: t`Add the first tour.`,
      },
      caption: t`Tours`,
      name: t`Title`,
      columns: [
        { header: t`Category`, cell: (tour) => labels.tours[tour.category] },
        { header: t`Duration`, noWrap: true, cell: (tour) => <WithIcon icon={<IconClock size={16} aria-hidden />}>{localizedText(tour, 'duration', lang)}</WithIcon> },
        { header: t`Price`, noWrap: true, cell: (tour) => format.euros(tour.price) },
        {
          header: t`Status`,
          role: 'badge',
          cell: (tour) => (
            <StatusBadge tone={tour.featured ? 'accent' : 'neutral'}>
              {tour.featured ? <Trans>Featured</Trans> : <Trans>Default</Trans>}
            </StatusBadge>
          ),
        },
      ],
      deleteTitle: t`Delete this tour?`,
    };
  },
};

const POSTS: ListSpec<'posts'> = {
  table: 'posts',
  addPath: paths.admin.blogCreate,
  editPath: paths.admin.blogEdit,
  useWords() {
    const { t } = useLingui();
    const { labels } = useCategories();
    const format = useFormats();
    const lang = useLang();
    return {
      search: { label: t`Search posts`, placeholder: t`Title or category` },
      add: t`Add post`,
      empty: {
        icon: <IconArticle size={28} aria-hidden />,
        title: t`No posts found`,
        whenSearching: t`Try another title or category.`,
        whenNone: t`Write the first post of the blog.`,
      },
      caption: t`Blog posts`,
      name: t`Title`,
      columns: [
        { header: t`Category`, cell: (post) => labels.posts[post.category] },
        { header: t`Read time`, noWrap: true, cell: (post) => <WithIcon icon={<IconClock size={16} aria-hidden />}>{localizedText(post, 'readTime', lang)}</WithIcon> },
        {
          header: t`Status`,
          role: 'badge',
          cell: (post) => (
            <StatusBadge tone={post.published ? 'positive' : 'neutral'}>
              {post.published ? <Trans>Published</Trans> : <Trans>Draft</Trans>}
            </StatusBadge>
          ),
        },
        { header: t`Date`, noWrap: true, cell: (post) => <time dateTime={post.createdAt}>{format.date(post.createdAt)}</time> },
      ],
      deleteTitle: t`Delete this post?`,
    };
  },
};

export const CarsPage = () => <RecordListPage spec={CARS} />;
export const AdminToursPage = () => <RecordListPage spec={TOURS} />;
export const BlogsPage = () => <RecordListPage spec={POSTS} />;
