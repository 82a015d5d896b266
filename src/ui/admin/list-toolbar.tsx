// The row above a back-office list: its search on the start side, its add button on the end side.
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

export function ListToolbar({ search, action }: { search: ReactNode; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      {search}
      {action}
    </Group>
  );
}
