// The board's words for its rides and blocked spans, made once per language for all the blocks.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { parisWallClock } from '../../domain/paris-time';
import type { Downtime, TimeOff } from '../../domain/types';
import type { DispatchWords } from '../../ui/admin/dispatch-words';
import { routeShort, type BlockedSpan, type RideBlock } from './board-model';

export function useRideText(words: DispatchWords) {
  const { t } = useLingui();
  return useMemo(() => {
    const times = (block: RideBlock) => `${block.booking.pickupTime}–${parisWallClock(block.ride.end)[1]}`;
    const blockedShort = (span: BlockedSpan) => {
      if (span.kind === 'timeOff') {
        const reason = (span.record as TimeOff).reason;
        return reason ? t`Time off · ${reason}` : t`Time off`;
      }
      return words.reason((span.record as Downtime).reason);
    };
    return {
      state: words.state,
      route: routeShort,
      times,
      /** Everything a block shows and its tooltip tells, for a screen reader. */
      rideLabel: (block: RideBlock) => {
        const { booking } = block;
        const parts = [
          `${words.day(booking.pickupDate)}, ${times(block)}`,
          `${booking.firstName} ${booking.lastName}`,
          routeShort(booking),
          words.state(block.state),
        ];
        const count = block.conflicts.length;
        if (count > 0) parts.push(plural(count, { one: '# conflict', other: '# conflicts' }));
        return parts.join(', ');
      },
      blockedShort,
      blockedLabel: (span: BlockedSpan) => {
        const when = words.span(span.record.startsAt, span.record.endsAt);
        return span.kind === 'timeOff' ? `${blockedShort(span)}: ${when}` : words.downtimeText((span.record as Downtime).reason, when);
      },
    };
  }, [t, words]);
}

export type RideText = ReturnType<typeof useRideText>;
