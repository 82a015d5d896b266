import { Trans } from '@lingui/react/macro';
import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { pwaAtom, useAtomValue } from './state';

/** Shown when a new version of the app has been downloaded and waits to take over. */
export function UpdatePrompt() {
  const { applyUpdate } = useAtomValue(pwaAtom);
  if (!applyUpdate) return null;
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
