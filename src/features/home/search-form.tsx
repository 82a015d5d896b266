// What the three search forms share: their props and the note each one ends with.
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { HomeSearchService, SearchDataOf, SearchIssues } from './form';
import classes from './home.module.css';
import type { SearchLabels } from './use-search-labels';

export interface SearchFormProps<S extends HomeSearchService> {
  data: SearchDataOf[S];
  onChange: (patch: Partial<SearchDataOf[S]>) => void;
  issues: SearchIssues;
  labels: SearchLabels;
  /** Whether the time list and the calendar may be loaded (the visitor has reached for the search). */
  timeReady: boolean;
}

export function SearchNote({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" className={classes.note}>
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}
