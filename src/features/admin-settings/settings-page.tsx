// /admin/settings: the office's settings in cards (SPEC 2.6 and DESIGN): read-only until 'Edit
// settings', saved through the repository so every device gets them. Cancel discards what was typed
// since 'Edit settings' and shows the stored values again.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Box, Button, Group, Loader, NativeSelect, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  IconBell,
  IconBuilding,
  IconCalculator,
  IconCloud,
  IconDatabase,
  IconPencil,
  IconPercentage,
  IconSettings,
  IconShieldLock,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, get, useForm, type FieldPath } from 'react-hook-form';
import {
  settingsFormSchema,
  toSettingsFormValues,
  toSettingsPatch,
  type SettingsFormValues,
} from '../../domain/settings-form';
import { VEHICLE_CLASSES, type Settings, type VehicleClass } from '../../domain/types';
import { showToast } from '../../ui/toast';
import { BackupSection } from './backup-section';
import { useIssueWords } from './issue-words';
import { SettingsCard, ToggleRow } from './settings-parts';
import { useSettingsRecord } from './use-settings-data';

/** Side-by-side fields whose labels wrap differently keep their boxes on one line. */
const bottomAligned = { root: { display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', height: '100%' } } as const;

type SwitchName = 'enableNotifications' | 'autoBackup' | 'maintenanceMode';

function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  const words = useIssueWords();
  const { save } = useSettingsRecord();
  const [editing, setEditing] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SettingsFormValues>({
    resolver: valibotResolver(settingsFormSchema),
    defaultValues: toSettingsFormValues(settings),
    mode: 'onTouched',
  });

  // What another device saves shows at once, but never over what is being typed.
  const editingRef = useRef(editing);
  useEffect(() => {
    editingRef.current = editing;
    if (!editing) return;
    // The sticky Save/Cancel bar must never hide the field that has the focus (WCAG 2.4.11).
    const root = document.documentElement;
    root.style.scrollPaddingBottom = '120px';
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [editing]);
  useEffect(() => {
    if (!editingRef.current) reset(toSettingsFormValues(settings));
  }, [settings, reset]);

  const onSave = handleSubmit(async (values) => {
    try {
      const saved = await save(toSettingsPatch(values));
      reset(toSettingsFormValues(saved));
      setEditing(false);
      showToast({ color: 'teal', title: t`Settings updated successfully`, message: t`Every device of the office gets them at its next sync.` });
    } catch (error) {
      showToast({ color: 'red', title: t`The settings could not be saved`, message: error instanceof Error ? error.message : String(error) });
    }
  });

  const cancel = () => {
    reset(toSettingsFormValues(settings));
    setEditing(false);
  };

  /** A text field's props; 'auto' lets an address or a name typed in French read right in Arabic. */
  const text = (name: FieldPath<SettingsFormValues>, dir: 'auto' | 'ltr' = 'auto') => ({
    dir,
    ...register(name),
    readOnly: !editing,
    variant: editing ? 'default' : 'filled',
    size: 'md' as const,
    error: words((get(errors, name) as { message?: string } | undefined)?.message),
  });

  const toggle = (name: SwitchName, label: string, description?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ToggleRow
          id={`setting-${name}`}
          label={label}
          description={description}
          editing={editing}
          checked={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          name={field.name}
        />
      )}
    />
  );

  const languages = [
    { value: 'fr', label: 'Français' },
    { value: 'en', label: 'English' },
    { value: 'ar', label: 'العربية' },
  ];
  const languageNote = t`For visitors whose browser speaks none of the site's languages.`;
  const vehicleLabel: Record<VehicleClass, string> = { sedan: t`Sedan`, suv: t`SUV`, van: t`Van`, coach: t`Coach` };

  return (
    <form onSubmit={onSave} noValidate aria-label={t`Settings`}>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} bg="var(--brand-surface)">
          <Group justify="space-between" gap="sm">
            <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: '1 1 240px' }}>
              {editing ? (
                <Badge color="yellow.9" variant="filled" radius="sm" style={{ flexShrink: 0 }}>
                  <Trans>Editing</Trans>
                </Badge>
              ) : null}
              <Text size="sm" c="dimmed">
                {editing ? (
                  <Trans>Change what you need, then save. Cancel puts back the saved values.</Trans>
                ) : (
                  <Trans>These settings are shared by every device of the office.</Trans>
                )}
              </Text>
            </Group>
            {!editing && (
              <Button size="md" leftSection={<IconPencil size={18} aria-hidden />} onClick={() => setEditing(true)}>
                <Trans>Edit settings</Trans>
              </Button>
            )}
          </Group>
        </Paper>

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
          </SimpleGrid>
        </SettingsCard>

        <SettingsCard title={t`Notifications`} description={t`What the back office tells you as it happens.`} icon={IconBell}>
          {toggle(
            'enableNotifications',
            t`Enable notifications`,
            t`Booking notifications: a notice on screen when a booking or a message arrives from the website while the back office is open.`,
          )}
        </SettingsCard>

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

        <SettingsCard title={t`Security`} description={t`Signing in to the back office.`} icon={IconShieldLock}>
          <Stack gap="md">
            <Group justify="space-between" gap="sm" wrap="nowrap" align="center">
              <Box miw={0}>
                <Text size="sm" fw={500} id="two-factor-label">
                  <Trans>Two-factor authentication</Trans>
                </Text>
                <Text size="xs" c="dimmed" id="two-factor-note">
                  <Trans>Coming soon: a second step at sign-in is not available yet.</Trans>
                </Text>
              </Box>
              <Button size="md" variant="default" disabled aria-describedby="two-factor-note" style={{ flexShrink: 0 }}>
                <Trans>Enable</Trans>
              </Button>
            </Group>
          </Stack>
        </SettingsCard>

        <SettingsCard
          title={t`Company and legal details`}
          description={t`Printed on the bon de commande and on invoices.`}
          icon={IconBuilding}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t`Legal name`} autoComplete="organization" {...text('company.legalName')} />
            <TextInput label={t`VTC register number`} placeholder="EVTC075250001" {...text('company.vtcRegistration', 'ltr')} />
            <TextInput label={t`SIREN`} description={t`9 digits`} inputMode="numeric" {...text('company.siren', 'ltr')} />
            <TextInput label={t`VAT number`} placeholder="FR40912345678" {...text('company.vatNumber', 'ltr')} />
          </SimpleGrid>
          <Textarea label={t`Address`} autosize minRows={2} {...text('company.address')} />
        </SettingsCard>

        <SettingsCard title={t`VAT rates`} description={t`Prices are entered tax included; invoices show the split.`} icon={IconPercentage}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t`Transport (%)`}
              description={t`Transfers and tours: an agreed route.`}
              inputMode="decimal"
              {...text('vatTransport')}
            />
            <TextInput
              label={t`Hourly hire (%)`}
              description={t`A car and driver at disposal.`}
              inputMode="decimal"
              {...text('vatHourly')}
            />
          </SimpleGrid>
        </SettingsCard>

        <SettingsCard
          title={t`Pricing calculator tariffs`}
          description={t`Per vehicle class: base fare, price per km, surcharge per passenger above the first, service fee.`}
          icon={IconCalculator}
        >
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {VEHICLE_CLASSES.map((vehicle) => (
              <Box
                key={vehicle}
                component="fieldset"
                m={0}
                p="md"
                style={{ border: '1px solid var(--brand-border)', borderRadius: 'var(--mantine-radius-md)' }}
              >
                <Text component="legend" fw={600} px={6}>
                  {vehicleLabel[vehicle]}
                </Text>
                <SimpleGrid cols={2} spacing="sm">
                  <TextInput label={t`Base fare (€)`} inputMode="decimal" styles={bottomAligned} {...text(`tariffs.${vehicle}.baseFare`)} />
                  <TextInput label={t`Per km (€)`} inputMode="decimal" styles={bottomAligned} {...text(`tariffs.${vehicle}.perKm`)} />
                  <TextInput
                    label={t`Per passenger (€)`}
                    inputMode="decimal"
                    styles={bottomAligned}
                    {...text(`tariffs.${vehicle}.perPassenger`)}
                  />
                  <TextInput
                    label={t`Service fee (%)`}
                    inputMode="decimal"
                    styles={bottomAligned}
                    {...text(`tariffs.${vehicle}.serviceFeePercent`)}
                  />
                </SimpleGrid>
              </Box>
            ))}
          </SimpleGrid>
        </SettingsCard>

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

        {editing && Object.keys(errors).length > 0 && (
          <Alert color="red" variant="light" role="alert">
            <Trans>Some fields need a look: their messages are next to them.</Trans>
          </Alert>
        )}
        {editing && (
          <Paper
            withBorder
            radius="lg"
            p="sm"
            shadow="md"
            bg="var(--brand-surface)"
            style={{ position: 'sticky', bottom: 'var(--mantine-spacing-sm)', zIndex: 5 }}
          >
            <Group justify="flex-end" gap="sm" wrap="nowrap">
              <Button size="md" variant="default" onClick={cancel} style={{ flex: '1 1 0' }} maw={240} px="xs">
                <Trans>Cancel</Trans>
              </Button>
              <Button
                type="submit"
                size="md"
                loading={isSubmitting}
                style={{ flex: '1 1 0' }}
                maw={240}
                px="xs"
              >
                <Trans>Save changes</Trans>
              </Button>
            </Group>
          </Paper>
        )}
      </Stack>
    </form>
  );
}

export function SettingsPage() {
  const { t } = useLingui();
  const { settings } = useSettingsRecord();
  if (!settings) {
    return (
      <Group justify="center" py="xl">
        <Loader color="gold.5" type="dots" aria-label={t`Loading`} />
      </Group>
    );
  }
  return (
    <Box maw={960} mx="auto">
      <SettingsForm settings={settings} />
    </Box>
  );
}
