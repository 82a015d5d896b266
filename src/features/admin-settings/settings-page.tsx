// /admin/settings: the office's settings in cards (SPEC 2.6 and DESIGN): read-only until 'Edit
// settings', saved through the repository so every device gets them. Cancel discards what was typed
// since 'Edit settings' and shows the stored values again.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  settingsFormSchema,
  toSettingsFormValues,
  toSettingsPatch,
  type SettingsFormValues,
} from './form';
import type { Settings } from '../../domain/types';
import { showToast } from '../../ui/toast';
import { CompanyCard, TariffsCard, VatRatesCard } from './billing-cards';
import { DispatchCard } from './dispatch-card';
import { InvoicingCard } from './invoicing-card';
import { MessagesCard } from './messages-card';
import { ExtrasCard } from './extras-card';
import { DataManagementCard, GeneralCard, NotificationsCard, SecurityCard, SyncServerCard } from './office-cards';
import { useSettingsFields } from './settings-fields';
import { useSettingsRecord } from './use-settings-data';
import { Loading } from '../../ui/loading';

function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useLingui();
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
  // The form's defaults are what Cancel puts back: the latest of what this form saved and what the
  // database last showed (the database's copy can arrive a moment after a save, or from another
  // device while this one is typing: then the typed values stay).
  useEffect(() => {
    reset(toSettingsFormValues(settings), { keepValues: editingRef.current });
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
    reset();
    setEditing(false);
  };

  const fields = useSettingsFields({ register, control, errors, editing });

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

        <GeneralCard fields={fields} settings={settings} />
        <NotificationsCard fields={fields} />
        <DataManagementCard fields={fields} />
        <SecurityCard />
        <CompanyCard fields={fields} />
        <VatRatesCard fields={fields} />
        <TariffsCard fields={fields} />
        <ExtrasCard fields={fields} />
        <DispatchCard fields={fields} />
        <InvoicingCard fields={fields} />
        <MessagesCard fields={fields} />
        <SyncServerCard fields={fields} />

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
  const { settings } = useSettingsRecord();
  if (!settings) {
    return (
      <Group justify="center" py="xl">
        <Loading color="gold.5" type="dots" />
      </Group>
    );
  }
  return (
    <Box maw={960} mx="auto">
      <SettingsForm settings={settings} />
    </Box>
  );
}
