// The rides still waiting for a driver (or, in rows per vehicle, for a car), above the board.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';
import type { DispatchLookups } from '../../ui/admin/dispatch-model';
import type { DispatchWords } from '../../ui/admin/dispatch-words';
import type { Board, RowMode } from './board-model';
import { RideItem } from './board-list';
import { useRideText } from './use-ride-text';
import classes from './board-list.module.css';

interface TrayProps {
  board: Board;
  mode: RowMode;
  words: DispatchWords;
  lookups: DispatchLookups;
  onOpenRide: (id: string) => void;
}

/**
 * Rides the tray shows before 'Show all': the earliest first. A busy week may leave a hundred rides
 * waiting, and the board they are assigned on must stay in sight.
 */
export const TRAY_FIRST = 12;

export function BoardTray({ board, mode, words, lookups, onOpenRide }: TrayProps) {
  const { t } = useLingui();
  const text = useRideText(words);
  const count = board.tray.length;
  const [all, setAll] = useState(false);
  const shown = all ? board.tray : board.tray.slice(0, TRAY_FIRST);
  const more = count - shown.length;
  const title =
    mode === 'drivers'
      ? plural(count, { one: '# ride without a driver', other: '# rides without a driver' })
      : plural(count, { one: '# ride without a vehicle', other: '# rides without a vehicle' });
  return (
    <section className={classes.tray} aria-labelledby="dispatch-tray" data-tray>
      <h3 className={classes.trayTitle} id="dispatch-tray">
        {count === 0 ? (mode === 'drivers' ? t`Every ride has a driver` : t`Every ride has a vehicle`) : title}
      </h3>
      {count > 0 && (
        <ul className={classes.trayItems}>
          {shown.map((block) => (
            <li key={block.booking.id}>
              <RideItem block={block} text={text} words={words} lookups={lookups} week={board.range.view === 'week'} onOpen={onOpenRide} />
            </li>
          ))}
        </ul>
      )}
      {more > 0 && (
        <Button variant="default" size="md" className={classes.trayMore} onClick={() => setAll(true)}>
          {plural(more, { one: 'Show # more ride', other: 'Show # more rides' })}
        </Button>
      )}
    </section>
  );
}
