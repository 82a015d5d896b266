import { Trans } from '@lingui/react/macro';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/** A screen whose route exists but whose content is still being built. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container size="md" py={64}>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center" gap="sm">
          <IconTools size={36} aria-hidden color="var(--brand-accent-text)" />
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">
            <Trans>This page is being prepared and will be available soon.</Trans>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
