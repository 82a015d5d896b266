// What an edit screen shows for an id the device does not know (deleted, or a wrong link).
import { Button, Paper, Stack, Text, Title, useDirection } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconSearchOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export interface RecordNotFoundProps {
  /** 'Vehicle not found', 'Tour not found', 'Blog post not found'. */
  title: string;
  description?: string;
  /** The list to go back to, and the link's words ('Back to cars'). */
  backTo: string;
  backLabel: string;
  /** Right to left: the arrow points the other way (by default, the document's direction). */
  rtl?: boolean;
}

export function RecordNotFound({ title, description, backTo, backLabel, rtl }: RecordNotFoundProps) {
  const { dir } = useDirection();
  const Arrow = (rtl ?? dir === 'rtl') ? IconArrowRight : IconArrowLeft;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto" bg="var(--brand-surface)">
      <Stack align="center" ta="center" gap="sm">
        <IconSearchOff size={40} aria-hidden color="var(--brand-accent-text)" />
        <Title order={2} size="h3">
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
        <Button component={Link} to={backTo} variant="light" size="md" mt="xs" leftSection={<Arrow size={18} aria-hidden />}>
          {backLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
