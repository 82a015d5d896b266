// One team member in the list: photo, name, user name and phone, role, state, a driver's documents
// about to expire or expired, and the admin's actions: their details (on the device, offline too),
// and their account (on the server, online).
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Avatar, Badge, Box, Button, Group, Paper, Stack, Text, useComputedColorScheme } from '@mantine/core';
import {
  IconCloudDownload,
  IconKey,
  IconLock,
  IconLockOpen,
  IconPencil,
  IconShieldLock,
  IconShieldOff,
  IconUserQuestion,
} from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useImageSrc } from '../../db/use-image-src';
import { initialsOf } from '../../ui/initials';
import { useRoleLabel } from '../../ui/role-label';
import { ExpiryBadges } from './expiry';
import type { Member } from './members';

export interface MemberActions {
  onEdit: () => void;
  onReset: () => void;
  onDisable: () => void;
  onEnable: () => Promise<void>;
  onTurnOffTwoFactor: () => void;
}

function AccountButtons({ member, actions }: { member: Member & { account: NonNullable<Member['account']> }; actions: MemberActions }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const dark = useComputedColorScheme('light') === 'dark';
  const { account, name } = member;
  const noPassword = account.hasPassword === false;
  return (
    <>
      <Button
        size="md"
        variant={noPassword ? 'filled' : 'default'}
        leftSection={<IconKey size={18} aria-hidden />}
        onClick={actions.onReset}
        aria-label={noPassword ? t`Set a password for ${name}` : t`Reset password of ${name}`}
      >
        {noPassword ? <Trans>Set a password</Trans> : <Trans>Reset password</Trans>}
      </Button>
      {account.disabled ? (
        <Button
          size="md"
          variant="default"
          loading={busy}
          leftSection={<IconLockOpen size={18} aria-hidden />}
          aria-label={t`Enable ${name}`}
          onClick={() => {
            setBusy(true);
            void actions.onEnable().finally(() => setBusy(false));
          }}
        >
          <Trans>Enable</Trans>
        </Button>
      ) : (
        <Button
          size="md"
          variant="default"
          c={dark ? 'red.4' : 'red.9'}
          leftSection={<IconLock size={18} aria-hidden />}
          aria-label={t`Disable ${name}`}
          onClick={actions.onDisable}
        >
          <Trans>Disable</Trans>
        </Button>
      )}
      {account.twoFactor && (
        <Button
          size="md"
          variant="default"
          leftSection={<IconShieldOff size={18} aria-hidden />}
          aria-label={t`Turn off two-factor of ${name}`}
          onClick={actions.onTurnOffTwoFactor}
        >
          <Trans>Turn off two-factor</Trans>
        </Button>
      )}
    </>
  );
}

export function MemberCard({
  member,
  isMe,
  accountsKnown,
  actions,
}: {
  member: Member;
  isMe: boolean;
  /** The server listed the accounts: a member without one has none there. */
  accountsKnown: boolean;
  actions: MemberActions;
}) {
  const { t } = useLingui();
  const roleLabel = useRoleLabel();
  const dark = useComputedColorScheme('light') === 'dark';
  const phoneWidth = useMediaQuery('(max-width: 36em)') ?? false;
  const { account, profile, name } = member;
  const photo = useImageSrc(profile?.image);
  const disabled = account ? account.disabled : profile?.active === false;
  const headingId = `member-${member.id}`;
  const phone = profile?.phone ?? '';
  const withAccount = account && !isMe ? { ...member, account } : null;
  return (
    <Paper
      component="li"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      bg="var(--brand-surface)"
      style={{ listStyle: 'none' }}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="center">
          <Avatar src={photo} color={disabled ? 'gray' : 'gold.3'} c="#0b1426" variant="filled" radius="50%" size={48} aria-hidden>
            {initialsOf(name)}
          </Avatar>
          <Box miw={0} style={{ flex: 1 }}>
            <Text fw={600} truncate id={headingId}>
              <bdi>{name}</bdi>
            </Text>
            <Group gap={6} wrap="wrap" c="dimmed">
              {account && (
                <Text size="sm" c="dimmed">
                  <bdi dir="ltr">{account.username}</bdi>
                </Text>
              )}
              {account && phone && (
                <Text size="sm" c="dimmed" aria-hidden>
                  ·
                </Text>
              )}
              {phone && (
                <Anchor href={`tel:${phone.replace(/[^+\d]/g, '')}`} size="sm" c="dimmed" underline="hover">
                  <bdi dir="ltr">{phone}</bdi>
                </Anchor>
              )}
            </Group>
          </Box>
        </Group>
        <Group gap={6}>
          <Badge variant={member.role === 'admin' ? 'filled' : 'default'} radius="sm">
            {roleLabel(member.role)}
          </Badge>
          {disabled ? (
            <Badge variant="filled" color="red.9" radius="sm">
              <Trans>Disabled</Trans>
            </Badge>
          ) : (
            <Badge variant="outline" color={dark ? 'teal.3' : 'teal.9'} radius="sm">
              <Trans>Active</Trans>
            </Badge>
          )}
          {account?.hasPassword === false && (
            <Badge variant="outline" color={dark ? 'orange.3' : '#a8390b'} radius="sm" leftSection={<IconKey size={12} aria-hidden />}>
              <Trans>No password yet</Trans>
            </Badge>
          )}
          {account?.twoFactor && (
            <Badge variant="default" radius="sm" leftSection={<IconShieldLock size={12} aria-hidden />}>
              <Trans>Two-factor</Trans>
            </Badge>
          )}
          {isMe && (
            <Badge variant="default" radius="sm">
              <Trans>You</Trans>
            </Badge>
          )}
          {profile && member.role === 'driver' && <ExpiryBadges profile={profile} />}
        </Group>
        {account?.hasPassword === false && !isMe && (
          <Text size="sm" c="dimmed">
            <Trans>Set a password so they can sign in.</Trans>
          </Text>
        )}
        {!profile && (
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconCloudDownload size={16} aria-hidden />
            <Text size="sm">
              <Trans>Their details reach this device with the next sync; then you can edit them here.</Trans>
            </Text>
          </Group>
        )}
        {profile && !account && accountsKnown && (
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconUserQuestion size={16} aria-hidden />
            <Text size="sm">
              <Trans>No sign-in account on the server for this member.</Trans>
            </Text>
          </Group>
        )}
        {(profile || withAccount) && (
          // On a phone the actions share the width and wrap rather than cut their labels short.
          <Group gap="sm" grow={phoneWidth} preventGrowOverflow={false}>
            {profile && (
              <Button
                size="md"
                variant="default"
                leftSection={<IconPencil size={18} aria-hidden />}
                onClick={actions.onEdit}
                aria-label={t`Edit details of ${name}`}
              >
                <Trans>Edit details</Trans>
              </Button>
            )}
            {withAccount && <AccountButtons member={withAccount} actions={actions} />}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
