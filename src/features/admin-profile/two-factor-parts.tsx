// What the two-factor dialogs share: their forms, the code field, and the words for what went wrong.
import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import type { TwoFactorProblem } from './use-two-factor';

/**
 * A dialog's form. Its submit stops here: a portal bubbles events up React's tree, and must not
 * submit a form the section may sit in.
 */
export function ModalForm({ onSubmit, label, children }: { onSubmit: () => void; label: string; children: ReactNode }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      {children}
    </form>
  );
}

export function CodeInput({
  value,
  onChange,
  error,
  recovery,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** Recovery codes are taken too (they have letters: no digits-only keyboard). */
  recovery: boolean;
}) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Authentication code`}
      description={
        recovery
          ? t`The 6-digit code from your authenticator app, or one of your recovery codes.`
          : t`The 6-digit code your authenticator app shows now.`
      }
      inputMode={recovery ? 'text' : 'numeric'}
      autoComplete="one-time-code"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      dir="ltr"
      size="md"
      data-autofocus
      leftSection={<IconShieldLock size={18} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}

export function useProblemText() {
  const { t } = useLingui();
  return (problem: TwoFactorProblem): string => {
    switch (problem.kind) {
      case 'standalone':
        return t`Two-factor sign-in needs the sync server, and this device works without one.`;
      case 'offline':
        return t`Two-factor sign-in is set on the server: connect to the internet to change it.`;
      case 'signIn':
        return t`Sign in again while online to change two-factor sign-in.`;
      case 'wrongPassword':
        return t`The password is not right.`;
      case 'wrongCode':
        return t`This code is not valid. Type the code your app shows now, or a recovery code not used before.`;
      case 'tooMany':
        return t`Too many attempts. Please wait a minute and try again.`;
      case 'server':
        return problem.message;
    }
  };
}
