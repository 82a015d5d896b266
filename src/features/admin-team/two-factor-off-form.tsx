// An admin turns off the two-factor sign-in of a member who lost both their phone and their recovery
// codes, confirming with their own password. The member is signed out everywhere and signs in with
// their password alone; their own settings can turn it on again.
import { FormActions } from './form-actions';
import { Trans, useLingui } from '@lingui/react/macro';
import { PasswordInput, Stack, Text } from '@mantine/core';
import { IconShieldOff } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { showToast } from '../../ui/toast';
import { useProblemText } from './team-problems';
import { problemOf, type StaffAccount, type useTeam } from './use-team';

export function TurnOffTwoFactorForm({
  account,
  onDone,
  turnOff,
}: {
  account: StaffAccount;
  onDone: () => void;
  turnOff: ReturnType<typeof useTeam>['turnOffTwoFactor'];
}) {
  const { t } = useLingui();
  const problemText = useProblemText();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (!password) return setFieldError(t`Enter your password`);
    setFieldError(undefined);
    setBusy(true);
    try {
      await turnOff(account.id, password);
      showToast({
        color: 'teal',
        title: t`Two-factor authentication turned off`,
        message: t`${account.name} is signed out everywhere and signs in with their password alone.`,
      });
      onDone();
    } catch (error) {
      const found = problemOf(error);
      if (found.kind === 'wrongPassword') setFieldError(problemText(found));
      else setProblem(problemText(found));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            For a member who lost both their phone and their recovery codes. <b>{account.name}</b> (
            <bdi dir="ltr">{account.username}</bdi>) is signed out on every device and signs in with their password alone,
            until they turn two-factor authentication on again in their profile.
          </Trans>
        </Text>
        <PasswordInput
          label={t`Your password`}
          description={t`Confirm it is you: the password you sign in with.`}
          autoComplete="current-password"
          size="md"
          data-autofocus
          visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldError}
        />
        <FormActions problem={problem} onCancel={onDone} busy={busy} danger icon={<IconShieldOff size={18} aria-hidden />}>
          <Trans>Turn off two-factor</Trans>
        </FormActions>
      </Stack>
    </form>
  );
}
