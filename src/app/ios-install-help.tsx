import { Trans, useLingui } from '@lingui/react/macro';
import { List, Modal, Text } from '@mantine/core';

/** iOS has no install prompt: the steps to add the app to the home screen by hand. */
export function IosInstallHelp({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened onClose={onClose} title={t`Install the app on your iPhone or iPad`}>
      <List type="ordered" spacing="sm">
        <List.Item>
          <Trans>Open this site in Safari.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Tap the Share button at the bottom of the screen.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Choose “Add to Home Screen”, then “Add”.</Trans>
        </List.Item>
      </List>
      <Text size="sm" c="dimmed" mt="md">
        <Trans>The app then opens full screen and works without a connection.</Trans>
      </Text>
    </Modal>
  );
}
