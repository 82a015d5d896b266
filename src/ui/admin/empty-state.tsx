// What a back-office list shows when it has nothing to show.
import { EmptyState as MantineEmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** The hint, e.g. 'No cars found'. */
  title: string;
  /** A second line: what to do next ('Try another name or category.'). */
  description?: string;
  /** An icon (decorative: give it aria-hidden). */
  icon?: ReactNode;
  /** Buttons under the text, e.g. the add button when no search is active. */
  action?: ReactNode;
}

export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Paper withBorder radius="lg" py={{ base: 40, sm: 56 }} px="md" bg="var(--brand-surface)">
      <MantineEmptyState
        title={title}
        description={description}
        icon={icon}
        withIndicatorBackground={Boolean(icon)}
        role="status"
      >
        {action && <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions>}
      </MantineEmptyState>
    </Paper>
  );
}
