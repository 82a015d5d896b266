// The confirmation every back-office delete goes through (SPEC 4 'Delete flow'): nothing is
// deleted until the user confirms; cancel, Escape and the close button leave everything as it was.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

export interface ConfirmDeleteLabels {
  /** The dialog's title, e.g. 'Delete this item?'. */
  title: string;
  /** The question, SPEC 8: 'Are you sure you want to delete this item?'. */
  message: string;
  confirm: string;
  cancel: string;
  /** Name of the close button in the corner. */
  close: string;
}

export interface ConfirmDeleteModalProps {
  opened: boolean;
  /** Shown under the question so the user knows which item goes (a car's name, a post's title). */
  itemName?: string;
  /** True while the delete runs: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean;
  labels: ConfirmDeleteLabels;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A delete confirmation. Its words come from the caller (each feature has its own catalog).
 *
 * ```tsx
 * <ConfirmDeleteModal opened={target !== null} itemName={target?.name} busy={deleting}
 *   labels={deleteLabels} onConfirm={remove} onCancel={() => setTarget(null)} />
 * ```
 */
export function ConfirmDeleteModal({ opened, itemName, busy = false, labels, onConfirm, onCancel }: ConfirmDeleteModalProps) {
  const close = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={labels.title}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': labels.close }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <Stack gap={6}>
          <Text>{labels.message}</Text>
          {itemName && (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {itemName}
            </Text>
          )}
        </Stack>
        <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
          <Button variant="default" size="md" onClick={close} disabled={busy} style={{ flex: '1 1 8rem', maxWidth: '12rem' }}>
            {labels.cancel}
          </Button>
          <Button
            color="red.8"
            size="md"
            onClick={onConfirm}
            loading={busy}
            leftSection={<IconTrash size={18} aria-hidden />}
            style={{ flex: '1 1 8rem', maxWidth: '12rem' }}
            data-autofocus
          >
            {labels.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
