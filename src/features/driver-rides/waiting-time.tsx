// The client's waiting time on a ride the driver reached: minutes typed, billed as the 'waiting'
// extra in quarters of an hour started at the settings' price (20 min: 2 x 15 min).
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useState } from 'react';
import { extrasOf } from '../../domain/billing-defaults';
import { extrasTotal, quartersStarted, waitingQuarters } from '../../domain/extras';
import { useSettings } from '../../db/hooks';
import type { Booking } from '../../domain/types';
import { showToast } from '../../ui/toast';
import { recordWaitingTime, useRidesDb } from './queries';
import classes from './rides.module.css';

const MINUTES_MAX = 600;

export function WaitingTime({ booking }: { booking: Booking }) {
  const { t, i18n } = useLingui();
  const settings = useSettings();
  const db = useRidesDb();
  const [minutes, setMinutes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const recorded = waitingQuarters(booking.extras);
  const recordedItem = booking.extras?.find((e) => e.extraId === 'waiting');
  const fieldId = `waiting-${booking.id}`;
  const money = (amount: string) => i18n.number(Number(amount), { style: 'currency', currency: 'EUR' });

  const save = async () => {
    const text = minutes.trim();
    const value = Number(text);
    if (!/^\d{1,3}$/.test(text) || value > MINUTES_MAX) {
      setError(t`Enter the minutes the client made you wait, from 0 to ${MINUTES_MAX}`);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const done = await recordWaitingTime(db, booking.id, value, extrasOf(settings));
      if (!done) setError(t`The office sells no waiting time: tell them instead.`);
      else setMinutes('');
    } catch (failure) {
      showToast({ color: 'red', title: t`The waiting time could not be saved`, message: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setSaving(false);
    }
  };

  const quarters = quartersStarted(Number(minutes.trim()) || 0);
  return (
    <Stack gap={6}>
      <div className={classes.label}>{t`Client's waiting time`}</div>
      <Text size="sm" aria-live="polite">
        {recorded > 0 && recordedItem
          ? t`Billed: ${plural(recorded, { one: '# quarter of an hour', other: '# quarters of an hour' })}, ${money(extrasTotal([recordedItem]))}`
          : t`None recorded.`}
      </Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          id={fieldId}
          label={t`Minutes waited`}
          inputMode="numeric"
          dir="ltr"
          size="md"
          value={minutes}
          error={error ? true : undefined}
          aria-describedby={`${fieldId}-help`}
          onChange={(event) => {
            setMinutes(event.currentTarget.value);
            if (error) setError(null);
          }}
          style={{ flex: 1 }}
        />
        <Button size="md" leftSection={<IconHourglass size={18} aria-hidden />} loading={saving} onClick={() => void save()}>
          {t`Record`}
        </Button>
      </Group>
      <Text size="xs" c={error ? 'var(--mantine-color-error)' : 'dimmed'} id={`${fieldId}-help`}>
        {error ??
          (quarters > 0
            ? t`Billed as ${plural(quarters, { one: '# quarter of an hour started', other: '# quarters of an hour started' })}`
            : t`Billed per quarter of an hour started.`)}
      </Text>
    </Stack>
  );
}
