// The public Login dialog's form (SPEC 2.3): email and password against the customer endpoints.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { showToast } from '../../ui/toast';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { SocialButtons } from './social-buttons';
import { useCustomerSignIn } from './use-customer-auth';
import { ProblemAlert, type Problem } from './problem-alert';

interface Values {
  email: string;
  password: string;
}

export function LoginForm({ onDone, onSwitch }: { onDone: () => void; onSwitch: () => void }) {
  const { t } = useLingui();
  const signIn = useCustomerSignIn();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [forgot, setForgot] = useState(false);
  const schema = useMemo(
    () =>
      v.object({
        email: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Email is required`), v.email(t`Please enter a valid email address`)),
        password: v.pipe(v.string(), v.nonEmpty(t`Password is required`)),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setProblem(null);
    try {
      const result = await signIn(email, password);
      if (result.ok) {
        const name = result.session.user.firstName || result.session.user.name;
        showToast({
          color: 'teal',
          title: t`Welcome back, ${name}`,
          message: t`You are signed in.`,
        });
        onDone();
      } else if (result.reason === 'offline') {
        setProblem({ kind: 'offline', text: t`Signing in needs a connection. You are offline: try again once you are back online.` });
      } else if (result.reason === 'refused') {
        setProblem({ kind: 'error', text: result.message });
      } else {
        setProblem({ kind: 'error', text: t`Invalid email or password` });
      }
    } catch (error) {
      setProblem({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">
          <Trans>Sign in to your account</Trans>
        </Text>
        <TextInput
          type="email"
          label={t`Email`}
          autoComplete="email"
          inputMode="email"
          size="md"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label={t`Password`}
          autoComplete="current-password"
          size="md"
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
          error={errors.password?.message}
          aria-invalid={Boolean(errors.password)}
          {...register('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component="button" type="button" size="sm" onClick={() => setForgot(true)}>
            <Trans>Forgot Password?</Trans>
          </Anchor>
        </Group>
        {forgot && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Trans>
              Password reset by email is not available yet. Please write to us through the contact page and we will
              help you get back into your account.
            </Trans>
          </Alert>
        )}
        <ProblemAlert problem={problem} />
        <Button type="submit" size="md" fullWidth loading={isSubmitting} loaderProps={{ type: 'dots' }}>
          {isSubmitting ? t`Signing In...` : t`Sign In`}
        </Button>
        <SocialButtons />
        <Text size="sm" ta="center">
          <Trans>Don't have an account?</Trans>{' '}
          <Anchor component="button" type="button" onClick={onSwitch}>
            <Trans>Sign up here</Trans>
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
