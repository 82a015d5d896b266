// The booking's dispatch: who drives it and in which car, the ride's state, its conflicts and their
// reasons, the assignment (the board's dialog, with its check) and the ride's cancellation.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconCircleCheck, IconPhone, IconSteeringWheel } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { FINAL_STATES } from '../../domain/ride-state';
import type { Booking } from '../../domain/types';
import { AssignDialog, carLabel, type AssignChoice } from '../../ui/admin/assign-dialog';
import { buildDispatchModel, rideConflicts, rideStateOf } from '../../ui/admin/dispatch-model';
import { useDispatchWords } from '../../ui/admin/dispatch-words';
import { RideStateBadge } from '../../ui/admin/ride-state-badge';
import { showToast } from '../../ui/toast';
import { CancelRideDialog } from './cancel-ride-dialog';
import { Facts, Section } from './detail-parts';
import { useAssignRide, useDispatchWindow, useIsAdmin, useRideEvents } from './use-bookings';
import classes from './dispatch-card.module.css';

/** The dispatch card (side column) and the ride's timeline (main column) read the same records. */
export function useRideDispatch(booking: Booking) {
  const window = useDispatchWindow(booking.pickupDate, booking.pickupDate);
  const events = useRideEvents(booking.id);
  const model = useMemo(() => (window ? buildDispatchModel(window) : null), [window]);
  return { window, events, model };
}

export type RideDispatch = ReturnType<typeof useRideDispatch>;

export function DispatchCard({ booking, dispatch }: { booking: Booking; dispatch: RideDispatch }) {
  const { t } = useLingui();
  const words = useDispatchWords();
  const { window, events, model } = dispatch;
  const assign = useAssignRide();
  const admin = useIsAdmin();
  const [dialog, setDialog] = useState<'assign' | 'cancel' | null>(null);

  const state = events ? rideStateOf(booking, events) : null;
  const conflicts = model ? rideConflicts(booking, model) : [];
  const driver = booking.driverId ? model?.lookups.profiles.get(booking.driverId) : undefined;
  const car = booking.assignedVehicleId ? model?.lookups.cars.get(booking.assignedVehicleId) : undefined;
  const ended = state !== null && FINAL_STATES.includes(state);
  const count = conflicts.length;

  const save = async (choice: AssignChoice) => {
    await assign(booking.id, choice);
    showToast({ color: 'teal', message: t`Assignment saved` });
  };

  const driverValue = !booking.driverId ? (
    t`No driver`
  ) : (
    <span className={classes.person}>
      <bdi>{driver?.name ?? t`Unknown driver`}</bdi>
      {driver?.phone ? (
        <Anchor href={`tel:${driver.phone.replace(/[^\d+]/g, '')}`} className={classes.phone}>
          <IconPhone size={16} aria-hidden />
          <bdi dir="ltr">{driver.phone}</bdi>
        </Anchor>
      ) : null}
    </span>
  );
  const vehicleValue = !booking.assignedVehicleId ? t`No vehicle` : car ? <bdi>{carLabel(car)}</bdi> : t`Unknown vehicle`;

  return (
    <Section title={t`Dispatch`} id="booking-dispatch">
      <Group gap="sm" justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          <Trans>Ride state</Trans>
        </Text>
        {state && <RideStateBadge state={state} />}
      </Group>
      <Facts
        items={[
          [t`Driver`, driverValue],
          [t`Vehicle`, vehicleValue],
        ]}
      />
      {conflicts.length > 0 && model ? (
        <div className={classes.conflicts} role="group" aria-label={t`Conflicts`} data-conflicts={conflicts.length}>
          <span className={classes.badge}>
            <IconAlertTriangle size={14} aria-hidden />
            {plural(count, { one: '# conflict', other: '# conflicts' })}
          </span>
          <ul>
            {conflicts.map((c) => (
              <li key={`${c.resource}:${c.kind}:${c.withId ?? ''}`}>{words.conflict(c, booking, model.lookups)}</li>
            ))}
          </ul>
        </div>
      ) : booking.driverId || booking.assignedVehicleId ? (
        <Group gap={6} className={classes.clear} wrap="nowrap">
          <IconCircleCheck size={18} aria-hidden />
          <Text size="sm">
            <Trans>No conflict</Trans>
          </Text>
        </Group>
      ) : null}
      {admin && (
        <Group gap="sm">
          <Button size="md" leftSection={<IconSteeringWheel size={18} aria-hidden />} onClick={() => setDialog('assign')} disabled={!model}>
            {booking.driverId || booking.assignedVehicleId ? t`Change assignment` : t`Assign`}
          </Button>
          {!ended && booking.status !== 'cancelled' && (
            <Button size="md" variant="default" color="red" leftSection={<IconBan size={18} aria-hidden />} onClick={() => setDialog('cancel')}>
              <Trans>Cancel the ride</Trans>
            </Button>
          )}
        </Group>
      )}
      <AssignDialog booking={dialog === 'assign' ? booking : null} facts={window} model={model ?? undefined} onClose={() => setDialog(null)} onSave={save} />
      <CancelRideDialog booking={booking} opened={dialog === 'cancel'} onClose={() => setDialog(null)} />
    </Section>
  );
}
