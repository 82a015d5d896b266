// The settings card of the extras sold with a ride (child seat, name sign, waiting time...): each
// one's name in French, English and Arabic, its price tax included, per unit or per quarter of an
// hour, its VAT rate, whether visitors are offered it in the booking wizard, and whether it is sold.
import { useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSparkles, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useLang } from '../../i18n/use-lang';
import { newExtraValues } from './extras-form';
import type { SettingsFields } from './settings-fields';
import { SettingsCard, ToggleRow } from './settings-parts';

export function ExtrasCard({ fields: { editing, control, register, text } }: { fields: SettingsFields }) {
  const { t } = useLingui();
  const lang = useLang();
  const extras = useFieldArray({ control, name: 'extras', keyName: 'key' });
  const watched = useWatch({ control, name: 'extras' });
  const nameOf = (index: number) => {
    const extra = watched?.[index];
    const names = { fr: extra?.nameFr, en: extra?.nameEn, ar: extra?.nameAr };
    return names[lang]?.trim() || extra?.nameFr?.trim() || t`New extra`;
  };

  return (
    <SettingsCard
      title={t`Extras`}
      description={t`Sold with a ride. Prices tax included; VAT 10 % when linked to the transport. Visitors are offered the public ones, the office every active one.`}
      icon={IconSparkles}
    >
      {extras.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t`No extra: bookings are sold without any.`}
        </Text>
      )}
      {extras.fields.map((extra, index) => (
        <Paper key={extra.key} withBorder radius="md" p="md" component="fieldset" aria-label={nameOf(index)} style={{ margin: 0, minWidth: 0 }}>
          <Stack gap="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600} dir="auto" aria-hidden>
                {nameOf(index)}
              </Text>
              {editing && (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-md"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  aria-label={t`Remove ${nameOf(index)}`}
                  onClick={() => extras.remove(index)}
                >
                  {t`Remove`}
                </Button>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput label={t`Name in French`} lang="fr" {...text(`extras.${index}.nameFr`)} />
              <TextInput label={t`Name in English`} lang="en" {...text(`extras.${index}.nameEn`)} />
              <TextInput label={t`Name in Arabic`} lang="ar" {...text(`extras.${index}.nameAr`)} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput label={t`Price, tax included (€)`} inputMode="decimal" {...text(`extras.${index}.price`, 'ltr')} />
              <NativeSelect
                label={t`Counted`}
                size="md"
                disabled={!editing}
                variant={editing ? 'default' : 'filled'}
                data={[
                  { value: 'unit', label: t`Per unit` },
                  { value: 'quarter_hour', label: t`Per 15 minutes` },
                ]}
                {...register(`extras.${index}.unit`)}
              />
              <TextInput label={t`VAT rate (%)`} inputMode="decimal" {...text(`extras.${index}.vatPercent`, 'ltr')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {(['public', 'active'] as const).map((flag) => (
                <Controller
                  key={flag}
                  control={control}
                  name={`extras.${index}.${flag}`}
                  render={({ field }) => (
                    <ToggleRow
                      id={`extra-${extra.key}-${flag}`}
                      label={flag === 'public' ? t`Offered to visitors` : t`Sold`}
                      description={flag === 'public' ? t`In the booking wizard.` : t`Off: kept, but offered to nobody.`}
                      editing={editing}
                      checked={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      name={field.name}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
      {editing && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => extras.append(newExtraValues(), { focusName: `extras.${extras.fields.length}.nameFr` })}
          >
            {t`Add an extra`}
          </Button>
        </Group>
      )}
    </SettingsCard>
  );
}
