// The detail page's building blocks: a titled card, and label and value lines.
import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the detail page. */
export function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="var(--brand-surface)">
      <Stack gap="md">
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Label and value lines; values are the customer's own words, isolated for right-to-left pages. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: '14px 24px' }}>
      {items.map(([label, value]) => (
        <Box key={label} miw={0}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" lts="0.04em" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} mt={2} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
