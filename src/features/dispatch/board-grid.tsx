// The board from the sm breakpoint up: the time axis, then one row per driver or car with its rides
// as blocks, its buffers, time off or downtime; one shared tooltip tells a ride's details and
// conflicts on hover or keyboard focus, a click or Enter opens its assignment.
import { useLingui } from '@lingui/react/macro';
import { memo, useEffect, useRef, useState, type CSSProperties, type FocusEvent, type MouseEvent } from 'react';
import { parisToday, parisWallClock } from '../../domain/paris-time';
import type { DispatchLookups } from '../../ui/admin/dispatch-model';
import type { DispatchWords } from '../../ui/admin/dispatch-words';
import { rideStateClass, rideStateColor } from '../../ui/admin/ride-state-badge';
import { TRACK_MIN_PX, ticks, type Board, type BlockedSpan, type BoardRow, type RideBlock } from './board-model';
import { RideTooltip } from './ride-tooltip';
import { RowName } from './row-name';
import { useRideText, type RideText } from './use-ride-text';
import classes from './board.module.css';

const TOOLTIP_ID = 'ride-tooltip';

interface GridProps {
  board: Board;
  words: DispatchWords;
  lookups: DispatchLookups;
  onOpenRide: (id: string) => void;
  onOpenBlocked: (span: BlockedSpan) => void;
}

export function BoardGrid({ board, words, lookups, onOpenRide, onOpenBlocked }: GridProps) {
  const { t } = useLingui();
  const text = useRideText(words);
  const { range } = board;
  const [hovered, setHovered] = useState<{ id: string; rect: DOMRect } | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const list = ticks(range);
  const today = parisToday();
  const now = useNow();
  const nowLeft = now >= range.start && now < range.end ? ((now - range.start) / (range.end - range.start)) * 100 : null;

  // The day view opens on its first ride's hour (06:00 at the latest), the week view on its first
  // day; both follow the page's direction (scrollIntoView knows right-to-left).
  const firstHour = range.view === 'day' ? openingHour(board) : '';
  useEffect(() => {
    const mark = scroller.current?.querySelector<HTMLElement>(range.view === 'day' ? `[data-hour="${firstHour}"]` : '[data-major]');
    if (!mark || !scroller.current || typeof mark.scrollIntoView !== 'function') return;
    const top = window.scrollY;
    mark.scrollIntoView({ block: 'nearest', inline: 'start' });
    window.scrollTo({ top });
  }, [range.view, range.from, firstHour]);

  const rideOf = (target: EventTarget) => (target instanceof Element ? target.closest<HTMLElement>('[data-ride]') : null);
  // The tooltip names the block it describes; set here, so that a hover re-renders no row.
  const describedRef = useRef<HTMLElement | null>(null);
  const describe = (node: HTMLElement | null) => {
    describedRef.current?.removeAttribute('aria-describedby');
    node?.setAttribute('aria-describedby', TOOLTIP_ID);
    describedRef.current = node;
  };
  const show = (event: MouseEvent | FocusEvent) => {
    const node = rideOf(event.target);
    const id = node?.dataset.ride;
    if (!node || !id) return hide();
    if (hovered?.id === id) return;
    describe(node);
    setHovered({ id, rect: node.getBoundingClientRect() });
  };
  const hide = () => {
    describe(null);
    setHovered(null);
  };

  const hoveredBlock = hovered ? board.blocks.get(hovered.id) : undefined;
  const style = { '--track-min': `${TRACK_MIN_PX[range.view]}px` } as CSSProperties;
  return (
    <div className={`${classes.sheet} ${range.view === 'week' ? classes.week : ''}`}>
      <div
        className={classes.scroll}
        ref={scroller}
        onMouseOver={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
        onScroll={() => hovered && hide()}
      >
        <div className={classes.grid} style={style}>
          <div className={classes.lines} aria-hidden>
            {range.view === 'week' &&
              list
                .filter((tick) => tick.major && tick.label === today)
                .map((tick) => <div key="today" className={classes.todayBand} style={{ insetInlineStart: `${tick.left}%`, width: `${100 / 7}%` }} />)}
            {list.map((tick) => (
              <div key={tick.at} className={tick.major ? classes.lineMajor : classes.line} style={{ insetInlineStart: `${tick.left}%` }} />
            ))}
            {nowLeft !== null && <div className={classes.now} style={{ insetInlineStart: `${nowLeft}%` }} />}
          </div>
          <div className={classes.head}>
            <div className={classes.name}>{board.rows[0]?.kind === 'vehicle' ? t`Vehicle` : t`Driver`}</div>
            <div className={classes.axis}>
              {list.map((tick, i) => {
                if (range.view === 'day')
                  return (
                    <span key={tick.at} className={classes.tickLabel} style={{ insetInlineStart: `${tick.left}%` }} data-hour={tick.label}>
                      {tick.label}
                    </span>
                  );
                if (!tick.major) return null;
                const next = list.slice(i + 1).find((n) => n.major);
                const width = (next ? next.left : 100) - tick.left;
                return (
                  <span
                    key={tick.at}
                    data-major
                    className={`${classes.dayLabel} ${tick.label === today ? classes.todayLabel : ''}`}
                    style={{ insetInlineStart: `${tick.left}%`, width: `${width}%` }}
                  >
                    {words.day(tick.label)}
                  </span>
                );
              })}
            </div>
          </div>
          {board.rows.map((row) => (
            <Row key={row.id} row={row} words={words} text={text} trackPx={TRACK_MIN_PX[range.view]} onOpenRide={onOpenRide} onOpenBlocked={onOpenBlocked} />
          ))}
        </div>
      </div>
      {hovered && hoveredBlock && <RideTooltip id={TOOLTIP_ID} block={hoveredBlock} rect={hovered.rect} words={words} lookups={lookups} />}
    </div>
  );
}

/** The hour the day view opens on: its first ride's, 06:00 at the latest. */
function openingHour(board: Board): string {
  let first = Infinity;
  for (const row of board.rows) if (row.blocks[0]) first = Math.min(first, row.blocks[0].occupied.start);
  const hour = Number.isFinite(first) && first > board.range.start ? Math.min(6, Number(parisWallClock(first)[1].slice(0, 2))) : 6;
  return `${String(hour).padStart(2, '0')}:00`;
}

/** The time now, again every minute (the line of the present moves along the axis). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

interface RowProps {
  row: BoardRow;
  words: DispatchWords;
  text: RideText;
  /** The axis' width, to know which blocks are too narrow for their route and state. */
  trackPx: number;
  onOpenRide: (id: string) => void;
  onOpenBlocked: (span: BlockedSpan) => void;
}

