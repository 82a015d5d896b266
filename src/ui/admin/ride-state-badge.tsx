// A ride's state as a small pill: a plain element, as the board shows hundreds of them.
import { memo } from 'react';
import type { RideState } from '../../domain/ride-state';
import { useDispatchWords } from './dispatch-words';
import classes from './ride-state.module.css';

/** The class that sets `--state`, the state's colour, on an element of a screen's own. */
export function rideStateColor(state: RideState): string {
  return classes[state] ?? '';
}

/** The pill's classes, for screens that draw their own element. */
export function rideStateClass(state: RideState): string {
  return `${classes.badge} ${classes[state] ?? ''}`;
}

export const RideStateBadge = memo(function RideStateBadge({ state, label }: { state: RideState; label?: string }) {
  const words = useDispatchWords();
  const text = label ?? words.state(state);
  return (
    <span className={rideStateClass(state)} data-state={state} title={text}>
      <span className={classes.label}>{text}</span>
    </span>
  );
});
