// The save of a catalogue form, on the site's create pages and in the back office: write (a new
// record, or only the fields changed), toast, leave; on failure a toast says why, the fields the data
// layer refused get their message, and the form keeps everything typed.
import { t } from '@lingui/core/macro';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { NotFoundError, StorageFullError } from '../../db/errors';
import { ValidationError } from '../../domain/schemas';
import type { CreateInput, PatchFields } from '../../domain/types';
import { showToast } from '../../ui/toast';
import { changedFields } from './form';
import { useCatalogueWrites, type CatalogueRecord, type CatalogueTable } from './queries';

/** The toasts of one form's save, in the words of the page that offers it. */
export interface SaveWords {
  saved: { title?: string; message: string };
  failed: {
    title: string;
    /** What an unexpected failure says (a known one says why: storage full, record gone, refused field). */
    otherwise: (error: unknown) => string;
  };
  /** The record was deleted meanwhile, perhaps on another device (an edit only). */
  gone?: string;
}

/** What ties a table to its form's values. */
export interface CatalogueFormSpec<T extends CatalogueTable, V extends FieldValues> {
  table: T;
  /** The form's values of a stored record. */
  valuesOf: (record: CatalogueRecord<T>) => V;
  /** The record's fields from the form's values. */
  fieldsOf: (values: V) => CreateInput<T>;
}

/** Saves a form's values: a new record, or the fields of `existing` the user changed. */
export function useRecordSave<T extends CatalogueTable, V extends FieldValues>(
  spec: CatalogueFormSpec<T, V>,
  existing: CatalogueRecord<T> | null,
  words: SaveWords,
  done: () => unknown,
) {
  const writes = useCatalogueWrites(spec.table);
  return (values: V, setError: UseFormSetError<V>) => {
    const fields = spec.fieldsOf(values);
    const write = existing
      ? () => writes.patch(existing.id, changedFields(spec.fieldsOf(spec.valuesOf(existing)), fields) as PatchFields<T>)
      : () => writes.create(fields);
    return saveRecord(values, setError, write, words, done);
  };
}

export async function saveRecord<V extends FieldValues>(
  values: V,
  setError: UseFormSetError<V>,
  write: () => Promise<unknown>,
  words: SaveWords,
  done: () => unknown,
): Promise<void> {
  try {
    await write();
  } catch (error) {
    let reason: string;
    if (error instanceof StorageFullError) reason = t`The device storage is full: free some space, then save again.`;
    else if (error instanceof NotFoundError && words.gone) reason = words.gone;
    else if (error instanceof ValidationError) {
      reason = t`Check the fields marked in red.`;
      for (const [path, message] of Object.entries(error.fieldErrors)) {
        if (path in values) setError(path as Path<V>, { message }, { shouldFocus: true });
      }
    } else {
      console.error('Saving failed', error);
      reason = words.failed.otherwise(error);
    }
    showToast({ color: 'red', title: words.failed.title, message: reason });
    return;
  }
  showToast({ color: 'teal', ...words.saved });
  await done();
}
