// The back office frame (SPEC 2.6): sidebar, header with the screen's title, sync badge and account menu.
// Mobile first: on phones the sidebar is a panel opened by the burger.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  AppShell,
  Box,
  Burger,
  Button,
  Group,
  NavLink as MantineNavLink,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink, IconLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { AppDbBoundary } from '../db/app-db-boundary';
import { paths } from '../domain/paths';
import { useLang } from '../i18n/use-lang';
import { OfficeBackground } from './admin-office-background';
import { BrandMark } from '../ui/brand-mark';
import { AccountMenu } from './admin-account-menu';
import { useAdminScreenText, useSidebarItems } from './admin-nav';
import { matchAdminScreen } from './admin-screens';
import { SyncBadge } from './admin-sync-badge';
import { LanguageMenu } from './language-menu';
import { needsSignInAtom, sessionAtom, syncStatusAtom, useAtomValue } from './state';
import { ThemeToggle } from './theme-toggle';
import { UpdatePrompt } from './update-prompt';
import { ScreenErrorBoundary } from '../ui/screen-error-boundary';
import './admin-styles';

const HEADER_HEIGHT = 64;

function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const lang = useLang();
  const { pathname } = useLocation();
  const state = useAtomValue(sessionAtom);
  const role = state.status === 'signed-in' && state.session.kind === 'staff' ? state.session.user.role : 'driver';
  const items = useSidebarItems(lang, role);
  return (
    <>
      <AppShell.Section>
        <Group gap="sm" px="xs" py="sm" wrap="nowrap">
          <BrandMark size={36} />
          <Box>
            <Text fw={600} ff="heading" lh={1.2}>
              Paris Prestige
            </Text>
            <Text size="xs" c="dimmed">
              <Trans>Back office</Trans>
            </Text>
          </Box>
        </Group>
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} mt="xs">
        <Stack gap={4}>
            {items.map((item) => {
              const active = item.end ? pathname === item.to : pathname === item.to || pathname.startsWith(`${item.to}/`);
              const Icon = item.icon;
              return (
                <MantineNavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={item.label}
                  leftSection={<Icon size={20} aria-hidden />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  variant="light"
                  color="gold"
                  onClick={onNavigate}
                  styles={{ root: { borderRadius: 'var(--mantine-radius-md)', minHeight: 48 }, label: { fontSize: 15 } }}
                />
              );
            })}
        </Stack>
      </AppShell.Section>
      <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--brand-border)' }}>
        <Stack gap="xs">
          <LanguageMenu fullWidth />
          <Anchor component={Link} to={paths.home(lang)} size="sm" px="xs" py={6}>
            <Group gap={6} wrap="nowrap">
              <IconExternalLink size={16} aria-hidden />
              <Trans>View site</Trans>
            </Group>
          </Anchor>
        </Stack>
      </AppShell.Section>
    </>
  );
}

/** Asks to sign in again when the server refused the session; unsent changes stay on the device. */
function SignInAgainBanner() {
  const lang = useLang();
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const status = useAtomValue(syncStatusAtom);
  if (!useAtomValue(needsSignInAtom)) return null;
  const pending = status?.pending ?? 0;
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      mb="md"
      icon={<IconLock size={20} aria-hidden />}
      title={t`Please sign in again`}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {pending > 0
            ? t`${plural(pending, {
                one: 'The server has ended your session. # change waits on this device: nothing is lost, it is sent once you sign in again.',
                other:
                  'The server has ended your session. # changes wait on this device: nothing is lost, they are sent once you sign in again.',
              })}`
            : t`The server has ended your session. Sign in again to keep this device in sync; nothing is lost.`}
        </Text>
        <Button component={Link} to={paths.admin.login(lang, `${pathname}${search}`)} size="sm">
          <Trans>Sign in again</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}

export function AdminLayout() {
  const { t } = useLingui();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const screen = matchAdminScreen(pathname);
  const { title, subtitle } = useAdminScreenText(screen);
  const session = useAtomValue(sessionAtom);
  const role = session.status === 'signed-in' && session.session.kind === 'staff' ? session.session.user.role : null;

  useEffect(() => {
    document.title = `${title} · Paris Prestige`;
  }, [title]);

  return (
    <AppDbBoundary>
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        navbar={{ width: 264, breakpoint: 'md', collapsed: { mobile: !opened } }}
        padding={{ base: 'sm', sm: 'lg' }}
      >
        <AppShell.Header>
          <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: 1 }}>
              <Burger
                hiddenFrom="md"
                opened={opened}
                onClick={toggle}
                size="md"
                aria-label={opened ? t`Close menu` : t`Open menu`}
                aria-expanded={opened}
                style={{ minWidth: 44, minHeight: 44 }}
              />
              <Box miw={0}>
                {/* Two lines on a phone, where the subtitle is hidden: 'Modifier la réservation' stays whole. */}
                <Title order={1} fz={{ base: 16, sm: 22 }} lh={1.2} lineClamp={2}>
                  {title}
                </Title>
                <Text size="xs" c="dimmed" lineClamp={1} visibleFrom="xs">
                  {subtitle}
                </Text>
              </Box>
            </Group>
            <Group gap={6} wrap="nowrap">
              <SyncBadge />
              <Box visibleFrom="xs">
                <ThemeToggle />
              </Box>
              <AccountMenu />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm" aria-label={t`Back office`}>
          <Sidebar onNavigate={close} />
        </AppShell.Navbar>
        <AppShell.Main id="main">
          <SignInAgainBanner />
          <ScreenErrorBoundary resetKey={pathname}>
            <Outlet />
          </ScreenErrorBoundary>
        </AppShell.Main>
        <UpdatePrompt />
        {role && <OfficeBackground role={role} />}
      </AppShell>
    </AppDbBoundary>
  );
}
