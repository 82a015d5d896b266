// Staff sign-in (SPEC 2.6): username, password, the default-credentials hint while it still works,
// and offline sign-in against the device's verifier when the server cannot be reached.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Code, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { showToast } from '../../ui/toast';
import { IconInfoCircle, IconKey, IconLock, IconUser, IconWifiOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { needsSignInAtom, sessionAtom, useAtomValue } from '../../app/state';
import { safeNextPath } from '../../domain/paths';
import { useLang } from '../../i18n/use-lang';
import { BrandMark } from '../../ui/brand-mark';
import { useCredentialsHint, useStaffSignIn } from './use-staff-auth';

interface Values {
  username: string;
  password: string;
}

export function AdminLoginPage() {
  const { t } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'), lang);
  const state = useAtomValue(sessionAtom);
  const { online } = useNetwork();
  const hint = useCredentialsHint();
  const signIn = useStaffSignIn();

  const staff = state.status === 'signed-in' && state.session.kind === 'staff' ? state.session : null;
  const again = useAtomValue(needsSignInAtom);

  const schema = useMemo(
    () =>
      v.object({
        username: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Username is required`)),
        password: v.pipe(v.string(), v.nonEmpty(t`Password is required`)),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { username: staff?.user.username ?? '', password: '' },
  });

  // Already signed in (and the session still works): straight on.
  if (staff && !again && !isSubmitting) return <Navigate to={next} replace />;

  const failed = (message: string) =>
    showToast({ color: 'red', title: t`Login Failed`, message, icon: <IconLock size={18} aria-hidden /> });

  const onSubmit = handleSubmit(async ({ username, password }) => {
    try {
      const result = await signIn(username, password);
      if (result.ok) {
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
      } else if (result.reason === 'invalid') {
        failed(t`Invalid username or password`);
      } else if (result.reason === 'offline-unknown') {
        failed(t`You are offline and this account has not signed in on this device yet. Connect to the internet to sign in.`);
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

        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t`Username`}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              size="md"
              leftSection={<IconUser size={18} aria-hidden />}
              error={errors.username?.message}
              {...register('username')}
            />
            <PasswordInput
              label={t`Password`}
              autoComplete="current-password"
              size="md"
              leftSection={<IconKey size={18} aria-hidden />}
              error={errors.password?.message}
              visibilityToggleFocusable
              visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
              {...register('password')}
            />
            <Button type="submit" size="md" fullWidth loading={isSubmitting} loaderProps={{ type: 'dots' }}>
              <Trans>Sign in</Trans>
            </Button>
          </Stack>
        </form>

        {hint && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} title={t`Default credentials`}>
            <Stack gap={6}>
              <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 12px', alignItems: 'center' }}>
                <Text component="dt" size="sm">
                  <Trans>Username</Trans>
                </Text>
                <Box component="dd" m={0}>
                  <Code dir="ltr" fz="sm">
                    {hint.username}
                  </Code>
                </Box>
                <Text component="dt" size="sm">
                  <Trans>Password</Trans>
                </Text>
                <Box component="dd" m={0}>
                  <Code dir="ltr" fz="sm">
                    {hint.password}
                  </Code>
                </Box>
              </Box>
              <Text size="xs" c="dimmed">
                <Trans>Shown until the password is changed in the profile.</Trans>
              </Text>
              <Box>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => {
                    setValue('username', hint.username, { shouldValidate: true });
                    setValue('password', hint.password, { shouldValidate: true });
                  }}
                >
                  <Trans>Fill in</Trans>
                </Button>
              </Box>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
