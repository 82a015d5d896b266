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
      /** What a block does not show but its tooltip tells, read after its words by a screen reader. */
      rideMore: (block: RideBlock, narrow: boolean) => {
        const { booking } = block;
        const more = [`${words.day(booking.pickupDate)}, ${times(block)}`];
        if (narrow) more.push(routeShort(booking), words.state(block.state));
        const count = block.conflicts.length;
        if (count > 0) more.push(plural(count, { one: '# conflict', other: '# conflicts' }));
        return `, ${more.join(', ')}`;
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
