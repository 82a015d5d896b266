// Turning two-factor sign-in on, step by step: the current password, then the key for the
// authenticator app (a QR code, or the key to type), then a first code from the app, then the
// recovery codes, shown once and confirmed saved.
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Center, CopyButton, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { QrCode } from './qr-code';
import { RecoveryCodes } from './recovery-codes';
import { CodeInput, ModalForm, useProblemText } from './two-factor-parts';
import type { TwoFactorActions, TwoFactorProblem } from './use-two-factor';

type Step =
  | { name: 'password' }
  | { name: 'scan'; secret: string; uri: string }
  | { name: 'code'; secret: string; uri: string }
  | { name: 'codes'; codes: string[] };

const STEP_NUMBER = { password: 1, scan: 2, code: 3, codes: 4 } as const;

/** The key in groups of four, as it is easiest to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function EnableTwoFactorModal({
  opened,
  onClose,
  actions,
  username,
}: {
  opened: boolean;
  onClose: () => void;
  actions: Pick<TwoFactorActions, 'setup' | 'enable'>;
  username: string;
}) {
  const { t } = useLingui();
  const problemText = useProblemText();
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setStep({ name: 'password' });
    setPassword('');
    setCode('');
    setError(undefined);
    onClose();
  };
  const fail = (problem: TwoFactorProblem) =>
    setError(problem.kind === 'wrongCode' ? t`This code is not valid. Type the code your app shows now.` : problemText(problem));

  const submitPassword = async () => {
    if (!password) return setError(t`Enter your current password`);
    setBusy(true);
    const outcome = await actions.setup(password);
    setBusy(false);
    if (!outcome.ok) return fail(outcome.problem);
    setError(undefined);
    setPassword('');
    setStep({ name: 'scan', ...outcome.value });
  };

  const submitCode = async () => {
    if (step.name !== 'code') return;
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) return setError(t`Enter the 6 digits your app shows`);
    setBusy(true);
    const outcome = await actions.enable(code);
    setBusy(false);
    if (!outcome.ok) return fail(outcome.problem);
    setError(undefined);
    setStep({ name: 'codes', codes: outcome.value.recoveryCodes ?? [] });
  };

  const number = STEP_NUMBER[step.name];
  const saving = step.name === 'codes';
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Turn on two-factor authentication`}
      size="md"
      // The recovery codes are shown once: the dialog closes only by confirming they were saved.
      closeOnClickOutside={!saving}
      closeOnEscape={!saving}
      withCloseButton={!saving}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>Step {number} of 4</Trans>
        </Text>
        {step.name === 'password' && (
          <ModalForm onSubmit={() => void submitPassword()} label={t`Confirm your password`}>
            <Stack gap="md">
              <Text size="sm">
                <Trans>Confirm it is you: type the password you sign in with.</Trans>
              </Text>
              <PasswordInput
                label={t`Current password`}
                autoComplete="current-password"
                size="md"
                data-autofocus
                leftSection={<IconKey size={18} aria-hidden />}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                error={error}
              />
              <Button type="submit" size="md" loading={busy}>
                <Trans>Continue</Trans>
              </Button>
            </Stack>
          </ModalForm>
        )}
        {step.name === 'scan' && (
          <Stack gap="md">
            <Text size="sm">
              <Trans>
                In an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 2FAS, …), add an
                account and scan this code.
              </Trans>
            </Text>
            <Center>
              <QrCode value={step.uri} label={t`QR code of the key for your authenticator app`} />
            </Center>
            <Stack gap={4}>
              <Text size="sm">
                <Trans>Cannot scan it? Type this key in the app instead (time-based):</Trans>
              </Text>
              <Group gap="sm" wrap="nowrap">
                <Text ff="monospace" size="md" fw={600} dir="ltr" style={{ wordBreak: 'break-all' }} data-testid="two-factor-key">
                  {grouped(step.secret)}
                </Text>
                <CopyButton value={step.secret}>
                  {({ copied, copy }) => (
                    <Button variant="default" size="compact-md" onClick={copy} style={{ flexShrink: 0 }}
                      leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}>
                      {copied ? <Trans>Copied</Trans> : <Trans>Copy key</Trans>}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Anchor href={step.uri} size="sm">
                <Trans>Open in an authenticator app on this device</Trans>
              </Anchor>
            </Stack>
            <Button size="md" onClick={() => setStep({ ...step, name: 'code' })}>
              <Trans>Continue</Trans>
            </Button>
          </Stack>
        )}
        {step.name === 'code' && (
          <ModalForm onSubmit={() => void submitCode()} label={t`Confirm a first code`}>
            <Stack gap="md">
              <Text size="sm">
                <Trans>Type the 6-digit code the app now shows for this account.</Trans>
              </Text>
              <CodeInput value={code} onChange={setCode} error={error} recovery={false} />
              <Group gap="sm" grow>
                <Button variant="default" size="md" onClick={() => setStep({ ...step, name: 'scan' })}>
                  <Trans>Back</Trans>
                </Button>
                <Button type="submit" size="md" loading={busy}>
                  <Trans>Turn on</Trans>
                </Button>
              </Group>
            </Stack>
          </ModalForm>
        )}
        {step.name === 'codes' && <RecoveryCodes codes={step.codes} username={username} onDone={close} />}
      </Stack>
    </Modal>
  );
}
