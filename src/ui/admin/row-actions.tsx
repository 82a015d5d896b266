// The edit and delete buttons of a back-office list row: thumb-sized (44 px), named for the item.
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export interface RowActionsProps {
  /** Where the edit button goes (a paths.admin.* URL). */
  editTo: string;
  /** Accessible names, e.g. 'Edit Audi A6' and 'Delete Audi A6'. */
  editLabel: string;
  deleteLabel: string;
  onDelete: () => void;
}

export function RowActions({ editTo, editLabel, deleteLabel, onDelete }: RowActionsProps) {
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Tooltip label={editLabel} openDelay={400} withinPortal>
        <ActionIcon component={Link} to={editTo} variant="default" size={44} radius="xl" aria-label={editLabel}>
          <IconPencil size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={deleteLabel} openDelay={400} withinPortal>
        <ActionIcon variant="light" color="red" size={44} radius="xl" aria-label={deleteLabel} onClick={onDelete}>
          <IconTrash size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
