// The assignment of a ride (the board's and a booking's detail): a driver and a vehicle, each listed
// with whether it is free, and the conflict check of the choice on this device as soon as it changes.
// A choice with conflicts is saved only by 'Save anyway'; without, 'Save' saves it. Data-free: the
// records come through `facts` (or an already built `model`), the write through `onSave`.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Select, Stack, Text, type ComboboxItem } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { findConflicts, rideSpan } from '../../domain/dispatch';
import { parisWallClock } from '../../domain/paris-time';
import type { Booking, Car, DispatchConflict } from '../../domain/types';
import { carChoices, driverChoices } from './assign-options';
import { buildDispatchModel, rideConflicts, type DispatchFacts, type DispatchModel } from './dispatch-model';
import { useDispatchWords } from './dispatch-words';
import classes from './assign-dialog.module.css';

export interface AssignChoice {
  driverId: string | null;
  assignedVehicleId: string | null;
}

export interface AssignDialogProps {
  /** The ride; the dialog is closed while null. */
  booking: Booking | null;
  /** The records around the ride's day; undefined while they load. */
  facts: DispatchFacts | undefined;
  /** The same, already indexed (the board has it). */
  model?: DispatchModel;
  onClose: () => void;
  /** Writes the choice; a rejection is shown in the dialog, which stays open. */
  onSave: (choice: AssignChoice) => Promise<void>;
}

