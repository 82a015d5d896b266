// The calendar of the date field (date-field.tsx), loaded with @mantine/dates and dayjs on first use:
// a month in the page's language from Monday, days before the earliest one disabled. The keyboard
// follows the WAI-ARIA date picker: arrows move a day or a week (mirrored right to left) and cross
// into the next month, Page Up and Page Down a month (with Shift a year), Home and End the week's
// ends, Enter or Space picks the day; Escape (the popover's) closes.
import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react/macro';
import { useDirection } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { localToday } from '../domain/time';

interface Props {
  /** The field's date, 'YYYY-MM-DD', or null. */
  value: string | null;
  minDate?: string | undefined;
  onPick: (date: string) => void;
}

const DAY = 'YYYY-MM-DD';
const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

function move(date: string, key: string, shift: boolean, rtl: boolean): string | null {
  const day = dayjs(date);
  const mondayBased = (day.day() + 6) % 7;
  switch (key) {
    case 'ArrowLeft':
      return day.add(rtl ? 1 : -1, 'day').format(DAY);
    case 'ArrowRight':
      return day.add(rtl ? -1 : 1, 'day').format(DAY);
    case 'ArrowUp':
      return day.subtract(1, 'week').format(DAY);
    case 'ArrowDown':
      return day.add(1, 'week').format(DAY);
    case 'PageUp':
      return day.subtract(1, shift ? 'year' : 'month').format(DAY);
    case 'PageDown':
      return day.add(1, shift ? 'year' : 'month').format(DAY);
    case 'Home':
      return day.subtract(mondayBased, 'day').format(DAY);
    case 'End':
      return day.add(6 - mondayBased, 'day').format(DAY);
    default:
      return null;
  }
}

export default function DateCalendar({ value, minDate, onPick }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const rtl = useDirection().dir === 'rtl';
  const today = localToday();
  const earliest = minDate && minDate > today ? minDate : today;
  const [focused, setFocused] = useState(() => (value && (!minDate || value >= minDate) ? value : minDate ? earliest : today));
  const [month, setMonth] = useState(() => monthOf(focused));
  const root = useRef<HTMLDivElement>(null);

  const focusDay = (date: string) => root.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus();
  // On opening, the day gets the focus after the popover's own first focus (a task later); then in
  // the same commit as the month it is in, so that no key falls between the two.
  const mounted = useRef(false);
  useEffect(() => {
    const timer = setTimeout(() => focusDay(focused));
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening
  }, []);
  useLayoutEffect(() => {
    if (mounted.current) focusDay(focused);
    mounted.current = true;
  }, [focused]);

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = (event.target as HTMLElement).getAttribute('data-date');
    if (!from || event.altKey || event.ctrlKey || event.metaKey) return;
    let next = move(from, event.key, event.shiftKey, rtl);
    if (!next) return;
    event.preventDefault();
    event.stopPropagation();
    if (minDate && next < minDate) next = minDate;
    setMonth(monthOf(next));
    setFocused(next);
    // The same day again (at the earliest): its button may have lost the focus to nothing.
    if (next === focused) focusDay(next);
  };

  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <div ref={root} onKeyDownCapture={onKeyDownCapture}>
        <DatePicker
          size="md"
          value={value}
          date={month}
          onDateChange={setMonth}
          minDate={minDate}
          highlightToday
          // Weekends in Mantine's red fall short of the contrast text needs (3.3:1): drawn as the others.
          weekendDays={[]}
          // Escape closes the calendar only, not a dialog it is in.
          __stopPropagation
          weekdayFormat={locale === 'ar' ? 'ddd' : 'dd'}
          // Arabic's short day names ('أربعاء') are words, not two letters: smaller, they fit a phone's columns.
          styles={locale === 'ar' ? { weekday: { fontSize: 'var(--mantine-font-size-xs)' } } : undefined}
          getDayAriaLabel={(date) => dayjs(date).locale(locale).format('dddd D MMMM YYYY')}
          getDayProps={(date) => ({
            'data-date': date,
            'data-autofocus': date === focused || undefined,
            onClick: () => onPick(date),
          })}
          // The level buttons keep their text ('June 2027') as their name: it says which month is shown.
          ariaLabels={{
            previousMonth: t`Previous month`,
            nextMonth: t`Next month`,
            previousYear: t`Previous year`,
            nextYear: t`Next year`,
            previousDecade: t`Previous decade`,
            nextDecade: t`Next decade`,
          }}
        />
      </div>
    </DatesProvider>
  );
}
