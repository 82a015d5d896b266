// A board row's head: the driver (name, phone, VTC card and licence expiry warnings) or the car
// (name, plate, seats and bags).
import { useLingui } from '@lingui/react/macro';
import type { ExpiryLevel } from '../../domain/dispatch';
import type { DispatchWords } from '../../ui/admin/dispatch-words';
import type { BoardRow } from './board-model';
import classes from './board.module.css';

export function useExpiryWords(words: DispatchWords) {
  const { t } = useLingui();
  return (row: BoardRow) => {
    const list: { level: ExpiryLevel; text: string }[] = [];
    const card = row.profile?.vtcCardExpiry;
    const licence = row.profile?.licenceExpiry;
    if (row.cardExpiry && card) {
      const day = words.day(card);
      list.push({ level: row.cardExpiry, text: row.cardExpiry === 'expired' ? t`VTC card expired on ${day}` : t`VTC card expires on ${day}` });
    }
    if (row.licenceExpiry && licence) {
      const day = words.day(licence);
      list.push({ level: row.licenceExpiry, text: row.licenceExpiry === 'expired' ? t`Licence expired on ${day}` : t`Licence expires on ${day}` });
    }
    return list;
  };
}

export function RowName({ row, words }: { row: BoardRow; words: DispatchWords }) {
  const { t } = useLingui();
  const expiries = useExpiryWords(words)(row);
  if (row.kind === 'vehicle') {
    const car = row.car;
    return (
      <div className={classes.name}>
        <span className={classes.who}>
          <bdi>{car?.name ?? t`Unknown vehicle`}</bdi>
        </span>
        {car && (
          <span className={classes.meta}>
            {car.plate ? <bdi dir="ltr">{car.plate}</bdi> : null}
            {car.plate ? ' · ' : ''}
            <Seats seats={car.passengers} bags={car.luggage} />
          </span>
        )}
      </div>
    );
  }
  const profile = row.profile;
  const inactive = profile && (!profile.active || profile.role !== 'driver');
  return (
    <div className={classes.name}>
      <span className={classes.who}>
        <bdi>{profile?.name ?? t`Unknown driver`}</bdi>
      </span>
      {profile?.phone ? (
        <span className={classes.meta}>
          <bdi dir="ltr">{profile.phone}</bdi>
        </span>
      ) : null}
      {inactive && <span className={classes.expired}>{t`No longer drives`}</span>}
      {expiries.map((e) => (
        <span key={e.text} className={e.level === 'expired' ? classes.expired : classes.warn} title={e.text}>
          {e.text}
        </span>
      ))}
    </div>
  );
}

function Seats({ seats, bags }: { seats: number; bags: number }) {
  const { t } = useLingui();
  return <>{t`${seats} seats · ${bags} bags`}</>;
}
