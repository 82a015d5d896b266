// 'My time off': the driver's coming and current time off, and a form to add one (Paris wall clock,
// the end after the start), written as a timeOff record that reaches the office with the next sync.
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBeach, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { TimeOff } from '../../domain/types';
import { intlLocale } from '../../i18n/i18n';
import { useLang } from '../../i18n/use-lang';
import { ConfirmDeleteModal } from '../../ui/admin/confirm-delete-modal';
import { showToast } from '../../ui/toast';
import { readTimeOff, REASON_MAX, type TimeOffIssue, type TimeOffIssues, type TimeOffValues } from './form';
import { addTimeOff, removeTimeOff, useRidesDb } from './queries';
import classes from './rides.module.css';

const EMPTY: TimeOffValues = { startsAt: '', endsAt: '', reason: '' };

function useWallClockFormat() {
  const lang = useLang();
  const format = new Intl.DateTimeFormat(intlLocale[lang], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
  // A Paris wall-clock 'YYYY-MM-DDTHH:MM' shown as it reads (formatted as UTC, so no zone moves it).
  return (local: string) => {
    const at = Date.parse(`${local}:00Z`);
    return Number.isFinite(at) ? format.format(at) : local;
  };
}

export function TimeOffSection({ staffId, entries, now }: { staffId: string; entries: TimeOff[]; now: string }) {
  const { t } = useLingui();
  const db = useRidesDb();
  const format = useWallClockFormat();
  const [values, setValues] = useState<TimeOffValues>(EMPTY);
  const [issues, setIssues] = useState<TimeOffIssues>({});
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<{ entry: TimeOff; busy: boolean } | null>(null);
  const coming = entries.filter((entry) => entry.endsAt > now);

  const messages: Record<TimeOffIssue, string> = {
    startRequired: t`Enter when your time off starts`,
    startInvalid: t`Enter a date and time`,
    endRequired: t`Enter when your time off ends`,
    endInvalid: t`Enter a date and time`,
    endBeforeStart: t`The end must be after the start`,
    reasonTooLong: t`At most ${REASON_MAX} characters`,
  };
  const field = (name: keyof TimeOffValues) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      if (issues[name]) setIssues((i) => ({ ...i, [name]: undefined }));
    },
    error: issues[name] ? messages[issues[name]] : undefined,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readTimeOff(values);
    if (!read.ok) {
      setIssues(read.issues);
      return;
    }
    setSaving(true);
    try {
      await addTimeOff(db, { staffId, startsAt: read.startsAt, endsAt: read.endsAt, reason: read.reason });
      setValues(EMPTY);
      setIssues({});
      showToast({ color: 'teal', title: t`Time off added`, message: t`The office sees it with the next sync.` });
    } catch {
      showToast({ color: 'red', title: t`Not saved`, message: t`This time off could not be saved on the device. Try again.` });
    } finally {
      setSaving(false);
    }
  };

  const span = (entry: TimeOff) => `${format(entry.startsAt)} – ${format(entry.endsAt)}`;
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleting({ ...deleting, busy: true });
    try {
      await removeTimeOff(db, deleting.entry.id);
      showToast({ color: 'teal', title: t`Time off deleted`, message: t`The office sees it with the next sync.` });
      setDeleting(null);
    } catch {
      showToast({ color: 'red', title: t`Not deleted`, message: t`This time off could not be deleted on the device. Try again.` });
      setDeleting((d) => (d ? { ...d, busy: false } : null));
    }
  };

  return (
    <Paper component="section" aria-labelledby="my-time-off" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="var(--brand-surface)">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconBeach size={24} aria-hidden color="var(--brand-accent-text)" />
          <Title order={2} size="h3" id="my-time-off">
            {t`My time off`}
          </Title>
        </Group>
        {coming.length === 0 ? (
          <Text c="dimmed">{t`No time off planned.`}</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`My time off`}>
            {coming.map((entry) => (
              <Group component="li" key={entry.id} className={classes.remark} justify="space-between" wrap="nowrap" gap="xs">
                <Box miw={0}>
                  <Text fw={600}>
                    <bdi>{format(entry.startsAt)}</bdi> – <bdi>{format(entry.endsAt)}</bdi>
                  </Text>
                  {entry.reason && (
                    <Text size="sm" c="dimmed">
                      <bdi>{entry.reason}</bdi>
                    </Text>
                  )}
                </Box>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={44}
                  aria-label={t`Delete the time off ${span(entry)}`}
                  onClick={() => setDeleting({ entry, busy: false })}
                >
                  <IconTrash size={20} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <form onSubmit={submit} noValidate aria-label={t`Add time off`} className={classes.timeOffForm}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput type="datetime-local" size="md" label={t`From`} withAsterisk {...field('startsAt')} />
              <TextInput type="datetime-local" size="md" label={t`To`} withAsterisk {...field('endsAt')} />
            </SimpleGrid>
            <TextInput size="md" label={t`Reason (optional)`} {...field('reason')} />
            <Button type="submit" size="md" h={48} loading={saving} leftSection={<IconPlus size={20} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
              {t`Add time off`}
            </Button>
          </Stack>
        </form>
      </Stack>
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t`Delete this time off?`}
        itemName={deleting ? span(deleting.entry) : undefined}
        busy={deleting?.busy ?? false}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
}
