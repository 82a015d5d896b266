// Standalone mode's first use (no server has ever answered here): the person chooses the user name and
// password of this device's admin account, then is signed in. There is no default password to show.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH } from '../../domain/protocol';
import type { StaffSignInResult } from '../../sync/auth-staff';
import { PasswordField, UsernameField, useCredentialRules } from './credential-fields';
import { useLocalSetup } from './use-staff-auth';

interface Values {
  username: string;
  password: string;
  confirm: string;
}

interface Props {
  onSignedIn: (result: Extract<StaffSignInResult, { ok: true }>) => void;
  onFailed: (message: string) => void;
  /** Another tab set the device up meanwhile, or a server now answers: back to the sign-in form. */
  onClosed: () => void;
}

export function LocalSetupForm({ onSignedIn, onFailed, onClosed }: Props) {
  const { t } = useLingui();
  const setUp = useLocalSetup();
  const rules = useCredentialRules();
  const schema = useMemo(
    () =>
      v.pipe(
        v.object({
          username: rules.username,
          password: v.pipe(
            rules.password,
            v.minLength(PASSWORD_MIN_LENGTH, t`The password must be at least ${PASSWORD_MIN_LENGTH} characters`),
          ),
          confirm: v.string(),
        }),
        v.forward(
          v.check((values) => values.password === values.confirm, t`The two passwords are not the same`),
          ['confirm'],
        ),
      ),
    [rules, t],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: { username: 'admin', password: '', confirm: '' } });

  const onSubmit = handleSubmit(async ({ username, password }) => {
    try {
      const result = await setUp(username, password);
      if (result.ok) onSignedIn(result);
      else onClosed();
    } catch (error) {
      console.error('Setting up this device failed:', error);
      onFailed(t`Something went wrong on this device. Please try again.`);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Alert color="blue" variant="light" icon={<IconDeviceDesktop size={18} aria-hidden />} title={t`Set up this device`}>
          <Trans>
            No server answers here: the back office keeps its data on this device only. Choose the name and password of
            this device’s administrator.
          </Trans>
        </Alert>
        <UsernameField error={errors.username?.message} {...register('username')} />
        <PasswordField label={t`New password`} autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        <PasswordField
          label={t`Confirm the password`}
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...register('confirm')}
        />
        <Button type="submit" size="md" fullWidth loading={isSubmitting} loaderProps={{ type: 'dots' }}>
          <Trans>Create the account and sign in</Trans>
        </Button>
      </Stack>
    </form>
  );
}
