// The user name and password fields of the sign-in form and of standalone mode's first use, with the
// checks both forms make on them, and the one-time code field of the sign-in's second step.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconKey, IconShieldLock, IconUser } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import * as v from 'valibot';

type FieldProps = UseFormRegisterReturn & { error: string | undefined };

/** A user name is required (surrounding spaces dropped); a password is required. */
export function useCredentialRules() {
  const { t } = useLingui();
  return useMemo(
    () => ({
      username: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Username is required`)),
      password: v.pipe(v.string(), v.nonEmpty(t`Password is required`)),
    }),
    [t],
  );
}

export function UsernameField({ error, ...field }: FieldProps) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Username`}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      size="md"
      leftSection={<IconUser size={18} aria-hidden />}
      error={error}
      {...field}
    />
  );
}

/** A password that can be shown; `current-password` to sign in, `new-password` to choose one. */
export function PasswordField({
  label,
  autoComplete,
  error,
  ...field
}: FieldProps & { label: string; autoComplete: 'current-password' | 'new-password' }) {
  const { t } = useLingui();
  return (
    <PasswordInput
      label={label}
      autoComplete={autoComplete}
      size="md"
      leftSection={<IconKey size={18} aria-hidden />}
      error={error}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
      {...field}
    />
  );
}

/**
 * The second step of an account with two-factor on. A phone shows digits for the app's code; a
 * recovery code has letters, so the field can switch to a full keyboard.
 */
export function OneTimeCodeField({ error, ...field }: FieldProps) {
  const { t } = useLingui();
  const [recovery, setRecovery] = useState(false);
  return (
    <Stack gap={4} align="flex-start">
      <TextInput
        label={t`Authentication code`}
        description={t`The 6-digit code from your authenticator app, or one of your recovery codes.`}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        dir="ltr"
        size="md"
        w="100%"
        leftSection={<IconShieldLock size={18} aria-hidden />}
        error={error}
        {...field}
      />
      <Button variant="subtle" size="compact-sm" px={4} onClick={() => setRecovery((on) => !on)}>
        {recovery ? <Trans>Type the code from the app</Trans> : <Trans>Type a recovery code</Trans>}
      </Button>
    </Stack>
  );
}
