// The frame of the staff sign-in page: the brand (back to the site), language and theme, then the form.
import { useLingui } from '@lingui/react/macro';
import { Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../domain/paths';
import { useLang } from '../i18n/use-lang';
import { BrandMark } from '../ui/brand-mark';
import { LanguageMenu } from './language-menu';
import { OfflineBadge } from './offline-badge';
import { ThemeToggle } from './theme-toggle';

export function AdminLoginLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" py="sm">
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Box
              component={Link}
              to={paths.home(lang)}
              aria-label={t`Paris Prestige Chauffeur, home`}
              style={{ display: 'flex', alignItems: 'center', gap: 10, textDecoration: 'none', color: 'inherit' }}
            >
              <BrandMark size={36} />
              <Text fw={600} ff="heading" visibleFrom="xs">
                Paris Prestige
              </Text>
            </Box>
            <Group gap={4} wrap="nowrap">
              <OfflineBadge />
              <LanguageMenu />
              <ThemeToggle />
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" id="main" style={{ flex: 1, display: 'grid', placeItems: 'center' }} px="sm" pb={48}>
        {children}
      </Box>
    </Box>
  );
}