export function AssignDialog({ booking, facts, model, onClose, onSave }: AssignDialogProps) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={booking !== null}
      onClose={onClose}
      title={t`Assign driver and vehicle`}
      radius="lg"
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t`Close` }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {booking && <AssignForm key={booking.id} booking={booking} facts={facts} model={model} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

function AssignForm({ booking, facts, model: given, onClose, onSave }: Omit<AssignDialogProps, 'booking'> & { booking: Booking }) {
  const { t } = useLingui();
  const words = useDispatchWords();
  // The draft is the dialog's own: records arriving from a sync while it is open do not reset it.
  const [driverId, setDriverId] = useState<string | null>(booking.driverId ?? null);
  const [vehicleId, setVehicleId] = useState<string | null>(booking.assignedVehicleId ?? null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const built = useMemo(() => (given || !facts ? null : buildDispatchModel(facts)), [given, facts]);
  const model = given ?? built;

  const draft: Booking = { ...booking, driverId: driverId ?? undefined, assignedVehicleId: vehicleId ?? undefined };
  const changed = driverId !== (booking.driverId ?? null) || vehicleId !== (booking.assignedVehicleId ?? null);
  // The saved choice carries the server's marks too; a new one is checked on this device only.
  const conflicts = model ? (changed ? findConflicts(draft, model.index) : rideConflicts(booking, model)) : null;

  const drivers = useMemo(() => (model ? driverChoices(booking, model, booking.driverId) : []), [booking, model]);
  const cars = useMemo(() => (model ? carChoices(booking, model, facts?.cars ?? [...model.lookups.cars.values()]) : []), [booking, model, facts]);
  const describe = (list: readonly DispatchConflict[], ride: Booking) => {
    const first = list[0];
    return !first ? t`Free at this time` : model ? words.conflict(first, ride, model.lookups) : '';
  };

  const driverData = drivers.map((d) => ({ value: d.profile.id, label: d.profile.name }));
  const driverNotes = new Map(
    drivers.map((d) => {
      const count = d.ridesThatDay;
      const rides = plural(count, { one: '# other ride that day', other: '# other rides that day' });
      return [d.profile.id, { note: `${describe(d.conflicts, { ...booking, driverId: d.profile.id })} · ${rides}`, free: d.conflicts.length === 0 }];
    }),
  );
  const carData = cars.map(({ car }) => ({ value: car.id, label: carLabel(car) }));
  const carNotes = new Map(
    cars.map((c) => {
      const { passengers: seats, luggage: bags } = c.car;
      const fit = t`${seats} seats · ${bags} bags`;
      const state = describe(c.conflicts, { ...booking, assignedVehicleId: c.car.id });
      return [c.car.id, { note: [c.requested ? t`Requested by the client` : '', fit, state].filter(Boolean).join(' · '), free: c.conflicts.length === 0 }];
    }),
  );

  const save = async () => {
    setSaving(true);
    setFailed(false);
    try {
      await onSave({ driverId, assignedVehicleId: vehicleId });
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const span = model ? rideSpan(booking, model.index) : null;
  const until = span ? parisWallClock(span.end)[1] : '';
  const conflictCount = conflicts?.length ?? 0;
  const withConflicts = conflictCount > 0;
  const { passengers, luggage } = booking;
  return (
    <Stack gap="md">
      <div className={classes.ride}>
        <Text fw={600}>
          <bdi>{`${booking.firstName} ${booking.lastName}`}</bdi>
        </Text>
        <Text size="sm">
          {words.day(booking.pickupDate)}, <bdi dir="ltr">{until ? `${booking.pickupTime}–${until}` : booking.pickupTime}</bdi>
        </Text>
        <Text size="sm" c="dimmed" className={classes.route}>
          <bdi>{booking.dropoffLocation ? `${booking.pickupLocation} → ${booking.dropoffLocation}` : booking.pickupLocation}</bdi>
        </Text>
        <Text size="sm" c="dimmed">
          {plural(passengers, { one: '# passenger', other: '# passengers' })} · {plural(luggage, { one: '# bag', other: '# bags' })}
        </Text>
      </div>

      <ResourceSelect
        label={t`Driver`}
        placeholder={t`No driver`}
        clearLabel={t`Remove the driver`}
        nothingFound={t`No driver found`}
        data={driverData}
        notes={driverNotes}
        value={driverId}
        onChange={setDriverId}
      />
      <ResourceSelect
        label={t`Vehicle`}
        placeholder={t`No vehicle`}
        clearLabel={t`Remove the vehicle`}
        nothingFound={t`No vehicle found`}
        data={carData}
        notes={carNotes}
        value={vehicleId}
        onChange={setVehicleId}
      />

      <div
        className={classes.check}
        data-conflict-check={conflicts === null ? 'pending' : 'done'}
        data-conflicts={conflicts?.length ?? undefined}
        data-checked-driver={driverId ?? ''}
        data-checked-vehicle={vehicleId ?? ''}
        aria-live="polite"
      >
        {conflicts === null ? (
          <Text size="sm" c="dimmed">
            <Trans>Checking for conflicts…</Trans>
          </Text>
        ) : withConflicts && model ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title={plural(conflictCount, { one: '# conflict', other: '# conflicts' })}>
            <ul className={classes.reasons}>
              {conflicts.map((c) => (
                <li key={`${c.resource}:${c.kind}:${c.withId ?? ''}`}>{words.conflict(c, draft, model.lookups)}</li>
              ))}
            </ul>
          </Alert>
        ) : (
          <Group gap={8} wrap="nowrap" className={classes.clear}>
            <IconCircleCheck size={20} aria-hidden />
            <Text size="sm">{driverId || vehicleId ? t`No conflict for this choice.` : t`No driver or vehicle chosen.`}</Text>
          </Group>
        )}
      </div>

      {failed && (
        <Alert color="red" variant="light" role="alert">
          <Trans>The assignment could not be saved. Nothing was changed; try again.</Trans>
        </Alert>
      )}

      <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
        <Button variant="default" size="md" onClick={onClose} disabled={saving}>
          <Trans>Cancel</Trans>
        </Button>
        <Button size="md" color={withConflicts ? 'red.8' : undefined} onClick={() => void save()} loading={saving} disabled={!changed || conflicts === null}>
          {withConflicts && changed ? t`Save anyway` : t`Save`}
        </Button>
      </Group>
    </Stack>
  );
}

export function carLabel(car: Pick<Car, 'name' | 'plate'>): string {
  return car.plate ? `${car.name} · ${car.plate}` : car.name;
}

function Choice({ label, note, free }: { label: string; note: string; free: boolean }) {
  return (
    <div className={classes.choice}>
      <span>{label}</span>
      {note && <span className={free ? classes.free : classes.busy}>{note}</span>}
    </div>
  );
}

interface ResourceSelectProps {
  label: string;
  placeholder: string;
  clearLabel: string;
  nothingFound: string;
  data: ComboboxItem[];
  /** Each option's note (busy, unfit...) and whether it is free at the ride's time. */
  notes: Map<string, { note: string; free: boolean }>;
  value: string | null;
  onChange: (value: string | null) => void;
}

/** A driver or a vehicle to choose, searchable, each option with what the check says of it. */
function ResourceSelect({ label, placeholder, clearLabel, nothingFound, data, notes, value, onChange }: ResourceSelectProps) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': clearLabel }}
      nothingFoundMessage={nothingFound}
      size="md"
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => <Choice label={option.label} {...(notes.get(option.value) ?? { note: '', free: true })} />}
    />
  );
}
