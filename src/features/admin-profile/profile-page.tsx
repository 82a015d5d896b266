// /admin/profile: who is signed in (photo or initials, role, verified or not), their personal info
// (name, phone, photo: synced, editable offline), the password change, after which this device's
// offline check accepts the new password and no longer the old one, and their own two-factor sign-in.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Avatar, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { showToast } from '../../ui/toast';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconKey } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH } from '../../domain/protocol';
import { StatusBadge } from '../../ui/admin/status-badge';
import { initialsOf } from '../../ui/initials';
import { useRoleLabel } from '../../ui/role-label';
import { useImageSrc } from '../../db/use-image-src';
import { ProfileDetails } from './profile-details';
import { useOwnProfile } from './queries';
import { TwoFactorSection } from './two-factor-section';
import { useChangePassword, useProfile } from './use-profile';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function ChangePassword() {
  const { t } = useLingui();
  const change = useChangePassword();
  const [problem, setProblem] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      v.pipe(
        v.object({
          currentPassword: v.pipe(v.string(), v.nonEmpty(t`Current password is required`)),
          newPassword: v.pipe(
            v.string(),
            v.nonEmpty(t`New password is required`),
            v.minLength(PASSWORD_MIN_LENGTH, t`Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
          ),
          confirmPassword: v.string(),
        }),
        v.forward(
          v.partialCheck(
            [['newPassword'], ['confirmPassword']],
            (input) => input.newPassword === input.confirmPassword,
            t`Passwords don't match`,
          ),
          ['confirmPassword'],
        ),
      ),
    [t],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    resolver: valibotResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setProblem(null);
    try {
      const result = await change(currentPassword, newPassword);
      if (result.ok) {
        reset();
        showToast({ color: 'teal', title: t`Password changed`, message: t`Use your new password from now on, on every device.` });
      } else if (result.reason === 'wrong-current') {
        setError('currentPassword', { message: t`The current password is incorrect` });
      } else if (result.reason === 'offline') {
        setProblem(t`Changing the password needs a connection to the server. Try again once online.`);
      } else if (result.reason === 'unauthorized') {
        setProblem(t`Your session has ended: sign in again, then change the password.`);
      } else {
        setProblem(result.message);
      }
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  });

  const toggle = { 'aria-label': t`Show or hide the password` };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={440}>
        <PasswordInput
          label={t`Current password`}
          autoComplete="current-password"
          size="md"
          visibilityToggleFocusable
          visibilityToggleButtonProps={toggle}
          error={errors.currentPassword?.message}
          aria-invalid={Boolean(errors.currentPassword)}
          {...register('currentPassword')}
        />
        <PasswordInput
          label={t`New password`}
          description={t`At least ${PASSWORD_MIN_LENGTH} characters.`}
          autoComplete="new-password"
          size="md"
          visibilityToggleFocusable
          visibilityToggleButtonProps={toggle}
          error={errors.newPassword?.message}
          aria-invalid={Boolean(errors.newPassword)}
          {...register('newPassword')}
        />
        <PasswordInput
          label={t`Confirm new password`}
          autoComplete="new-password"
          size="md"
          visibilityToggleFocusable
          visibilityToggleButtonProps={toggle}
          error={errors.confirmPassword?.message}
          aria-invalid={Boolean(errors.confirmPassword)}
          {...register('confirmPassword')}
        />
        {problem && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {problem}
          </Alert>
        )}
        <Group>
          <Button type="submit" size="md" loading={isSubmitting} leftSection={<IconKey size={18} aria-hidden />}>
            <Trans>Change password</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ProfilePage() {
  const { t } = useLingui();
  const roleLabel = useRoleLabel();
  const { session, account } = useProfile();
  const profile = useOwnProfile(session?.user.id);
  const photo = useImageSrc(profile?.image);
  if (!session) return null;
  const { user } = session;
  const name = profile?.name ?? user.name;
  const verified = account?.verified ?? false;
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar src={photo} color="gold.3" c="#0b1426" variant="filled" radius="50%" size={72} aria-hidden>
            {initialsOf(name)}
          </Avatar>
          <Stack gap={4} miw={0}>
            <Title order={2} size="h3">
              <bdi>{name}</bdi>
            </Title>
            <Text c="dimmed" size="sm">
              {roleLabel(user.role)} · <bdi dir="ltr">{user.username}</bdi>
            </Text>
            <Group gap="xs">
              <StatusBadge tone={verified ? 'positive' : 'neutral'}>
                {verified ? <IconCircleCheck size={14} aria-hidden /> : <IconCircleX size={14} aria-hidden />}
                {verified ? t`Verified` : t`Not verified`}
              </StatusBadge>
              {session.standalone && (
                <StatusBadge tone="neutral">
                  <Trans>Local account</Trans>
                </StatusBadge>
              )}
            </Group>
          </Stack>
        </Group>
      </Paper>
      <ProfileDetails session={session} profile={profile} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4">
              <Trans>Password</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>
                Choose a password of your own, one you use nowhere else. From then on it is the one to sign in with,
                on this device even offline.
              </Trans>
            </Text>
          </Stack>
          <ChangePassword />
        </Stack>
      </Paper>
      <TwoFactorSection />
    </Stack>
  );
}
