// 'Add time off' (a driver, from, to, a reason) and 'Add downtime' (a car, from, to, maintenance,
// inspection or accident, a note): each a dialog whose draft lives as long as it is open, with the
// problems next to their fields once a save was tried, and kept as typed when a save fails.
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ValidationError } from '../../domain/schemas';
import { DOWNTIME_REASONS } from '../../domain/dispatch-types';
import type { Car, DowntimeReason, Profile } from '../../domain/types';
import { DateField } from '../../ui/date-field';
import { TimeField } from '../../ui/time-field';
import type { DispatchWords } from '../../ui/admin/dispatch-words';
import {
  downtimeInput,
  downtimeIssues,
  issuesOfRecord,
  timeOffInput,
  timeOffIssues,
  type DowntimeValues,
  type FormIssue,
  type FormIssues,
  type SpanValues,
  type TimeOffValues,
} from './form';
import { useBlockedWrites } from './queries';

function useIssueWords() {
  const { t } = useLingui();
  const words: Record<FormIssue, string> = {
    driverRequired: t`Choose a driver`,
    vehicleRequired: t`Choose a vehicle`,
    dateRequired: t`Enter a date`,
    dateInvalid: t`Enter a valid date`,
    timeRequired: t`Enter a time`,
    timeInvalid: t`Enter a time such as 08:30`,
    endBeforeStart: t`The end must be after the start`,
    tooLong: t`This text is too long`,
  };
  return (issue: FormIssue | undefined) => (issue ? words[issue] : undefined);
}

function FormDialog({ opened, title, onClose, children }: { opened: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      radius="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t`Close` }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened && children}
    </Modal>
  );
}

function SpanFields<V extends SpanValues>({ values, set, issues }: { values: V; set: (patch: Partial<V>) => void; issues: FormIssues }) {
  const { t } = useLingui();
  const word = useIssueWords();
  return (
    <>
      <SimpleGrid cols={2} spacing="sm">
        <DateField size="md" label={t`From`} withAsterisk value={values.fromDate} onChange={(fromDate) => set({ fromDate } as Partial<V>)} error={word(issues.fromDate)} />
        <TimeField size="md" label={t`Start time`} withAsterisk value={values.fromTime} onChange={(fromTime) => set({ fromTime } as Partial<V>)} error={word(issues.fromTime)} />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="sm">
        <DateField size="md" label={t`To`} withAsterisk value={values.toDate} onChange={(toDate) => set({ toDate } as Partial<V>)} error={word(issues.toDate)} />
        <TimeField size="md" label={t`End time`} withAsterisk value={values.toTime} onChange={(toTime) => set({ toTime } as Partial<V>)} error={word(issues.toTime)} />
      </SimpleGrid>
    </>
  );
}

