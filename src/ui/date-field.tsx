// A date typed day first ('15/06/2026') or chosen in a calendar (@mantine/dates, in the page's
// language, weeks from Monday), stored 'YYYY-MM-DD'. The calendar's code is fetched when the visitor
// nears the field and drawn only when opened, so the field paints and hydrates as a plain text input
// and takes typing before it arrives. What does not read as a date reaches the form as typed.
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Loader, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { parisToday } from '../domain/paris-time';
import { localToday } from '../domain/time';
import { useDateText, type DateText } from './use-date-text';

const loadCalendar = () => import('./date-calendar');
const DateCalendar = lazy(loadCalendar);

/** Fetches the calendar's code ahead of its first opening (on focus, or a pointer over the button). */
export function preloadCalendar(): void {
  void loadCalendar();
}

/**
 * The earliest pickup a calendar offers: today in Paris, where the rides are, or the visitor's own
 * today when it is later (the forms refuse a day before that). Here rather than in date-text.ts,
 * which the home page loads at once.
 */
export function earliestPickup(localToday: string, now: Date = new Date()): string {
  const paris = parisToday(now);
  return localToday > paris ? localToday : paris;
}

export interface DateFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  /** 'YYYY-MM-DD', or what was typed when it is not a date. */
  value: string;
  onChange: (value: string) => void;
  /** The earliest day the calendar offers, 'YYYY-MM-DD' (typing is checked by the form). */
  minDate?: string | undefined;
  /** A pickup: no day before today in Paris (or on the device, when later) either. */
  notPast?: boolean;
  /**
   * The text as its owner keeps it, when a field drew it before this one (the home search's plain
   * field): what was typed there stays as typed ('15/06/20', not the '15/06/2020' it reads as).
   */
  text?: DateText;
}

export function DateField({ value, onChange, minDate, notPast = false, text: kept, onBlur, onFocus, onKeyDown, ref, id, labelProps, ...props }: DateFieldProps) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const own = useDateText(value, onChange);
  const text = kept ?? own;
  const ownId = useId();
  const inputId = id ?? ownId;
  const labelId = `${inputId}-label`;
  const earliest = notPast ? earliestPickup(localToday()) : undefined;
  const min = earliest && (!minDate || minDate < earliest) ? earliest : minDate;

  const dropdown = useRef<HTMLDivElement>(null);
  const openCalendar = () => {
    preloadCalendar();
    // Already open (the focus went back to the field): the arrow takes the focus to its day again.
    if (opened) dropdown.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    else setOpened(true);
  };

  const button = (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      radius="md"
      trapFocus
      returnFocus
      keepMounted={false}
      withinPortal
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={36}
          radius="md"
          aria-label={t`Choose a date`}
          aria-describedby={props.label ? labelId : undefined}
          onPointerEnter={preloadCalendar}
          onFocus={preloadCalendar}
          onClick={() => (opened ? setOpened(false) : openCalendar())}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              openCalendar();
            }
          }}
        >
          <IconCalendar size={20} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs" ref={dropdown}>
        <Suspense fallback={<Loader size="sm" m="md" aria-label={t`Loading the calendar`} />}>
          <DateCalendar
            value={text.date}
            minDate={min}
            onPick={(date) => {
              text.pick(date);
              setOpened(false);
            }}
          />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );

  return (
    <TextInput
      {...props}
      ref={ref}
      id={inputId}
      labelProps={{ id: labelId, ...labelProps }}
      placeholder={props.placeholder ?? t`DD/MM/YYYY`}
      inputMode="numeric"
      autoComplete="off"
      value={text.text}
      onChange={(event) => text.type(event.currentTarget.value)}
      onFocus={(event) => {
        preloadCalendar();
        onFocus?.(event);
      }}
      onBlur={(event) => {
        text.settle();
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        // As a combobox: the down arrow opens the calendar.
        if (event.key === 'ArrowDown' && !event.shiftKey && !event.ctrlKey && !event.metaKey) {
          event.preventDefault();
          openCalendar();
        }
        onKeyDown?.(event);
      }}
      rightSection={button}
      rightSectionWidth={44}
      rightSectionPointerEvents="auto"
    />
  );
}
