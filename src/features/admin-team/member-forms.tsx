// An admin's changes to another member's account: a new password (the first one of a member who has
// none yet, such as a sample driver), or disabling the account; both end the member's sessions on the
// server.
import { FormActions } from './form-actions';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { PasswordInput, Stack, Text } from '@mantine/core';
import { IconKey, IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH } from '../../domain/protocol';
import { showToast } from '../../ui/toast';
import { applyServerError, useProblemText, useServerWords } from './team-problems';
import { problemOf, type StaffAccount, type useTeam } from './use-team';

export function ResetPasswordForm({
  account,
  onDone,
  update,
}: {
  account: StaffAccount;
  onDone: () => void;
  update: ReturnType<typeof useTeam>['update'];
}) {
  const { t } = useLingui();
  const words = useServerWords();
  const problemText = useProblemText();
  const [problem, setProblem] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      v.object({
        password: v.pipe(
          v.string(),
          v.minLength(PASSWORD_MIN_LENGTH, t`Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
          v.maxLength(200, t`Password must be at most 200 characters`),
        ),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ resolver: valibotResolver(schema), defaultValues: { password: '' }, mode: 'onTouched' });

  const first = account.hasPassword === false;
  const onSubmit = handleSubmit(async ({ password }) => {
    setProblem(null);
    try {
      await update(account.id, { password });
      showToast(
        first
          ? { color: 'teal', title: t`Password set`, message: t`${account.name} can now sign in as ${account.username}.` }
          : { color: 'teal', title: t`Password reset`, message: t`${account.name} is signed out everywhere and signs in with the new password.` },
      );
      onDone();
    } catch (error) {
      setProblem(applyServerError(error, setError, ['password'], words, problemText));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {first ? (
            <Trans>
              <b>{account.name}</b> (<bdi dir="ltr">{account.username}</bdi>) has no password yet and cannot sign in. Set a
              password so they can sign in, and give it to them in person: they can change it on their profile.
            </Trans>
          ) : (
            <Trans>
              A new password for <b>{account.name}</b> (<bdi dir="ltr">{account.username}</bdi>). Their sessions end on every
              device.
            </Trans>
          )}
        </Text>
        <PasswordInput
          label={first ? t`Password` : t`New password`}
          description={t`At least ${PASSWORD_MIN_LENGTH} characters.`}
          autoComplete="new-password"
          size="md"
          data-autofocus
          visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
          error={errors.password?.message}
          {...register('password')}
        />
        <FormActions problem={problem} onCancel={onDone} busy={isSubmitting} icon={<IconKey size={18} aria-hidden />}>
          {first ? <Trans>Set password</Trans> : <Trans>Reset password</Trans>}
        </FormActions>
      </Stack>
    </form>
  );
}

export function DisableConfirm({
  account,
  onDone,
  update,
}: {
  account: StaffAccount;
  onDone: () => void;
  update: ReturnType<typeof useTeam>['update'];
}) {
  const { t } = useLingui();
  const problemText = useProblemText();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await update(account.id, { disabled: true });
      showToast({ color: 'teal', title: t`Account disabled`, message: t`${account.name} is signed out and can no longer sign in.` });
      onDone();
    } catch (error) {
      setProblem(problemText(problemOf(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>
          <b>{account.name}</b> is signed out on every device at once and can no longer sign in. You can enable the account
          again later.
        </Trans>
      </Text>
      <FormActions
        problem={problem}
        onCancel={onDone}
        busy={busy}
        danger
        onAction={() => void confirm()}
        icon={<IconLock size={18} aria-hidden />}
      >
        <Trans>Disable account</Trans>
      </FormActions>
    </Stack>
  );
}
