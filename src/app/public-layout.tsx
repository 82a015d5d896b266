import { Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header, HEADER_HEIGHT } from './header';
import { UpdatePrompt } from './update-prompt';

export function PublicLayout() {
  return (
    <>
      <Header />
      <Box component="main" id="main" pt={HEADER_HEIGHT} mih="70vh">
        <Outlet />
      </Box>
      <Footer />
      <UpdatePrompt />
    </>
  );
}
