// The frame of back-office create and edit forms: titled sections, and a footer with Cancel and
// Save that stays in reach of the thumb at the bottom of a phone screen.
import { Box, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

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
  cancelLabel: string;
  submitLabel: string;
  /** True while saving: the button spins and cannot be pressed twice. */
  pending: boolean;
}

/** Cancel (a link back) and the submit button, sticky at the bottom of the screen. */
export function FormActions({ cancelTo, cancelLabel, submitLabel, pending }: FormActionsProps) {
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
          {cancelLabel}
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
