// The frame of back-office create and edit forms: titled sections, the catalogue forms' two columns,
// and a footer with Cancel and Save that stays in reach of the thumb at the bottom of a phone screen.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { Box, Button, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { get, useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type * as v from 'valibot';

/** A titled card of fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="var(--brand-surface)" component="section">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export interface FormActionsProps {
  /** The list to go back to without saving. */
  cancelTo: string;
  submitLabel: string;
  /** True while saving: the button spins and cannot be pressed twice. */
  pending: boolean;
}

/** Cancel (a link back) and the submit button, sticky at the bottom of the screen. */
export function FormActions({ cancelTo, submitLabel, pending }: FormActionsProps) {
  const { t } = useLingui();
  return (
    <Box
      pos="sticky"
      bottom={0}
      py="sm"
      style={{
        zIndex: 2,
        background: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--brand-border)',
      }}
    >
      <Group justify="flex-end" gap="sm" wrap="nowrap">
        <Button component={Link} to={cancelTo} variant="default" size="md" style={{ flex: '0 0 auto' }}>
          {t`Cancel`}
        </Button>
        <Button
          type="submit"
          size="md"
          loading={pending}
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          style={{ flex: '1 1 auto', maxWidth: '18rem' }}
        >
          {submitLabel}
        </Button>
      </Group>
    </Box>
  );
}

/**
 * A catalogue form's state (checked on blur against its valibot schema) and `error(name)`, the
 * field's message in the active language.
 */
export function useCatalogueForm<V extends FieldValues>(
  schema: v.GenericSchema<V>,
  initial: V,
  fieldError: (message: string | undefined) => string | undefined,
) {
  const form = useForm<V>({ resolver: valibotResolver(schema) as Resolver<V>, defaultValues: initial as DefaultValues<V>, mode: 'onTouched' });
  const error = (name: FieldPath<V>) => fieldError((get(form.formState.errors, name) as { message?: string } | undefined)?.message);
  return { ...form, error };
}

/** A catalogue form: its fields on the wide side, photo and status beside them, then Cancel and Save. */
export function CatalogueFormLayout({
  onSubmit,
  main,
  side,
  ...actions
}: FormActionsProps & { onSubmit: FormEventHandler<HTMLFormElement>; main: ReactNode; side: ReactNode }) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg" maw={1100} mx="auto">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>{main}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <Stack gap="lg">{side}</Stack>
          </Grid.Col>
        </Grid>
        <FormActions {...actions} />
      </Stack>
    </form>
  );
}
