// The settings cards on how the site and the back office run: general, notifications, data
// management, security and the sync server.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconBell, IconCloud, IconDatabase, IconSettings, IconShieldLock, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../domain/paths';
import type { Settings } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import { BackupSection } from './backup-section';
import type { SettingsFields } from './settings-fields';
import { SettingsCard } from './settings-parts';

export function GeneralCard({ fields: { editing, register, text, toggle }, settings }: { fields: SettingsFields; settings: Settings }) {
  const { t } = useLingui();
  const languages = [
    { value: 'fr', label: 'Français' },
    { value: 'en', label: 'English' },
    { value: 'ar', label: 'العربية' },
  ];
  const languageNote = t`The language of the site for visitors who arrive without one in the address.`;
  // The digits themselves outside the catalogs: Arabic-Indic ones are not in the Latin fonts' range.
  const digits = [
    { value: 'latn', label: `${t`Western`} (0123456789)` },
    { value: 'arab', label: `${t`Arabic-Indic`} (٠١٢٣٤٥٦٧٨٩)` },
  ];
  const digitsNote = t`How the Arabic pages write numbers, dates and prices. Pages show it as they open.`;
  return (
    <SettingsCard title={t`General`} description={t`How the site presents the business.`} icon={IconSettings}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t`Site name`} autoComplete="organization" {...text('siteName')} />
        <TextInput label={t`Site email`} type="email" autoComplete="email" {...text('siteEmail')} />
        <TextInput label={t`Site phone`} type="tel" autoComplete="tel" {...text('sitePhone', 'ltr')} />
        {editing ? (
          <NativeSelect label={t`Default language`} description={languageNote} size="md" data={languages} {...register('defaultLanguage')} />
        ) : (
          <TextInput
            label={t`Default language`}
            description={languageNote}
            size="md"
            variant="filled"
            readOnly
            value={languages.find((l) => l.value === settings.defaultLanguage)?.label ?? settings.defaultLanguage}
          />
        )}
        {editing ? (
          <NativeSelect label={t`Digits in Arabic`} description={digitsNote} size="md" data={digits} {...register('arabicDigits')} />
        ) : (
          <TextInput
            label={t`Digits in Arabic`}
            description={digitsNote}
            size="md"
            variant="filled"
            readOnly
            value={digits.find((d) => d.value === (settings.arabicDigits ?? 'latn'))?.label ?? ''}
          />
        )}
      </SimpleGrid>
      <Box mt="md">
        {toggle(
          'orderClientCopy',
          t`Client copy of the order form`,
          t`The BON DE COMMANDE stays in French; its preview also offers a copy in the client's language (English or Arabic).`,
        )}
      </Box>
    </SettingsCard>
  );
}

export function NotificationsCard({ fields: { toggle } }: { fields: SettingsFields }) {
  const { t } = useLingui();
  return (
    <SettingsCard title={t`Notifications`} description={t`What the back office tells you as it happens.`} icon={IconBell}>
      {toggle(
        'enableNotifications',
        t`Enable notifications`,
        t`Booking notifications: a notice on screen when a booking or a message arrives from the website while the back office is open.`,
      )}
    </SettingsCard>
  );
}

export function DataManagementCard({ fields: { text, toggle } }: { fields: SettingsFields }) {
  const { t } = useLingui();
  return (
    <SettingsCard title={t`Data management`} description={t`Backups, maintenance and how long messages are kept.`} icon={IconDatabase}>
      <Stack gap="md">
        {toggle(
          'autoBackup',
          t`Automatic backup (daily)`,
          t`Once a day, while an administrator has the back office open, a copy of all the data is kept on that device, to download or restore below.`,
        )}
        {toggle(
          'maintenanceMode',
          t`Maintenance mode`,
          t`Closes the public booking form with a notice. Bookings already made are kept.`,
        )}
        <TextInput
          label={t`Data retention period (days)`}
          description={t`Older contact messages are offered for deletion on the Messages screen.`}
          inputMode="numeric"
          maw={{ sm: 380 }}
          {...text('dataRetentionDays')}
        />
        <BackupSection />
      </Stack>
    </SettingsCard>
  );
}

/** The id of the profile's two-factor section (written here too, since a feature never imports another; a test checks the link lands there). */
const PROFILE_TWO_FACTOR = 'two-factor';

export function SecurityCard() {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <SettingsCard title={t`Security`} description={t`Signing in to the back office, for your own account.`} icon={IconShieldLock}>
      {/* Two-factor protects one's own account, so every staff member sets it in their profile. */}
      <Group justify="space-between" gap="sm" align="center">
        <Box miw={0} style={{ flex: '1 1 16rem' }}>
          <Text size="sm" fw={500}>
            <Trans>Two-factor authentication</Trans>
          </Text>
          <Text size="xs" c="dimmed" id="two-factor-note">
            <Trans>
              Each member of the team turns it on for their own account, in their profile: after the password,
              sign-in then asks for a code from an authenticator app.
            </Trans>
          </Text>
        </Box>
        <Button
          component={Link}
          to={{ pathname: paths.admin.profile(lang), hash: PROFILE_TWO_FACTOR }}
          size="md"
          variant="default"
          leftSection={<IconUser size={18} aria-hidden />}
          aria-describedby="two-factor-note"
        >
          <Trans>Manage in your profile</Trans>
        </Button>
      </Group>
    </SettingsCard>
  );
}

export function SyncServerCard({ fields: { text } }: { fields: SettingsFields }) {
  const { t } = useLingui();
  return (
    <SettingsCard title={t`Sync server`} description={t`Where the devices of the office meet.`} icon={IconCloud}>
      <TextInput
        label={t`Sync server URL`}
        description={t`Leave empty to sync with this server.`}
        placeholder="https://sync.example.com"
        type="url"
        inputMode="url"
        {...text('syncUrl', 'ltr')}
      />
    </SettingsCard>
  );
}
