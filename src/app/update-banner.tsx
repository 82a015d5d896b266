import { Trans } from '@lingui/react/macro';
import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** The banner of a new version downloaded and waiting to take over (see update-prompt.tsx). */
export function UpdateBanner({ applyUpdate }: { applyUpdate: () => void }) {
  return (
    <Affix position={{ bottom: 20, left: 20, right: 20 }} zIndex={300}>
      <Paper shadow="lg" p="md" radius="lg" withBorder maw={520} mx="auto" role="status">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={500}>
            <Trans>A new version is available.</Trans>
          </Text>
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={applyUpdate}>
            <Trans>Reload</Trans>
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
