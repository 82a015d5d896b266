// Staff sign-in (SPEC 2.6): username and password, then a one-time code for an account with two-factor
// on (the fields typed so far stay as they are); offline sign-in against the device's verifier when
// the server cannot be reached, and standalone mode's first use, where the person chooses the password
// of this device's admin. No password is ever shown: a new server prints its first one in its log.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { showToast } from '../../ui/toast';
import { IconLock, IconShieldLock, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { needsSignInAtom, sessionAtom, useAtomValue } from '../../app/state';
import { safeNextPath } from '../../domain/paths';
import { useLang } from '../../i18n/use-lang';
import { BrandMark } from '../../ui/brand-mark';
import type { StaffSignInResult } from '../../sync/auth-staff';
import { OneTimeCodeField, PasswordField, UsernameField, useCredentialRules } from './credential-fields';
import { LocalSetupForm } from './local-setup-form';
import { useSignInMode, useStaffSignIn } from './use-staff-auth';
import { useOnline } from '../../ui/use-online';

interface Values {
  username: string;
  password: string;
  code: string;
}

export function AdminLoginPage() {
  const { t } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'), lang);
  const state = useAtomValue(sessionAtom);
  const online = useOnline();
  const [mode, setMode] = useSignInMode();
  const signIn = useStaffSignIn();

  const staff = state.status === 'signed-in' && state.session.kind === 'staff' ? state.session : null;
  const again = useAtomValue(needsSignInAtom);

  const rules = useCredentialRules();
  const schema = useMemo(() => v.object({ ...rules, code: v.string() }), [rules]);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { username: staff?.user.username ?? '', password: '', code: '' },
  });
  // The server said the password is right and the account has two-factor on.
  const [needsCode, setNeedsCode] = useState(false);
  useEffect(() => {
    if (needsCode) setFocus('code');
  }, [needsCode, setFocus]);

  // Already signed in (and the session still works): straight on.
  if (staff && !again && !isSubmitting) return <Navigate to={next} replace />;

  const failed = (message: string) =>
    showToast({ color: 'red', title: t`Login Failed`, message, icon: <IconLock size={18} aria-hidden /> });

  const welcome = (result: Extract<StaffSignInResult, { ok: true }>) => {
    showToast({
      color: 'teal',
      title: t`Login Successful`,
      message:
        result.via === 'offline' ? (
          <Stack gap={2}>
            <span>{t`Welcome to the admin panel`}</span>
            <span>{t`You are signed in offline: your work stays on this device and is sent once you are back online.`}</span>
          </Stack>
        ) : (
          t`Welcome to the admin panel`
        ),
    });
    navigate(next, { replace: true });
  };

  const onSubmit = handleSubmit(async ({ username, password, code }) => {
    if (needsCode && !code.trim()) {
      setError('code', { message: t`Enter the code from your authenticator app` }, { shouldFocus: true });
      return;
    }
    try {
      const result = await signIn(username, password, needsCode ? code : undefined);
      if (result.ok) {
        welcome(result);
      } else if (result.reason === 'two-factor-required') {
        setNeedsCode(true);
      } else if (result.reason === 'two-factor-invalid') {
        setError(
          'code',
          { message: t`This code is not valid. Type the code your app shows now, or a recovery code not used before.` },
          { shouldFocus: true },
        );
      } else if (result.reason === 'invalid') {
        failed(t`Invalid username or password`);
      } else if (result.reason === 'offline-unknown') {
        // No answer: this device is offline, or it is online and the server did not answer.
        failed(
          navigator.onLine
            ? t`The server is not answering, and this account has not signed in on this device before. Try again in a moment.`
            : t`You are offline and this account has not signed in on this device yet. Connect to the internet to sign in.`,
        );
      } else {
        failed(result.message);
      }
    } catch (error) {
      console.error('Sign-in failed:', error);
      failed(t`Something went wrong on this device. Please try again.`);
    }
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440} shadow="sm" bg="var(--brand-surface)">
      <Stack gap="lg">
        <Stack gap={6} align="center" ta="center">
          <BrandMark size={56} />
          <Title order={1} size="h2">
            <Trans>Admin login</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>Sign in to the back office</Trans>
          </Text>
        </Stack>

        {again && (
          <Alert color="yellow" variant="light" icon={<IconLock size={18} aria-hidden />}>
            <Trans>Your session has ended. Sign in again to send your changes: nothing has been lost.</Trans>
          </Alert>
        )}
        {!online && (
          <Alert color="orange" variant="light" icon={<IconWifiOff size={18} aria-hidden />}>
            <Trans>You are offline. You can sign in with an account that has already signed in on this device.</Trans>
          </Alert>
        )}

        {mode === 'standalone-setup' ? (
          <LocalSetupForm onSignedIn={welcome} onFailed={failed} onClosed={() => setMode('standalone')} />
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <UsernameField error={errors.username?.message} {...register('username')} />
              <PasswordField
                label={t`Password`}
                autoComplete="current-password"
                error={errors.password?.message}
                {...register('password')}
              />
              {needsCode && (
                <>
                  <Alert color="blue" variant="light" icon={<IconShieldLock size={18} aria-hidden />}>
                    <Trans>This account has two-factor authentication: one more step to sign in.</Trans>
                  </Alert>
                  <OneTimeCodeField error={errors.code?.message} {...register('code')} />
                </>
              )}
              <Button type="submit" size="md" fullWidth loading={isSubmitting} loaderProps={{ type: 'dots' }}>
                <Trans>Sign in</Trans>
              </Button>
            </Stack>
          </form>
        )}

        {mode === 'server' && (
          <Text size="sm" c="dimmed" ta="center">
            <Trans>On a new installation, the first administrator password is printed in the server log.</Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
