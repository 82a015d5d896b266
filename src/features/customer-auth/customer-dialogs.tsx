// The public Login and Sign Up dialogs (SPEC 2.3); they switch to each other, and close on success.
import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

export type CustomerDialog = 'login' | 'signup';

interface Props {
  opened: CustomerDialog | null;
  onChange: (dialog: CustomerDialog | null) => void;
}

export function CustomerDialogs({ opened, onChange }: Props) {
  const { t } = useLingui();
  const close = () => onChange(null);
  const common = {
    onClose: close,
    centered: true,
    radius: 'lg',
    size: 'md',
    closeButtonProps: { 'aria-label': t`Close` },
    styles: { title: { fontFamily: 'var(--mantine-font-family-headings)', fontSize: 26, fontWeight: 600 } },
  } as const;

  return (
    <>
      <Modal opened={opened === 'login'} title={t`Welcome Back`} {...common}>
        <LoginForm onDone={close} onSwitch={() => onChange('signup')} />
      </Modal>
      <Modal opened={opened === 'signup'} title={t`Join Us`} {...common}>
        <SignupForm onDone={close} onSwitch={() => onChange('login')} />
      </Modal>
    </>
  );
}
