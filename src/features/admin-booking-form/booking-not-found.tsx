// An unknown booking id on the edit and order screens (SPEC 8 'Booking not found'), with a way back.
import { Trans } from '@lingui/react/macro';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../domain/paths';
import { useLang } from '../../i18n/use-lang';
import rtl from '../../ui/rtl.module.css';

export function BookingNotFound() {
  const lang = useLang();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto" mt="xl">
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3">
          <Trans>Booking not found</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>It may have been deleted, or it has not reached this device yet.</Trans>
        </Text>
        <Button component={Link} to={paths.admin.bookings(lang)} size="md" variant="light" leftSection={<IconArrowLeft size={18} className={rtl.mirror} aria-hidden />}>
          <Trans>Back to bookings</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
