// The user name and password fields of the sign-in form and of standalone mode's first use, with the
// checks both forms make on them.
import { useLingui } from '@lingui/react/macro';
import { PasswordInput, TextInput } from '@mantine/core';
import { IconKey, IconUser } from '@tabler/icons-react';
import { useMemo } from 'react';
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
