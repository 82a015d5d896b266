// The back office's create and edit screens of cars, tours and posts (/admin/{cars,tours,blogs}/create
// and /:id/edit): the record's form, saved with its outbox entry (an edit writes only the fields that
// changed), then back to the list; on failure a toast says why and the form keeps everything typed.
// An edit starts from the record as first loaded, so a change arriving by sync never wipes what is
// being typed.
import { useLingui } from '@lingui/react/macro';
import { Center } from '@mantine/core';
import { useMemo, useState, type ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { useCar, usePost, useTour } from '../../db/hooks';
import { paths, type Lang } from '../../domain/paths';
import { useLang } from '../../i18n/use-lang';
import { RecordNotFound } from '../../ui/admin/record-not-found';
import { Loading } from '../../ui/loading';
import { CarForm } from './car-fields';
import { carFormFromRecord, carFromForm, emptyCarForm, type CarFormValues } from './car-form';
import { FormActions, type RecordFormProps } from './form-layout';
import { PostForm } from './post-fields';
import { emptyPostForm, postFormFromRecord, postFromForm, type PostFormValues } from './post-form';
import type { CatalogueRecord, CatalogueTable } from './queries';
import { useRecordSave, type CatalogueFormSpec } from './save-record';
import { TourForm } from './tour-fields';
import { emptyTourForm, tourFormFromRecord, tourFromForm, type TourFormValues } from './tour-form';

/** A record type's words in the back office: the toasts of a save ('Car added successfully'), its add button, its not-found screen. */
interface OfficeWords {
  added: string;
  addFailed: string;
  updated: string;
  updateFailed: string;
  gone: string;
  /** The add button. */
  add: string;
  notFound: { title: string; description: string; backLabel: string };
}

interface OfficeSpec<T extends CatalogueTable, V extends FieldValues> extends CatalogueFormSpec<T, V> {
  Form: ComponentType<RecordFormProps<V>>;
  /** A new record's values (SPEC 3's admin form defaults). */
  empty: () => V;
  listPath: (lang: Lang) => string;
  useWords: () => OfficeWords;
  useRecord: (id: string | undefined) => CatalogueRecord<T> | null | undefined;
}

function OfficeForm<T extends CatalogueTable, V extends FieldValues>({
  spec,
  record,
}: {
  spec: OfficeSpec<T, V>;
  /** null: a new record. */
  record: CatalogueRecord<T> | null;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const words = spec.useWords();
  const failed = () => t`Nothing was lost: your changes are still in the form. Try again.`;
  const save = useRecordSave(
    spec,
    record,
    record
      ? { saved: { message: words.updated }, failed: { title: words.updateFailed, otherwise: failed }, gone: words.gone }
      : { saved: { message: words.added }, failed: { title: words.addFailed, otherwise: failed }, gone: words.gone },
    () => navigate(spec.listPath(lang)),
  );
  const initial = useMemo(() => (record ? spec.valuesOf(record) : spec.empty()), [spec, record]);
  const submitLabel = record ? t`Save changes` : words.add;
  const { Form } = spec;
  return (
    <Form
      initial={initial}
      place="office"
      isNew={!record}
      onSave={save}
      actions={({ isSubmitting }) => <FormActions cancelTo={spec.listPath(lang)} submitLabel={submitLabel} pending={isSubmitting} />}
    />
  );
}

function OfficeEditPage<T extends CatalogueTable, V extends FieldValues>({ spec }: { spec: OfficeSpec<T, V> }) {
  const lang = useLang();
  const { id } = useParams();
  const words = spec.useWords();
  const record = spec.useRecord(id);
  const [first, setFirst] = useState<CatalogueRecord<T> | null>(null);
  if (record && first?.id !== record.id) setFirst(record);
  const loaded = first?.id === id ? first : null;

  if (loaded) return <OfficeForm key={loaded.id} spec={spec} record={loaded} />;
  if (record === undefined) {
    return (
      <Center py="xl">
        <Loading color="gold.5" type="dots" />
      </Center>
    );
  }
  return <RecordNotFound {...words.notFound} backTo={spec.listPath(lang)} />;
}

const CARS: OfficeSpec<'cars', CarFormValues> = {
  table: 'cars',
  Form: CarForm,
  empty: emptyCarForm,
  valuesOf: carFormFromRecord,
  fieldsOf: carFromForm,
  listPath: paths.admin.cars,
  useRecord: useCar,
  useWords() {
    const { t } = useLingui();
    return {
      added: t`Car added successfully`,
      addFailed: t`Failed to add car`,
      updated: t`Car updated successfully`,
      updateFailed: t`Failed to update car`,
      gone: t`This vehicle no longer exists: it was deleted, perhaps on another device.`,
      add: t`Add car`,
      notFound: { title: t`Vehicle not found`, description: t`The vehicle you're looking for doesn't exist.`, backLabel: t`Back to cars` },
    };
  },
};

const TOURS: OfficeSpec<'tours', TourFormValues> = {
  table: 'tours',
  Form: TourForm,
  // SPEC 3's admin form default: a private tour.
  empty: () => ({ ...emptyTourForm(), category: 'private' }),
  valuesOf: tourFormFromRecord,
  fieldsOf: tourFromForm,
  listPath: paths.admin.tours,
  useRecord: useTour,
  useWords() {
    const { t } = useLingui();
    return {
      added: t`Tour added successfully`,
      addFailed: t`Failed to add tour`,
      updated: t`Tour updated successfully`,
      updateFailed: t`Failed to update tour`,
      gone: t`This tour no longer exists: it was deleted, perhaps on another device.`,
      add: t`Add tour`,
      notFound: { title: t`Tour not found`, description: t`The tour you're looking for doesn't exist.`, backLabel: t`Back to tours` },
    };
  },
};

const POSTS: OfficeSpec<'posts', PostFormValues> = {
  table: 'posts',
  Form: PostForm,
  empty: emptyPostForm,
  valuesOf: postFormFromRecord,
  fieldsOf: postFromForm,
  listPath: paths.admin.blogs,
  useRecord: usePost,
  useWords() {
    const { t } = useLingui();
    return {
      added: t`Post added successfully`,
      addFailed: t`Failed to add post`,
      updated: t`Post updated successfully`,
      updateFailed: t`Failed to update post`,
      gone: t`This post no longer exists: it was deleted, perhaps on another device.`,
      add: t`Add post`,
      notFound: { title: t`Blog post not found`, description: t`The post you're looking for doesn't exist.`, backLabel: t`Back to posts` },
    };
  },
};

export const CarCreatePage = () => <OfficeForm spec={CARS} record={null} />;
export const CarEditPage = () => <OfficeEditPage spec={CARS} />;
export const TourCreatePage = () => <OfficeForm spec={TOURS} record={null} />;
export const TourEditPage = () => <OfficeEditPage spec={TOURS} />;
export const BlogCreatePage = () => <OfficeForm spec={POSTS} record={null} />;
export const BlogEditPage = () => <OfficeEditPage spec={POSTS} />;
