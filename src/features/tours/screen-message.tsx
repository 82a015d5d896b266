// A screen with nothing to show but a message: loading, or a tour that does not exist.
import { Container, Stack, Text, Title } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Loading } from '../../ui/loading';

export function ScreenMessage({ loading = false, title, text, children }: { loading?: boolean; title?: string; text?: string; children?: ReactNode }) {
  if (loading) {
    return (
      <Stack align="center" justify="center" mih="50vh">
        <Loading color="gold.5" type="dots" />
      </Stack>
    );
  }
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <IconMapOff size={56} stroke={1.2} color="var(--brand-accent-text)" aria-hidden />
        <Title order={1}>{title}</Title>
        {text && <Text c="dimmed">{text}</Text>}
        {children}
      </Stack>
    </Container>
  );
}