/** A form's draft, its problems once a save was tried, and the save. */
function useDraft<V>(initial: V, check: (v: V) => FormIssues, write: (v: V) => Promise<unknown>, onDone: () => void) {
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<FormIssues>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const issues = tried ? { ...refused, ...check(values) } : {};
  const set = (patch: Partial<V>) => {
    setValues((v) => ({ ...v, ...patch }));
    setRefused({});
  };
  const save = async () => {
    setTried(true);
    if (Object.keys(check(values)).length > 0) return;
    setSaving(true);
    setFailed(false);
    try {
      await write(values);
      onDone();
    } catch (error) {
      if (error instanceof ValidationError) setRefused(issuesOfRecord(error.fieldErrors));
      else setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  return { values, set, issues, submit, saving, failed };
}

function Actions({ saving, failed, onCancel }: { saving: boolean; failed: boolean; onCancel: () => void }) {
  const { t } = useLingui();
  return (
    <>
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {t`It could not be saved. What you typed is still here; try again.`}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
        <Button variant="default" size="md" onClick={onCancel} disabled={saving}>
          {t`Cancel`}
        </Button>
        <Button size="md" type="submit" loading={saving}>
          {t`Save`}
        </Button>
      </Group>
    </>
  );
}

interface TimeOffProps {
  opened: boolean;
  day: string;
  drivers: Profile[];
  onClose: () => void;
  onSaved: () => void;
}

export function TimeOffDialog({ opened, day, drivers, onClose, onSaved }: TimeOffProps) {
  const { t } = useLingui();
  return (
    <FormDialog opened={opened} title={t`Add time off`} onClose={onClose}>
      <TimeOffForm day={day} drivers={drivers} onClose={onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

function TimeOffForm({ day, drivers, onClose, onSaved }: Omit<TimeOffProps, 'opened'>) {
  const { t } = useLingui();
  const word = useIssueWords();
  const { addTimeOff } = useBlockedWrites();
  const initial: TimeOffValues = { staffId: '', fromDate: day, fromTime: '00:00', toDate: day, toTime: '23:59', reason: '' };
  const draft = useDraft(initial, timeOffIssues, (v) => addTimeOff(timeOffInput(v)), onSaved);
  const { values, set, issues } = draft;
  return (
    <form noValidate onSubmit={draft.submit}>
      <Stack gap="md">
        <Select
          label={t`Driver`}
          withAsterisk
          size="md"
          data={drivers.map((d) => ({ value: d.id, label: d.name }))}
          value={values.staffId || null}
          onChange={(staffId) => set({ staffId: staffId ?? '' })}
          searchable
          error={word(issues.staffId)}
          comboboxProps={{ withinPortal: true }}
        />
        <SpanFields values={values} set={set} issues={issues} />
        <TextInput size="md" label={t`Reason (optional)`} value={values.reason} onChange={(e) => set({ reason: e.currentTarget.value })} error={word(issues.reason)} />
        <Actions saving={draft.saving} failed={draft.failed} onCancel={onClose} />
      </Stack>
    </form>
  );
}

interface DowntimeProps {
  opened: boolean;
  day: string;
  cars: Car[];
  words: DispatchWords;
  onClose: () => void;
  onSaved: () => void;
}

export function DowntimeDialog({ opened, day, cars, words, onClose, onSaved }: DowntimeProps) {
  const { t } = useLingui();
  return (
    <FormDialog opened={opened} title={t`Add downtime`} onClose={onClose}>
      <DowntimeForm day={day} cars={cars} words={words} onClose={onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

function DowntimeForm({ day, cars, words, onClose, onSaved }: Omit<DowntimeProps, 'opened'>) {
  const { t } = useLingui();
  const word = useIssueWords();
  const { addDowntime } = useBlockedWrites();
  const initial: DowntimeValues = { carId: '', fromDate: day, fromTime: '08:00', toDate: day, toTime: '18:00', reason: 'maintenance', note: '' };
  const draft = useDraft(initial, downtimeIssues, (v) => addDowntime(downtimeInput(v)), onSaved);
  const { values, set, issues } = draft;
  return (
    <form noValidate onSubmit={draft.submit}>
      <Stack gap="md">
        <Select
          label={t`Vehicle`}
          withAsterisk
          size="md"
          data={cars.map((c) => ({ value: c.id, label: c.plate ? `${c.name} · ${c.plate}` : c.name }))}
          value={values.carId || null}
          onChange={(carId) => set({ carId: carId ?? '' })}
          searchable
          error={word(issues.carId)}
          comboboxProps={{ withinPortal: true }}
        />
        <SpanFields values={values} set={set} issues={issues} />
        <Select
          label={t`Reason`}
          size="md"
          data={DOWNTIME_REASONS.map((r) => ({ value: r, label: words.reason(r) }))}
          value={values.reason}
          onChange={(reason) => reason && set({ reason: reason as DowntimeReason })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea size="md" label={t`Note (optional)`} rows={3} value={values.note} onChange={(e) => set({ note: e.currentTarget.value })} error={word(issues.note)} />
        <Actions saving={draft.saving} failed={draft.failed} onCancel={onClose} />
      </Stack>
    </form>
  );
}
