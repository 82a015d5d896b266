// The message for a staff member whose role may not open the screen they asked for.
import { Trans } from '@lingui/react/macro';
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../domain/paths';
import { useLang } from '../i18n/use-lang';

export function NotAllowed() {
  const lang = useLang();
  return (
    <Center py={64} px="md">
      <Paper withBorder radius="lg" p="xl" maw={480}>
        <Stack align="center" ta="center" gap="sm">
          <IconLock size={36} aria-hidden color="var(--brand-accent-text)" />
          <Title order={1} size="h3">
            <Trans>Not allowed for your role</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>
              This screen is for administrators. Drivers can use their rides, the bookings, their profile and the
              sync screen.
            </Trans>
          </Text>
          <Button component={Link} to={paths.admin.rides(lang)} mt="xs">
            <Trans>Go to my rides</Trans>
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
