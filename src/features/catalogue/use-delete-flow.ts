// The delete flow of a back-office list (SPEC 4): ask, then confirm or cancel; a toast says how it went.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { showToast } from '../../ui/toast';

export interface DeleteFlowOptions<T> {
  /** Deletes the item (through src/db, so that it syncs). */
  remove: (item: T) => Promise<unknown>;
  /** The name shown in the confirmation (a car's name, a post's title). */
  nameOf: (item: T) => string;
}

export interface DeleteFlow<T> {
  /** Opens the confirmation for an item. */
  ask: (item: T) => void;
  /** Spread into <ConfirmDeleteModal title={...} {...flow.modal} />. */
  modal: {
    opened: boolean;
    itemName: string | undefined;
    busy: boolean;
    onConfirm: () => void;
    onCancel: () => void;
  };
}

/** Toasts of SPEC 8: 'Item deleted successfully', 'Failed to delete item'. */
export function useDeleteFlow<T>({ remove, nameOf }: DeleteFlowOptions<T>): DeleteFlow<T> {
  const { t } = useLingui();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (target === null || busy) return;
    setBusy(true);
    try {
      await remove(target);
      showToast({ color: 'teal', message: t`Item deleted successfully` });
    } catch {
      showToast({ color: 'red', message: t`Failed to delete item` });
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
