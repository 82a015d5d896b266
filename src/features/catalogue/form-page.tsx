// The create and edit screens of a catalogue record (car, tour, post): the feature's form, saved
// with its outbox entry (an edit writes only the fields that changed), then back to the list; on
// failure a toast says why and the form keeps everything typed. An edit starts from the record as
// first loaded, so a change arriving by sync never wipes what is being typed.
import { useLingui } from '@lingui/react/macro';
import { Center } from '@mantine/core';
import { useMemo, useState, type ComponentType } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useCatalogueWrites, type CatalogueTable } from './queries';
import { changedFields } from './form';
import type { Lang } from '../../domain/paths';
import type { CreateInput, PatchFields, SyncedRecordMap } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import { RecordNotFound } from '../../ui/admin/record-not-found';
import { saveRecord } from './save-record';
import { Loading } from '../../ui/loading';

export interface RecordFormProps<V extends FieldValues> {
  initial: V;
  submitLabel: string;
  /** Saves; may set field errors (a value the database refused). */
  onSave: (values: V, setError: UseFormSetError<V>) => Promise<void>;
}

/** What ties a table to its form. */
export interface CatalogueForm<T extends CatalogueTable, V extends FieldValues> {
  table: T;
  Form: ComponentType<RecordFormProps<V>>;
  empty: () => V;
  /** The form's values of a stored record. */
  valuesOf: (record: SyncedRecordMap[T]) => V;
  /** The record's fields from the form's values. */
  fieldsOf: (values: V) => CreateInput<T>;
  listPath: (lang: Lang) => string;
}

/** The toasts of a save, naming the record ('Car added successfully'). */
export interface CatalogueSaveWords {
  added: string;
  addFailed: string;
  updated: string;
  updateFailed: string;
  /** The record was deleted meanwhile, perhaps on another device. */
  gone: string;
}

function useSave<T extends CatalogueTable, V extends FieldValues>(
  spec: CatalogueForm<T, V>,
  existing: SyncedRecordMap[T] | null,
  words: CatalogueSaveWords,
) {
  const lang = useLang();
  const navigate = useNavigate();
  const writes = useCatalogueWrites(spec.table);
  return (values: V, setError: UseFormSetError<V>) => {
    const fields = spec.fieldsOf(values);
    const write = existing
      ? () => writes.patch(existing.id, changedFields(spec.fieldsOf(spec.valuesOf(existing)), fields) as PatchFields<T>)
      : () => writes.create(fields);
    const messages = existing
      ? { saved: words.updated, failed: words.updateFailed, gone: words.gone }
      : { saved: words.added, failed: words.addFailed, gone: words.gone };
    return saveRecord(values, setError, write, messages, () => navigate(spec.listPath(lang)));
  };
}

export function CatalogueCreatePage<T extends CatalogueTable, V extends FieldValues>({
  spec,
  words,
  submitLabel,
}: {
  spec: CatalogueForm<T, V>;
  words: CatalogueSaveWords;
  submitLabel: string;
}) {
  const save = useSave(spec, null, words);
  const initial = useMemo(() => spec.empty(), [spec]);
  const { Form } = spec;
  return <Form initial={initial} submitLabel={submitLabel} onSave={save} />;
}

function EditForm<T extends CatalogueTable, V extends FieldValues>({
  spec,
  record,
  words,
}: {
  spec: CatalogueForm<T, V>;
  record: SyncedRecordMap[T];
  words: CatalogueSaveWords;
}) {
  const { t } = useLingui();
  const save = useSave(spec, record, words);
  const initial = useMemo(() => spec.valuesOf(record), [spec, record]);
  const { Form } = spec;
  return <Form initial={initial} submitLabel={t`Save changes`} onSave={save} />;
}

export function CatalogueEditPage<T extends CatalogueTable, V extends FieldValues>({
  spec,
  id,
  record,
  words,
  notFound,
}: {
  spec: CatalogueForm<T, V>;
  id: string | undefined;
  /** The record as the device has it now: undefined while loading, null when it has none. */
  record: SyncedRecordMap[T] | null | undefined;
  words: CatalogueSaveWords;
  notFound: { title: string; description: string; backLabel: string };
}) {
  const lang = useLang();
  const [first, setFirst] = useState<SyncedRecordMap[T] | null>(null);
  if (record && first?.id !== record.id) setFirst(record);
  const loaded = first?.id === id ? first : null;

  if (loaded) return <EditForm key={loaded.id} spec={spec} record={loaded} words={words} />;
  if (record === undefined) {
    return (
      <Center py="xl">
        <Loading color="gold.5" type="dots" />
      </Center>
    );
  }
  return <RecordNotFound {...notFound} backTo={spec.listPath(lang)} />;
}
