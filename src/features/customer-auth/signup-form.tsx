// The public Sign Up dialog's form (SPEC 2.3, 5): five fields, the passwords must match before it can be sent.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { showToast } from '../../ui/toast';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH } from '../../domain/protocol';
import { SocialButtons } from './social-buttons';
import { useCustomerSignUp } from './use-customer-auth';
import { ProblemAlert, type Problem } from './problem-alert';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

export function SignupForm({ onDone, onSwitch }: { onDone: () => void; onSwitch: () => void }) {
  const { t } = useLingui();
  const signUp = useCustomerSignUp();
  const [problem, setProblem] = useState<Problem | null>(null);
  const schema = useMemo(
    () =>
      v.object({
        firstName: v.pipe(v.string(), v.trim(), v.nonEmpty(t`First name is required`), v.maxLength(100)),
        lastName: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Last name is required`), v.maxLength(100)),
        email: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Email is required`), v.email(t`Please enter a valid email address`)),
        password: v.pipe(
          v.string(),
          v.nonEmpty(t`Password is required`),
          v.minLength(PASSWORD_MIN_LENGTH, t`Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
        ),
        confirmPassword: v.pipe(v.string(), v.nonEmpty(t`Please confirm the password`)),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const [password, confirm] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const mismatch = confirm !== '' && confirm !== password;

  const onSubmit = handleSubmit(async ({ firstName, lastName, email, password: pwd }) => {
    setProblem(null);
    try {
      const result = await signUp({ firstName, lastName, email: email.toLowerCase(), password: pwd });
      if (result.ok) {
        const name = result.session.user.firstName || result.session.user.name;
        showToast({
          color: 'teal',
          title: t`Welcome, ${name}`,
          message: t`Your account is ready and you are signed in.`,
        });
        onDone();
      } else if (result.reason === 'offline') {
        setProblem({
          kind: 'offline',
          text: t`Creating an account needs a connection. You are offline: what you typed is kept, try again once you are back online.`,
        });
      } else if (result.reason === 'exists') {
        setError('email', { message: t`An account with this email already exists` });
      } else if (result.reason === 'refused') {
        let placed = false;
        for (const field of FIELDS) {
          const message = result.fields[field];
          if (message) {
            setError(field, { message });
            placed = true;
          }
        }
        if (!placed) setProblem({ kind: 'error', text: result.message });
      } else {
        setProblem({ kind: 'error', text: t`Something went wrong. Please try again.` });
      }
    } catch (error) {
      setProblem({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  });

  const toggle = { 'aria-label': t`Show or hide the password` };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">
          <Trans>Create your account for premium transport services</Trans>
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t`First Name`} autoComplete="given-name" size="md" error={errors.firstName?.message} {...register('firstName')} />
          <TextInput label={t`Last Name`} autoComplete="family-name" size="md" error={errors.lastName?.message} {...register('lastName')} />
        </SimpleGrid>
        <TextInput
          type="email"
          label={t`Email Address`}
          autoComplete="email"
          inputMode="email"
          size="md"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label={t`Password`}
          description={t`At least ${PASSWORD_MIN_LENGTH} characters.`}
          autoComplete="new-password"
          size="md"
          visibilityToggleFocusable
          visibilityToggleButtonProps={toggle}
          error={errors.password?.message}
          aria-invalid={Boolean(errors.password)}
          {...register('password')}
        />
        <PasswordInput
          label={t`Confirm Password`}
          autoComplete="new-password"
          size="md"
          visibilityToggleFocusable
          visibilityToggleButtonProps={toggle}
          error={mismatch ? t`Passwords don't match` : errors.confirmPassword?.message}
          aria-invalid={mismatch || Boolean(errors.confirmPassword)}
          {...register('confirmPassword')}
        />
        <Text size="xs" c="dimmed">
          <Trans>By creating an account, you agree to our Terms of Service and Privacy Policy.</Trans>
        </Text>
        <ProblemAlert problem={problem} />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={isSubmitting}
          loaderProps={{ type: 'dots' }}
          disabled={password !== confirm}
        >
          {isSubmitting ? t`Creating Account...` : t`Create Account`}
        </Button>
        <SocialButtons />
        <Text size="sm" ta="center">
          <Trans>Already have an account?</Trans>{' '}
          <Anchor component="button" type="button" onClick={onSwitch}>
            <Trans>Sign in here</Trans>
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
