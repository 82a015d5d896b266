// What the booking page shows while the office has switched maintenance mode on.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconPhone, IconTools } from '@tabler/icons-react';
import type { Settings } from '../../domain/types';

export function MaintenanceNotice({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  const phone = settings.sitePhone.trim();
  const email = settings.siteEmail.trim();
  return (
    <Container size="sm" py={{ base: 40, sm: 72 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="var(--brand-surface)" style={{ borderColor: 'var(--brand-border)' }}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light" color="gold">
            <IconTools size={32} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            <Trans>Online booking is paused</Trans>
          </Title>
          <Text c="dimmed" maw={460}>
            <Trans>
              We are carrying out maintenance on our booking system. Our team is still at your service: call or write to us and we will book
              your ride for you.
            </Trans>
          </Text>
          <Group justify="center" gap="sm" mt="xs">
            {phone && (
              <Button component="a" href={`tel:${phone.replace(/\s+/g, '')}`} size="md" leftSection={<IconPhone size={18} aria-hidden />} aria-label={t`Call us: ${phone}`}>
                <bdi dir="ltr">{phone}</bdi>
              </Button>
            )}
            {email && (
              <Button component="a" href={`mailto:${email}`} size="md" variant="outline" leftSection={<IconMail size={18} aria-hidden />} aria-label={t`Write to us: ${email}`}>
                <bdi dir="ltr">{email}</bdi>
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
