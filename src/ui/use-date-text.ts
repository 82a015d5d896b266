// The text of a date field and its value: what is typed stays on screen as typed, the form gets
// 'YYYY-MM-DD' once it reads as a date (and the text itself before), and the text is written
// 'DD/MM/YYYY' when the field is left or the value changes from elsewhere (the calendar, a reset).
import { useState } from 'react';
import { formatDateText, parseDateText } from './date-text';

export interface DateText {
  /** What the field shows. */
  text: string;
  /** The value as a date, 'YYYY-MM-DD', or null while it is not one. */
  date: string | null;
  /** The visitor typed. */
  type: (text: string) => void;
  /** A day was chosen, 'YYYY-MM-DD'. */
  pick: (date: string) => void;
  /** The field was left: a date is shown in full. */
  settle: () => void;
}

export function useDateText(value: string, onChange: (value: string) => void): DateText {
  const [text, setText] = useState(() => formatDateText(value));
  const [shownValue, setShownValue] = useState(value);
  // The value changed from elsewhere: show it, unless it is what the text already says.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== (parseDateText(text) ?? text)) setText(formatDateText(value));
  }
  return {
    text,
    date: parseDateText(value),
    type: (typed) => {
      setText(typed);
      const next = parseDateText(typed) ?? typed;
      if (next !== value) onChange(next);
    },
    pick: (date) => {
      setText(formatDateText(date));
      if (date !== value) onChange(date);
    },
    settle: () => {
      const date = parseDateText(text);
      if (date) setText(formatDateText(date));
    },
  };
}
