// The bookings list's rows: a table on wide screens, cards on phones. Plain elements and one
// memoized component per row, so that a keystroke in the search renders only the rows it brings
// (the look is the back office's RecordList; this list re-renders on every letter typed).
import { useLingui } from '@lingui/react/macro';
import { memo, useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, type Lang } from '../../domain/paths';
import type { Booking } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import classes from './booking-list.module.css';
import { bookingStatusClass } from '../../ui/admin/booking-status';
import type { BookingLabels } from './use-booking-labels';
import { useIsAdmin } from './use-bookings';

/** The words of a row, made once per list (a row has no hooks of its own: a page holds many). */
interface RowWords {
  view: (name: string) => string;
  edit: (name: string) => string;
  /** Absent for a driver: invoices are the office's. */
  invoice: ((name: string) => string) | null;
  noEmail: string;
  service: string;
  date: string;
  pickup: string;
  price: string;
}

interface RowProps {
  booking: Booking;
  labels: BookingLabels;
  words: RowWords;
  lang: Lang;
}

const SHOWN: readonly (keyof Booking)[] = [
  'firstName', 'lastName', 'email', 'serviceType', 'pickupDate', 'pickupTime', 'pickupLocation', 'totalPrice', 'status',
];

/** A row renders again only when what it shows changed (each query answers new objects). */
const sameRow = (a: RowProps, b: RowProps) =>
  a.labels === b.labels &&
  a.words === b.words &&
  a.lang === b.lang &&
  a.booking.id === b.booking.id &&
  SHOWN.every((k) => a.booking[k] === b.booking[k]);

function Actions({ booking, words, lang }: Omit<RowProps, 'labels'>) {
  const name = `${booking.firstName} ${booking.lastName}`;
  const actions = [
    [paths.admin.booking(lang, booking.id), words.view(name), classes.view],
    [paths.admin.bookingEdit(lang, booking.id), words.edit(name), classes.edit],
    ...(words.invoice ? [[paths.admin.bookingInvoice(lang, booking.id), words.invoice(name), classes.invoice] as const] : []),
  ] as const;
  return (
    <span className={classes.actions}>
      {actions.map(([to, label, icon]) => (
        <a key={icon} href={to} className={`${classes.action} ${icon}`} aria-label={label} title={label} />
      ))}
    </span>
  );
}

function cells({ booking, labels, words }: RowProps) {
  return {
    customer: (
      <>
        <bdi>
          {booking.firstName} {booking.lastName}
        </bdi>
        <span className={classes.email}>{booking.email ? <bdi>{booking.email}</bdi> : words.noEmail}</span>
      </>
    ),
    when: (
      <span className={classes.date}>
        {labels.shortDate(booking.pickupDate)}
        <span className={classes.time}>
          <bdi dir="ltr">{booking.pickupTime}</bdi>
        </span>
      </span>
    ),
    pickup: (
      <span className={classes.pickup} title={booking.pickupLocation}>
        <bdi>{booking.pickupLocation}</bdi>
      </span>
    ),
    status: <span className={bookingStatusClass(booking.status)}>{labels.status(booking.status)}</span>,
  };
}

const TableRow = memo(function TableRow(props: RowProps) {
  const { booking, labels } = props;
  const c = cells(props);
  return (
    <tr>
      <th scope="row" className={classes.customer}>
        {c.customer}
      </th>
      <td>{labels.service(booking.serviceType)}</td>
      <td>{c.when}</td>
      <td>{c.pickup}</td>
      <td className={classes.end}>
        <span className={classes.price}>{labels.money(booking.totalPrice)}</span>
      </td>
      <td>{c.status}</td>
      <td className={classes.end}>
        <Actions {...props} />
      </td>
    </tr>
  );
}, sameRow);

const Card = memo(function Card(props: RowProps) {
  const { booking, labels, words } = props;
  const c = cells(props);
  return (
    <li className={classes.card}>
      <div className={classes.cardHead}>
        <p className={classes.cardTitle}>{c.customer}</p>
        {c.status}
      </div>
      <dl className={classes.facts}>
        <div>
          <dt>{words.service}</dt>
          <dd>{labels.service(booking.serviceType)}</dd>
        </div>
        <div>
          <dt>{words.date}</dt>
          <dd>{c.when}</dd>
        </div>
        <div>
          <dt>{words.pickup}</dt>
          <dd>{c.pickup}</dd>
        </div>
        <div>
          <dt>{words.price}</dt>
          <dd className={classes.price}>{labels.money(booking.totalPrice)}</dd>
        </div>
      </dl>
      <div className={classes.cardActions}>
        <Actions {...props} />
      </div>
    </li>
  );
}, sameRow);

export interface BookingListProps {
  rows: readonly Booking[];
  labels: BookingLabels;
  /** Table (wide screens) or cards (phones). */
  table: boolean;
}

/**
 * The rows' links are plain anchors (three per row: one router Link each would cost more than the
 * row itself); a click on one is handled here, as a Link would, without reloading the page.
 */
function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link?.target) return;
    event.preventDefault();
    navigate(href);
  };
}

export function BookingList({ rows, labels, table }: BookingListProps) {
  const { t } = useLingui();
  const lang = useLang();
  const onClick = useInAppLinks();
  const admin = useIsAdmin();
  const words = useMemo<RowWords>(
    () => ({
      view: (name) => t`View booking of ${name}`,
      edit: (name) => t`Edit booking of ${name}`,
      invoice: admin ? (name) => t`Invoice of ${name}` : null,
      noEmail: t`No email`,
      service: t`Service`,
      date: t`Date`,
      pickup: t`Pickup location`,
      price: t`Price`,
    }),
    [t, admin],
  );
  if (!table)
    return (
      <ul className={classes.cards} aria-label={t`Bookings`} onClick={onClick}>
        {rows.map((b, i) => (
          <Card key={i} booking={b} labels={labels} words={words} lang={lang} />
        ))}
      </ul>
    );
  return (
    <div className={classes.frame} onClick={onClick}>
      <div className={classes.scroll}>
        <table className={classes.table}>
          <caption className={classes.srOnly}>{t`Bookings`}</caption>
          {/* Fixed column widths: the columns stay put while the rows change under the search. */}
          <colgroup>
            <col className={classes.colCustomer} />
            <col className={classes.colService} />
            <col className={classes.colDate} />
            <col />
            <col className={classes.colPrice} />
            <col className={classes.colStatus} />
            <col className={classes.colActions} />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{t`Customer`}</th>
              <th scope="col">{t`Service`}</th>
              <th scope="col">{t`Date`}</th>
              <th scope="col">{t`Pickup location`}</th>
              <th scope="col" className={classes.end}>
                {t`Price`}
              </th>
              <th scope="col">{t`Status`}</th>
              <th scope="col">
                <span className={classes.srOnly}>{t`Actions`}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {/* Keyed by place: the bookings a keystroke brings take the rows already drawn, whose
                text React rewrites, instead of new rows built and laid out from nothing. */}
            {rows.map((b, i) => (
              <TableRow key={i} booking={b} labels={labels} words={words} lang={lang} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
