// The delete flow of a back-office list (SPEC 4): ask, then confirm or cancel; a toast says how it went.
import { useState } from 'react';
import { showToast } from '../toast';

export interface DeleteFlowOptions<T> {
  /** Deletes the item (through src/db, so that it syncs). */
  remove: (item: T) => Promise<unknown>;
  /** The name shown in the confirmation (a car's name, a post's title). */
  nameOf: (item: T) => string;
  /** Toast texts, SPEC 8: 'Item deleted successfully' and 'Failed to delete item'. */
  success: string;
  failure: string;
}

export interface DeleteFlow<T> {
  /** Opens the confirmation for an item. */
  ask: (item: T) => void;
  /** Spread into <ConfirmDeleteModal {...flow.modal} labels={...} />. */
  modal: {
    opened: boolean;
    itemName: string | undefined;
    busy: boolean;
    onConfirm: () => void;
    onCancel: () => void;
  };
}

export function useDeleteFlow<T>({ remove, nameOf, success, failure }: DeleteFlowOptions<T>): DeleteFlow<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (target === null || busy) return;
    setBusy(true);
    try {
      await remove(target);
      showToast({ color: 'teal', message: success });
    } catch {
      showToast({ color: 'red', message: failure });
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };

  return {
    ask: setTarget,
    modal: {
      opened: target !== null,
      itemName: target === null ? undefined : nameOf(target),
      busy,
      onConfirm: () => void confirm(),
      onCancel: () => setTarget(null),
    },
  };
}
