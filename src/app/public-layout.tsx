import { Box } from '@mantine/core';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from './footer';
import { Header, HEADER_HEIGHT } from './header';
import { UpdatePrompt } from './update-prompt';
import { ScreenErrorBoundary } from '../ui/screen-error-boundary';

export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <Header />
      <Box component="main" id="main" pt={HEADER_HEIGHT} mih="70vh">
        <ScreenErrorBoundary resetKey={pathname}>
          <Outlet />
        </ScreenErrorBoundary>
      </Box>
      <Footer />
      <UpdatePrompt />
    </>
  );
}