const Row = memo(function Row({ row, words, text, trackPx, onOpenRide, onOpenBlocked }: RowProps) {
  return (
    <div className={classes.row} data-row={row.id}>
      <RowName row={row} words={words} />
      <div className={classes.track} style={{ '--lanes': row.lanes } as CSSProperties}>
        {row.blocked.map((span) => (
          <button
            type="button"
            key={span.record.id}
            className={classes.blockedSpan}
            style={{ insetInlineStart: `${span.left}%`, width: `${span.width}%` }}
            aria-label={text.blockedLabel(span)}
            title={text.blockedLabel(span)}
            onClick={() => onOpenBlocked(span)}
          >
            {text.blockedShort(span)}
          </button>
        ))}
        {row.blocks.map((block) => (
          <Block
            key={block.booking.id}
            block={block}
            text={text}
            narrow={(block.width / 100) * trackPx < NARROW_PX}
            showBuffer={((block.occupiedWidth - block.width) / 100) * trackPx >= BUFFER_MIN_PX}
            onOpen={onOpenRide}
          />
        ))}
      </div>
    </div>
  );
});

interface BlockProps {
  block: RideBlock;
  text: RideText;
  /** Too short a ride for its route and state pill: its time and client only (the tooltip has the rest). */
  narrow: boolean;
  /** Its buffers are wide enough to see (not in the week view, where 15 minutes are 2 px). */
  showBuffer: boolean;
  onOpen: (id: string) => void;
}

/** Below this width a block shows its time and client only (the state's colour stays on its edge). */
const NARROW_PX = 120;
/** Buffers narrower than this in all are not drawn (the tooltip tells them). */
const BUFFER_MIN_PX = 6;

function Block({ block, text, narrow, showBuffer, onOpen }: BlockProps) {
  const { booking } = block;
  const conflicted = block.conflicts.length > 0;
  const className = [
    classes.block,
    rideStateColor(block.state),
    narrow ? classes.narrow : '',
    conflicted ? classes.conflict : '',
    block.state === 'done' ? classes.done : '',
  ].join(' ');
  const client = `${booking.firstName} ${booking.lastName}`;
  // Few elements per block (a week holds hundreds): the time and the state share the first line of
  // the button's grid, the conflict's '!' is the time's ::before, a narrow block's state dot its
  // ::after, and what only the tooltip shows is in its name (the words it shows, then the rest).
  // The conflict's '!' (drawn before the time) is among the words it shows, so its name has it too.
  const time = `${conflicted ? '!' : ''}${booking.pickupTime}`;
  const label = narrow
    ? `${time} ${client}${text.rideMore(block, narrow)}`
    : `${time} ${text.state(block.state)} ${client} ${text.route(booking)}${text.rideMore(block, narrow)}`;
  return (
    <>
      {showBuffer && (
        <span
          className={classes.buffer}
          style={{ '--lane-index': block.lane, insetInlineStart: `${block.occupiedLeft}%`, width: `${block.occupiedWidth}%` } as CSSProperties}
        />
      )}
      <button
        type="button"
        data-ride={booking.id}
        data-conflicts={block.conflicts.length}
        data-state={block.state}
        className={className}
        style={{ insetInlineStart: `${block.left}%`, width: `${block.width}%`, '--lane-index': block.lane } as CSSProperties}
        aria-label={label}
        onClick={() => onOpen(booking.id)}
      >
        <span className={classes.blockTime}>{booking.pickupTime}</span>
        {/* A space between the parts (a grid draws none): the words it shows read as its name begins. */}
        {!narrow && ' '}
        {!narrow && <span className={`${rideStateClass(block.state)} ${classes.blockState}`}>{text.state(block.state)}</span>}{' '}
        {/* dir="auto": a name in Latin letters is cut at its end on an Arabic page too. */}
        <span className={classes.blockLine} dir="auto">
          {client}
        </span>
        {!narrow && ' '}
        {!narrow && (
          <span className={classes.blockRoute} dir="auto">
            {text.route(booking)}
          </span>
        )}
      </button>
    </>
  );
}
