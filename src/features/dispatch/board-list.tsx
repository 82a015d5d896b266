// The board below the sm breakpoint: one section per driver or car, its time off or downtime and its
// rides in time order, each with its state and, in red, its conflicts' reasons (a phone has no hover).
import { Trans } from '@lingui/react/macro';
import type { DispatchLookups } from '../../ui/admin/dispatch-model';
import type { DispatchWords } from '../../ui/admin/dispatch-words';
import { rideStateClass } from '../../ui/admin/ride-state-badge';
import type { BlockedSpan, Board, RideBlock } from './board-model';
import { RowName } from './row-name';
import { useRideText, type RideText } from './use-ride-text';
import classes from './board-list.module.css';

interface ListProps {
  board: Board;
  words: DispatchWords;
  lookups: DispatchLookups;
  onOpenRide: (id: string) => void;
  onOpenBlocked: (span: BlockedSpan) => void;
}

export function BoardList({ board, words, lookups, onOpenRide, onOpenBlocked }: ListProps) {
  const text = useRideText(words);
  const week = board.range.view === 'week';
  return (
    <div className={classes.list}>
      {board.rows.map((row) => (
        <section key={row.id} className={classes.section} data-row={row.id}>
          <div className={classes.head}>
            <RowName row={row} words={words} />
          </div>
          {row.blocked.map((span) => (
            <button type="button" key={span.record.id} className={classes.blocked} onClick={() => onOpenBlocked(span)}>
              {text.blockedLabel(span)}
            </button>
          ))}
          {row.blocks.length === 0 ? (
            <p className={classes.none}>
              <Trans>No rides</Trans>
            </p>
          ) : (
            <ul className={classes.rides}>
              {row.blocks.map((block) => (
                <li key={block.booking.id}>
                  <RideItem block={block} text={text} words={words} lookups={lookups} week={week} onOpen={onOpenRide} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

interface ItemProps {
  block: RideBlock;
  text: RideText;
  words: DispatchWords;
  lookups: DispatchLookups;
  week: boolean;
  onOpen: (id: string) => void;
}

/** A ride as a list item (the phone board's and the tray's). */
export function RideItem({ block, text, words, lookups, week, onOpen }: ItemProps) {
  const { booking } = block;
  const conflicted = block.conflicts.length > 0;
  return (
    <button
      type="button"
      data-ride={booking.id}
      data-conflicts={block.conflicts.length}
      className={`${classes.ride} ${conflicted ? classes.conflict : ''}`}
      onClick={() => onOpen(booking.id)}
    >
      <span className={classes.when}>
        {week ? `${words.day(booking.pickupDate)}, ` : ''}
        <bdi dir="ltr">{text.times(block)}</bdi>
      </span>
      <span className={classes.client}>
        <bdi>{`${booking.firstName} ${booking.lastName}`}</bdi>
      </span>
      <span className={classes.route}>
        <bdi>{text.route(booking)}</bdi>
      </span>
      <span className={rideStateClass(block.state)} data-state={block.state}>
        {text.state(block.state)}
      </span>
      {conflicted && (
        <span className={classes.reasons}>
          {block.conflicts.map((c) => (
            <span key={`${c.resource}:${c.kind}:${c.withId ?? ''}`} className={classes.reason}>
              {words.conflict(c, booking, lookups)}
            </span>
          ))}
        </span>
      )}
    </button>
  );
}
