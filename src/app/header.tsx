import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Burger, Container, Group, VisuallyHidden } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { AppDbBoundary } from '../db/app-db-boundary';
import { paths } from '../domain/paths';
import { loadCatalogs } from '../i18n/i18n';
import type { CustomerDialog } from '../features/customer-auth/customer-dialogs';
import { BrandMark } from '../ui/brand-mark';
import { ChromeIconButton } from '../ui/chrome-icon-button';
import { useScrolledPast } from '../ui/use-scrolled-past';
import classes from './header.module.css';
import { HeaderIcons } from './header-icons';
import { InstallButton } from './install-button';
import { LanguageMenu } from './language-menu';
import { useNavItems } from './nav-items';
import { OfflineBadge } from './offline-badge';
import { lazyWithCatalog } from './screen';
import { languageAtom, sessionAtom, useAtomValue } from './state';

export const HEADER_HEIGHT = 72;
const SCROLLED_AFTER_PX = 20;

// The menu panel and the dialogs load when first opened, keeping them out of the first load; each
// brings the customer-auth catalog with it, or the dialogs would show message ids.
const loadMobileMenu = async () => (await Promise.all([import('./mobile-menu'), loadCatalogs(['customer-auth'])]))[0];
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));
const CustomerDialogs = lazy(async () => {
  const [module] = await Promise.all([import('../features/customer-auth/customer-dialogs'), loadCatalogs(['customer-auth'])]);
  return { default: module.CustomerDialogs };
});
const CustomerMenu = lazyWithCatalog('customer-auth', () => import('../features/customer-auth/customer-menu'), 'CustomerMenu');

export function Header() {
  const { t } = useLingui();
  const lang = useAtomValue(languageAtom);
  const items = useNavItems();
  const [scrollSentinel, scrolled] = useScrolledPast();
  const [menuOpened, setMenuOpened] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [dialog, setDialog] = useState<CustomerDialog | null>(null);
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  const session = useAtomValue(sessionAtom);
  const customer = session.status === 'signed-in' && session.session.kind === 'customer';

  const openDialog = (which: CustomerDialog) => {
    setMenuOpened(false);
    setDialogsLoaded(true);
    setDialog(which);
  };

  return (
    <>
      <div ref={scrollSentinel} className={classes.scrollSentinel} style={{ height: SCROLLED_AFTER_PX }} aria-hidden />
      <Box component="header" className={classes.header} data-scrolled={scrolled || undefined}>
        <Container size="xl" w="100%">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            {/* Named by what it shows (the tag line only where it is visible), then where it goes. */}
            <NavLink to={paths.home(lang)} className={classes.brand}>
              <BrandMark size={38} />
              <Box>
                <div className={classes.brandName}>Paris Prestige</div>
                <Box className={classes.brandTag} visibleFrom="xs">
                  <Trans>Chauffeur &amp; Tours</Trans>
                </Box>
                <VisuallyHidden>
                  <Trans comment="Heard after the company's name in the header's link to the home page">(home page)</Trans>
                </VisuallyHidden>
              </Box>
            </NavLink>

            <Group component="nav" gap={4} visibleFrom="md" aria-label={t`Main`}>
              {items.map((item) => (
                <NavLink key={item.to} to={item.to} end={item.end} className={classes.link}>
                  {item.label}
                </NavLink>
              ))}
            </Group>

            <Group gap={4} wrap="nowrap">
              <OfflineBadge />
              <InstallButton />
              <Group gap={4} visibleFrom="md" wrap="nowrap">
                <LanguageMenu />
                <HeaderIcons />
                {!customer && (
                  <ChromeIconButton
                    aria-label={t`Login`}
                    onClick={() => openDialog('login')}
                  >
                    <IconUserCircle size={22} aria-hidden />
                  </ChromeIconButton>
                )}
              </Group>
              {customer && (
                <AppDbBoundary>
                  <Suspense fallback={null}>
                    <CustomerMenu />
                  </Suspense>
                </AppDbBoundary>
              )}
              <Burger
                hiddenFrom="md"
                opened={menuOpened}
                onPointerEnter={() => void loadMobileMenu()}
                onClick={() => {
                  setMenuLoaded(true);
                  setMenuOpened((open) => !open);
                }}
                aria-label={menuOpened ? t`Close menu` : t`Open menu`}
                aria-expanded={menuOpened}
              />
            </Group>
          </Group>
        </Container>
      </Box>

      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={() => setMenuOpened(false)} onOpenDialog={openDialog} />
        </Suspense>
      )}
      {dialogsLoaded && (
        <AppDbBoundary>
          <Suspense fallback={null}>
            <CustomerDialogs opened={dialog} onChange={setDialog} />
          </Suspense>
        </AppDbBoundary>
      )}
    </>
  );
}
