// The confirmation every back-office delete goes through (SPEC 4 'Delete flow'): nothing is
// deleted until the user confirms; cancel, Escape and the close button leave everything as it was.
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

export interface ConfirmDeleteModalProps {
  opened: boolean;
  /** The dialog's title, e.g. 'Delete this vehicle?'. */
  title: string;
  /** Shown under the question so the user knows which item goes (a car's name, a post's title). */
  itemName?: string | undefined;
  /** True while the delete runs: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A delete confirmation: `<ConfirmDeleteModal title={...} {...deleteFlow.modal} />` (use-delete-flow.ts). */
export function ConfirmDeleteModal({ opened, title, itemName, busy = false, onConfirm, onCancel }: ConfirmDeleteModalProps) {
  const { t } = useLingui();
  const close = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <Stack gap={6}>
          <Text>{t`Are you sure you want to delete this item?`}</Text>
          {itemName && (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {itemName}
            </Text>
          )}
        </Stack>
        <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
          <Button variant="default" size="md" onClick={close} disabled={busy} style={{ flex: '1 1 8rem', maxWidth: '12rem' }}>
            {t`Cancel`}
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
            {t`Delete`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
