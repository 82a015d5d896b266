// A titled card of the admin booking form, what every section of fields is given, and its date and
// time fields.
import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { DateField } from '../../ui/date-field';
import { TimeField } from '../../ui/time-field';
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

/** A time of the form ('HH:MM') in the app's time field, with its label and its problem. */
export function FormTimeField({ form, name, label, error }: { form: FieldsProps['form']; name: 'pickupTime' | 'returnTime'; label: string; error: string | undefined }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TimeField
          size="md"
          label={label}
          withAsterisk
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}

/** A date of the form ('YYYY-MM-DD') in the app's date field; `minDate`, `notPast`: the earliest day offered. */
export function FormDateField({ form, name, label, error, minDate, notPast }: { form: FieldsProps['form']; name: 'pickupDate' | 'returnDate'; label: string; error: string | undefined; minDate?: string | undefined; notPast?: boolean }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DateField
          size="md"
          label={label}
          withAsterisk
          minDate={minDate}
          notPast={notPast}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
