// The back office frame. Staff sign-in, its guard and the sidebar arrive with the sync server.
import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '../domain/paths';
import { useLang } from '../i18n/use-lang';
import { BrandMark } from '../ui/brand-mark';
import { LanguageMenu } from './language-menu';
import { OfflineBadge } from './offline-badge';
import { ThemeToggle } from './theme-toggle';
import { UpdatePrompt } from './update-prompt';

export function AdminLayout() {
  const lang = useLang();
  return (
    <>
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--brand-border)' }}>
        <Container size="xl">
          <Group justify="space-between">
            <Group gap="sm">
              <BrandMark size={32} />
              <Text fw={600} ff="heading">
                <Trans>Back office</Trans>
              </Text>
            </Group>
            <Group gap={4}>
              <OfflineBadge />
              <LanguageMenu />
              <ThemeToggle />
              <Anchor component={Link} to={paths.home(lang)} size="sm" ms="sm">
                <Trans>View site</Trans>
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" id="main">
        <Outlet />
      </Box>
      <UpdatePrompt />
    </>
  );
}
