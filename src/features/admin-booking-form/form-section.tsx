// A titled card of the admin booking form, and what every section of fields is given.
import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { OrderFormValues } from './order-form-values';
import type { useFormLabels } from './use-form-labels';

export interface FieldsProps {
  form: UseFormReturn<OrderFormValues>;
  /** The message of a field's problem in the active language, if it has one. */
  errorOf: (name: keyof OrderFormValues) => string | undefined;
  labels: ReturnType<typeof useFormLabels>;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="var(--brand-surface)">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
