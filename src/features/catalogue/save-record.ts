// The save of a back-office form: write, toast, leave; on failure a toast says why, the fields the
// data layer refused get their message, and the form keeps everything typed.
import { t } from '@lingui/core/macro';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { NotFoundError, StorageFullError } from '../../db/errors';
import { ValidationError } from '../../domain/schemas';
import { showToast } from '../../ui/toast';

/** The words of one form's save that name its record, translated by the calling feature. */
export interface SaveMessages {
  saved: string;
  failed: string;
  /** The record was deleted meanwhile (an edit only). */
  gone: string;
}

export async function saveRecord<V extends FieldValues>(
  values: V,
  setError: UseFormSetError<V>,
  write: () => Promise<unknown>,
  messages: SaveMessages,
  done: () => void,
): Promise<void> {
  try {
    await write();
    showToast({ color: 'teal', message: messages.saved });
    done();
  } catch (error) {
    let reason = t`Nothing was lost: your changes are still in the form. Try again.`;
    if (error instanceof StorageFullError) reason = t`The device storage is full: free some space, then save again.`;
    else if (error instanceof NotFoundError) reason = messages.gone;
    else if (error instanceof ValidationError) {
      reason = t`Check the fields marked in red.`;
      for (const [path, message] of Object.entries(error.fieldErrors)) {
        if (path in values) setError(path as Path<V>, { message }, { shouldFocus: true });
      }
    }
    showToast({ color: 'red', title: messages.failed, message: reason });
  }
}
