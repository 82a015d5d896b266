// The signed-in staff member's menu: profile, settings, the light/dark switch and sign-out.
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Menu, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconMoon, IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../domain/paths';
import { useLang } from '../i18n/use-lang';
import { initialsOf } from '../ui/initials';
import { useRoleLabel } from '../ui/role-label';
import rtl from '../ui/rtl.module.css';
import { canOpen } from './admin-access';
import { adminScreen } from './admin-screens';
import { useStaffSignOut } from './admin-sign-out';
import { staffSessionAtom, themeAtom, useAtom, useAtomValue } from './state';

export function AccountMenu() {
  const { t } = useLingui();
  const lang = useLang();
  const session = useAtomValue(staffSessionAtom);
  const [scheme, setScheme] = useAtom(themeAtom);
  const signOut = useStaffSignOut();
  const roleLabel = useRoleLabel();
  if (!session) return null;
  const { user } = session;
  const name = user.name;
  // The initials are the button's visible label: the name holds them, for voice control.
  const initials = initialsOf(user.name);
  const dark = scheme === 'dark';
  const settings = adminScreen('settings');
  const mayOpenSettings = settings ? canOpen(user.role, settings) : false;

  return (
    <Menu position="bottom-end" width={240} shadow="md" radius="md">
      <Menu.Target>
        <UnstyledButton aria-label={t`Account menu of ${name} (${initials})`} style={{ borderRadius: '50%' }}>
          <Avatar color="gold.3" c="#0b1426" variant="filled" radius="xl" size={40}>
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Stack gap={0}>
            <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
              {user.name}
            </Text>
            <Text size="xs" c="dimmed">
              {roleLabel(user.role)} · <bdi>{user.username}</bdi>
            </Text>
          </Stack>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.admin.profile(lang)} leftSection={<IconUser size={16} aria-hidden />}>
          <Trans>Profile</Trans>
        </Menu.Item>
        {mayOpenSettings && (
          <Menu.Item
            component={Link}
            to={paths.admin.settings(lang)}
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            <Trans>Settings</Trans>
          </Menu.Item>
        )}
        <Menu.Item
          role="menuitemcheckbox"
          aria-checked={dark}
          closeMenuOnClick={false}
          onClick={() => setScheme(dark ? 'light' : 'dark')}
          leftSection={<IconMoon size={16} aria-hidden />}
          rightSection={
            <Switch size="sm" checked={dark} readOnly tabIndex={-1} aria-hidden style={{ pointerEvents: 'none' }} />
          }
        >
          <Trans>Dark theme</Trans>
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden className={rtl.mirror} />}
          onClick={() => void signOut()}
        >
          <Trans>Logout</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
