// The signed-in customer in the public header: their name, their bookings and sign-out.
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Button, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { showToast } from '../../ui/toast';
import { IconCalendarEvent, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { languageAtom, useAtomValue } from '../../app/state';
import { paths } from '../../domain/paths';
import { initialsOf } from '../../ui/initials';
import rtl from '../../ui/rtl.module.css';
import { useCustomerSession, useCustomerSignOut } from './use-customer-auth';

function useSignOutWithToast() {
  const { t } = useLingui();
  const signOut = useCustomerSignOut();
  return async () => {
    await signOut();
    showToast({ title: t`Signed out`, message: t`See you soon.` });
  };
}

export function CustomerMenu() {
  const { t } = useLingui();
  const lang = useAtomValue(languageAtom);
  const session = useCustomerSession();
  const signOut = useSignOutWithToast();
  if (!session) return null;
  const { user } = session;
  const name = user.name;
  // The initials are the button's visible label: the name holds them, for voice control.
  const initials = initialsOf(user.name);
  return (
    <Menu position="bottom-end" width={240} shadow="md" radius="md">
      <Menu.Target>
        <UnstyledButton aria-label={t`Account menu of ${name} (${initials})`} style={{ borderRadius: '50%' }}>
          <Avatar color="gold.3" c="#0b1426" variant="filled" radius="xl" size={36}>
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            <bdi>{user.email}</bdi>
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.myBookings(lang)} leftSection={<IconCalendarEvent size={16} aria-hidden />}>
          <Trans>My bookings</Trans>
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden className={rtl.mirror} />} onClick={() => void signOut()}>
          <Trans>Sign out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The same, laid out for the phone menu panel. */
export function CustomerAccountPanel({ onNavigate }: { onNavigate: () => void }) {
  const lang = useAtomValue(languageAtom);
  const session = useCustomerSession();
  const signOut = useSignOutWithToast();
  if (!session) return null;
  const { user } = session;
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Avatar color="gold.3" c="#0b1426" variant="filled" radius="xl" aria-hidden>
          {initialsOf(user.name)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            <bdi>{user.email}</bdi>
          </Text>
        </div>
      </Group>
      <Stack gap="xs">
        <Button component={Link} to={paths.myBookings(lang)} variant="outline" fullWidth onClick={onNavigate}>
          <Trans>My bookings</Trans>
        </Button>
        <Button
          variant="subtle"
          color="red"
          fullWidth
          onClick={() => {
            onNavigate();
            void signOut();
          }}
        >
          <Trans>Sign out</Trans>
        </Button>
      </Stack>
    </Stack>
  );
}
