// A time of day typed as 24 h 'HH:MM' (or 12 h with AM/PM, converted when the field is left), with a
// list of every quarter of an hour to pick from (SPEC 5 'Time input'). The value is always what was
// typed, so nothing is lost; it becomes 'HH:MM' on blur when it reads as a time.
import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { parseTime } from '../domain/time';

/** '00:00', '00:15', ... '23:45'. */
export const QUARTER_HOURS: readonly string[] = Array.from({ length: 96 }, (_, i) => {
  const hours = String(Math.floor(i / 4)).padStart(2, '0');
  const minutes = String((i % 4) * 15).padStart(2, '0');
  return `${hours}:${minutes}`;
});

export interface TimeFieldProps extends Omit<AutocompleteProps, 'data' | 'value' | 'onChange' | 'filter'> {
  value: string;
  onChange: (value: string) => void;
}

export function TimeField({ value, onChange, onBlur, ...props }: TimeFieldProps) {
  // Typing '14' shows 14:00 to 14:45; an empty field shows the whole day.
  const data = useMemo(() => {
    const typed = value.trim();
    if (!typed) return [...QUARTER_HOURS];
    const parsed = parseTime(typed);
    const prefix = parsed ?? (/^\d{1,2}$/.test(typed) ? typed.padStart(2, '0') : typed);
    const matches = QUARTER_HOURS.filter((q) => q.startsWith(prefix.slice(0, Math.min(prefix.length, 5))));
    return matches.length ? matches : [...QUARTER_HOURS];
  }, [value]);

  return (
    <Autocomplete
      placeholder="HH:MM"
      inputMode="numeric"
      autoComplete="off"
      leftSection={<IconClock size={16} aria-hidden />}
      maxDropdownHeight={240}
      limit={96}
      {...props}
      // The closed list is not drawn: kept mounted (Mantine's default), its 96 options, scroll area
      // and positioning were drawn with the page, the wizard's largest task as it came to life.
      comboboxProps={{ keepMounted: false, ...props.comboboxProps }}
      dir="ltr"
      data={data}
      filter={({ options }) => options}
      value={value}
      onChange={onChange}
      onBlur={(event) => {
        const parsed = parseTime(value);
        if (parsed && parsed !== value) onChange(parsed);
        onBlur?.(event);
      }}
    />
  );
}
