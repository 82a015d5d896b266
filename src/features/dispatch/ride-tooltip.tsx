// The board's one tooltip: the hovered or focused ride's details and, in red, why it conflicts.
import { useLingui } from '@lingui/react/macro';
import { carLabel } from '../../ui/admin/assign-dialog';
import type { DispatchLookups } from '../../ui/admin/dispatch-model';
import type { DispatchWords } from '../../ui/admin/dispatch-words';
import type { RideBlock } from './board-model';
import { useRideText } from './use-ride-text';
import classes from './board.module.css';

const WIDTH = 320;

interface Props {
  id: string;
  block: RideBlock;
  rect: DOMRect;
  words: DispatchWords;
  lookups: DispatchLookups;
}

export function RideTooltip({ id, block, rect, words, lookups }: Props) {
  const { t } = useLingui();
  const text = useRideText(words);
  const { booking } = block;
  const driver = booking.driverId ? (lookups.profiles.get(booking.driverId)?.name ?? t`Unknown driver`) : t`No driver`;
  const car = booking.assignedVehicleId ? lookups.cars.get(booking.assignedVehicleId) : undefined;
  const vehicle = booking.assignedVehicleId ? (car ? carLabel(car) : t`Unknown vehicle`) : t`No vehicle`;
  // Below the block, or above it near the bottom of the window; never off the sides.
  const below = rect.bottom + 180 < window.innerHeight;
  const left = Math.max(8, Math.min(rect.left, window.innerWidth - WIDTH - 8));
  const style = below ? { top: rect.bottom + 6, left } : { bottom: window.innerHeight - rect.top + 6, left };
  return (
    <div id={id} role="tooltip" className={classes.tooltip} style={style}>
      <strong>
        <bdi>{`${booking.firstName} ${booking.lastName}`}</bdi>
      </strong>
      <div>
        {words.day(booking.pickupDate)}, <bdi dir="ltr">{text.times(block)}</bdi>
      </div>
      <div>
        <bdi>{text.route(booking)}</bdi>
      </div>
      <div>
        <bdi>{driver}</bdi>
      </div>
      <div>
        <bdi>{vehicle}</bdi>
      </div>
      <div>{words.state(block.state)}</div>
      {block.conflicts.length > 0 && (
        <ul className={classes.tooltipConflicts}>
          {block.conflicts.map((c) => (
            <li key={`${c.resource}:${c.kind}:${c.withId ?? ''}`}>{words.conflict(c, booking, lookups)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
