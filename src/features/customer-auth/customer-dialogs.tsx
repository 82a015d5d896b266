import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Modal, Stack, Text } from '@mantine/core';

export type CustomerDialog = 'login' | 'signup';

interface Props {
  opened: CustomerDialog | null;
  onChange: (dialog: CustomerDialog | null) => void;
}

/** The public Login and Sign Up dialogs; they switch to each other. Accounts open with the server. */
export function CustomerDialogs({ opened, onChange }: Props) {
  const { t } = useLingui();
  const close = () => onChange(null);

  return (
    <>
      <Modal
        opened={opened === 'login'}
        onClose={close}
        title={t`Welcome Back`}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack gap="md">
          <Text c="dimmed">
            <Trans>Sign in to your account</Trans>
          </Text>
          <Text size="sm">
            <Trans>Customer accounts open soon. You can already book without an account.</Trans>
          </Text>
          <Text size="sm">
            <Trans>Don't have an account?</Trans>{' '}
            <Anchor component="button" type="button" onClick={() => onChange('signup')}>
              <Trans>Sign up here</Trans>
            </Anchor>
          </Text>
        </Stack>
      </Modal>
      <Modal
        opened={opened === 'signup'}
        onClose={close}
        title={t`Join Us`}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack gap="md">
          <Text c="dimmed">
            <Trans>Create your account for premium transport services</Trans>
          </Text>
          <Text size="sm">
            <Trans>Customer accounts open soon. You can already book without an account.</Trans>
          </Text>
          <Text size="sm">
            <Trans>Already have an account?</Trans>{' '}
            <Anchor component="button" type="button" onClick={() => onChange('login')}>
              <Trans>Sign in here</Trans>
            </Anchor>
          </Text>
        </Stack>
      </Modal>
    </>
  );
}
