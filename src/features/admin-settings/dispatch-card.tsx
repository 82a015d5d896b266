// The settings card of what dispatch counts on: the buffers around each ride, how long a transfer
// takes when nothing better is known, an hourly hire's default hours, and the longer transfers by
// place (an airport's is the longest of its two ends). The board and the server's check read them.
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconClockHour4, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { PLACES, placeById, placeName } from '../../domain/places';
import { useLang } from '../../i18n/use-lang';
import type { SettingsFields } from './settings-fields';
import { SettingsCard } from './settings-parts';

export function DispatchCard({ fields: { editing, control, text } }: { fields: SettingsFields }) {
  const { t } = useLingui();
  const lang = useLang();
  const places = useFieldArray({ control, name: 'dispatch.places', keyName: 'key' });
  const [adding, setAdding] = useState('');
  const nameOf = (id: string) => {
    const place = placeById(id);
    return place ? placeName(place, lang) : id;
  };
  const listed = new Set(places.fields.map((p) => p.placeId));
  const addable = PLACES.filter((p) => !listed.has(p.id)).map((p) => ({ value: p.id, label: placeName(p, lang) }));

  return (
    <SettingsCard
      title={t`Dispatch`}
      description={t`How long rides keep a driver and a vehicle busy: the board and the conflict check count with these.`}
      icon={IconClockHour4}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t`Buffer before each ride (min)`} inputMode="numeric" {...text('dispatch.bufferBeforeMinutes', 'ltr')} />
        <TextInput label={t`Buffer after each ride (min)`} inputMode="numeric" {...text('dispatch.bufferAfterMinutes', 'ltr')} />
        <TextInput
          label={t`Transfer length when unknown (min)`}
          description={t`When neither end is a place listed below.`}
          inputMode="numeric"
          {...text('dispatch.transferMinutes', 'ltr')}
        />
        <TextInput
          label={t`Hourly hire by default (hours)`}
          description={t`When the booking does not say how many.`}
          inputMode="numeric"
          {...text('dispatch.hourlyHours', 'ltr')}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t`Transfer length by place (min)`}
        </Text>
        <Text size="xs" c="dimmed">
          {t`A transfer to or from one of these places takes this long; with two of them, the longer one counts.`}
        </Text>
        {places.fields.length === 0 && (
          <Text size="sm" c="dimmed">
            {t`No place listed: every transfer takes the length above.`}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {places.fields.map((place, index) => (
            <Group key={place.key} gap="xs" wrap="nowrap" align="flex-end">
              <TextInput label={nameOf(place.placeId)} inputMode="numeric" style={{ flex: 1 }} {...text(`dispatch.places.${index}.minutes`, 'ltr')} />
              {editing && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={42}
                  mb={2}
                  aria-label={t`Remove ${nameOf(place.placeId)}`}
                  onClick={() => places.remove(index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
        </SimpleGrid>
        {editing && addable.length > 0 && (
          <NativeSelect
            label={t`Add a place`}
            size="md"
            maw={{ sm: 380 }}
            value={adding}
            data={[{ value: '', label: t`Choose a place` }, ...addable]}
            onChange={(event) => {
              const placeId = event.currentTarget.value;
              if (!placeId) return;
              places.append({ placeId, minutes: '60' }, { focusName: `dispatch.places.${places.fields.length}.minutes` });
              setAdding('');
            }}
          />
        )}
      </Stack>
    </SettingsCard>
  );
}
