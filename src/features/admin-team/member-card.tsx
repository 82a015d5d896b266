// One team member in the list: name, user name, role, state, and the admin's actions on them.
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Badge, Box, Button, Group, Paper, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { IconKey, IconLock, IconLockOpen, IconShieldLock, IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { initialsOf } from '../../ui/initials';
import { useRoleLabel } from '../../ui/role-label';
import type { StaffAccount } from './use-team';

export function MemberCard({
  account,
  isMe,
  onReset,
  onDisable,
  onEnable,
  onTurnOffTwoFactor,
}: {
  account: StaffAccount;
  isMe: boolean;
  onReset: () => void;
  onDisable: () => void;
  onEnable: () => Promise<void>;
  onTurnOffTwoFactor: () => void;
}) {
  const { t } = useLingui();
  const roleLabel = useRoleLabel();
  const [busy, setBusy] = useState(false);
  const dark = useComputedColorScheme('light') === 'dark';
  const headingId = `member-${account.id}`;
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
          <Avatar
            color={account.disabled ? 'gray' : 'gold.3'}
            c="#0b1426"
            variant="filled"
            radius="xl"
            size={44}
            aria-hidden
          >
            {initialsOf(account.name)}
          </Avatar>
          <Box miw={0} style={{ flex: 1 }}>
            <Text fw={600} truncate id={headingId}>
              <bdi>{account.name}</bdi>
            </Text>
            <Text size="sm" c="dimmed" truncate>
              <bdi dir="ltr">{account.username}</bdi>
            </Text>
          </Box>
        </Group>
        <Group gap={6}>
          <Badge variant={account.role === 'admin' ? 'filled' : 'default'} radius="sm">
            {roleLabel(account.role)}
          </Badge>
          {account.disabled ? (
            <Badge variant="filled" color="red.9" radius="sm">
              <Trans>Disabled</Trans>
            </Badge>
          ) : (
            <Badge variant="outline" color={dark ? 'teal.3' : 'teal.9'} radius="sm">
              <Trans>Active</Trans>
            </Badge>
          )}
          {account.twoFactor && (
            <Badge variant="default" radius="sm" leftSection={<IconShieldLock size={12} aria-hidden />}>
              <Trans>Two-factor</Trans>
            </Badge>
          )}
          {isMe && (
            <Badge variant="default" radius="sm">
              <Trans>You</Trans>
            </Badge>
          )}
        </Group>
        {!isMe && (
          // Three actions wrap on a phone rather than cut their labels short.
          <Group gap="sm" grow preventGrowOverflow={false}>
            <Button
              size="md"
              variant="default"
              leftSection={<IconKey size={18} aria-hidden />}
              onClick={onReset}
              aria-label={t`Reset password of ${account.name}`}
            >
              <Trans>Reset password</Trans>
            </Button>
            {account.disabled ? (
              <Button
                size="md"
                variant="default"
                loading={busy}
                leftSection={<IconLockOpen size={18} aria-hidden />}
                aria-label={t`Enable ${account.name}`}
                onClick={() => {
                  setBusy(true);
                  void onEnable().finally(() => setBusy(false));
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
                aria-label={t`Disable ${account.name}`}
                onClick={onDisable}
              >
                <Trans>Disable</Trans>
              </Button>
            )}
            {account.twoFactor && (
              <Button
                size="md"
                variant="default"
                leftSection={<IconShieldOff size={18} aria-hidden />}
                aria-label={t`Turn off two-factor of ${account.name}`}
                onClick={onTurnOffTwoFactor}
              >
                <Trans>Turn off two-factor</Trans>
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
