// Two-factor sign-in once it is on: new recovery codes (for a code), and turning it off (for the
// password and a code). A recovery code works in both, for a person without their phone.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { showToast } from '../../ui/toast';
import { RecoveryCodes } from './recovery-codes';
import { CodeInput, ModalForm, useProblemText } from './two-factor-parts';
import type { TwoFactorActions } from './use-two-factor';

interface Props {
  opened: boolean;
  onClose: () => void;
}

export function RegenerateCodesModal({ opened, onClose, actions, username }: Props & { actions: Pick<TwoFactorActions, 'regenerate'>; username: string }) {
  const { t } = useLingui();
  const problemText = useProblemText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  const close = () => {
    setCode('');
    setError(undefined);
    setCodes(null);
    onClose();
  };
  const submit = async () => {
    if (!code.trim()) return setError(t`Enter the code from your authenticator app`);
    setBusy(true);
    const outcome = await actions.regenerate(code);
    setBusy(false);
    if (!outcome.ok) return setError(problemText(outcome.problem));
    setError(undefined);
    setCodes(outcome.value.recoveryCodes ?? []);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`New recovery codes`}
      size="md"
      closeOnClickOutside={!codes}
      closeOnEscape={!codes}
      withCloseButton={!codes}
    >
      {codes ? (
        <RecoveryCodes codes={codes} username={username} onDone={close} />
      ) : (
        <ModalForm onSubmit={() => void submit()} label={t`New recovery codes`}>
          <Stack gap="md">
            <Text size="sm">
              <Trans>Your current recovery codes stop working, and ten new ones are shown once.</Trans>
            </Text>
            <CodeInput value={code} onChange={setCode} error={error} recovery />
            <Group gap="sm" grow>
              <Button variant="default" size="md" onClick={close}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" size="md" loading={busy}>
                <Trans>Make new codes</Trans>
              </Button>
            </Group>
          </Stack>
        </ModalForm>
      )}
    </Modal>
  );
}

export function TurnOffModal({ opened, onClose, actions }: Props & { actions: Pick<TwoFactorActions, 'disable'> }) {
  const { t } = useLingui();
  const problemText = useProblemText();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPassword('');
    setCode('');
    setErrors({});
    onClose();
  };
  const submit = async () => {
    const missing = {
      ...(password ? {} : { password: t`Enter your current password` }),
      ...(code.trim() ? {} : { code: t`Enter the code from your authenticator app` }),
    };
    setErrors(missing);
    if (missing.password || missing.code) return;
    setBusy(true);
    const outcome = await actions.disable(password, code);
    setBusy(false);
    if (!outcome.ok) {
      const message = problemText(outcome.problem);
      return setErrors(outcome.problem.kind === 'wrongCode' ? { code: message } : { password: message });
    }
    close();
    showToast({ color: 'teal', title: t`Two-factor authentication is off`, message: t`Signing in now asks for your password only.` });
  };

  return (
    <Modal opened={opened} onClose={close} title={t`Turn off two-factor authentication`} size="md">
      <ModalForm onSubmit={() => void submit()} label={t`Turn off two-factor authentication`}>
        <Stack gap="md">
          <Text size="sm">
            <Trans>Signing in will then ask for your password only. Your recovery codes stop working.</Trans>
          </Text>
          <PasswordInput
            label={t`Current password`}
            autoComplete="current-password"
            size="md"
            data-autofocus
            leftSection={<IconKey size={18} aria-hidden />}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
          />
          <CodeInput value={code} onChange={setCode} error={errors.code} recovery />
          <Group gap="sm" grow>
            <Button variant="default" size="md" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" size="md" color="red" loading={busy}>
              <Trans>Turn off</Trans>
            </Button>
          </Group>
        </Stack>
      </ModalForm>
    </Modal>
  );
}
