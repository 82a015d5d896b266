import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Divider, Drawer, Group, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { NavLink } from 'react-router-dom';
import { AppDbBoundary } from '../db/app-db-boundary';
import type { CustomerDialog } from '../features/customer-auth/customer-dialogs';
import { CustomerAccountPanel } from '../features/customer-auth/customer-menu';
import classes from './header.module.css';
import { HeaderIcons } from './header-icons';
import { LanguageMenu } from './language-menu';
import { useNavItems } from './nav-items';
import { languageAtom, sessionAtom, useAtomValue } from './state';

interface Props {
  opened: boolean;
  onClose: () => void;
  onOpenDialog: (dialog: CustomerDialog) => void;
}

/** The small-screen menu panel: search, links, language, account buttons and icons. */
export function MobileMenu({ opened, onClose, onOpenDialog }: Props) {
  const { t } = useLingui();
  const lang = useAtomValue(languageAtom);
  const items = useNavItems();
  const session = useAtomValue(sessionAtom);
  const customer = session.status === 'signed-in' && session.session.kind === 'customer';
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={lang === 'ar' ? 'left' : 'right'}
      size="min(88vw, 360px)"
      title={t`Menu`}
      closeButtonProps={{ 'aria-label': t`Close menu` }}
    >
      <Stack gap="md">
        <TextInput
          type="search"
          placeholder={t`Search`}
          aria-label={t`Search`}
          leftSection={<IconSearch size={16} aria-hidden />}
          radius="xl"
        />
        <Box component="nav" aria-label={t`Main`}>
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className={classes.drawerLink} onClick={onClose}>
              {item.label}
            </NavLink>
          ))}
        </Box>
        <Divider />
        <LanguageMenu fullWidth />
        {customer ? (
          <AppDbBoundary>
            <CustomerAccountPanel onNavigate={onClose} />
          </AppDbBoundary>
        ) : (
          <Group grow>
            <Button variant="outline" onClick={() => onOpenDialog('login')}>
              <Trans>Login</Trans>
            </Button>
            <Button onClick={() => onOpenDialog('signup')}>
              <Trans>Sign Up</Trans>
            </Button>
          </Group>
        )}
        <Group justify="center" gap="xs">
          <HeaderIcons />
        </Group>
      </Stack>
    </Drawer>
  );
}
