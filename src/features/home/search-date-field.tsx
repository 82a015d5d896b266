// The shared DateField (a calendar to pick from), fetched only once the visitor reaches for the
// search, as the time field is. Until then a plain field shows the date and takes the same typing.
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useDateText } from '../../ui/use-date-text';
import { heroFieldClassNames, TextField } from './hero-fields';

const DateField = lazy(() => import('../../ui/date-field').then((m) => ({ default: m.DateField })));

interface Props {
  /** Whether the real field may be loaded now. */
  ready: boolean;
  label: string;
  description?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The earliest day the calendar offers, 'YYYY-MM-DD', besides today (none is in the past). */
  minDate?: string | undefined;
  error?: ReactNode;
}

export function SearchDateField({ ready, label, description, value, onChange, minDate, error }: Props) {
  const { t } = useLingui();
  const text = useDateText(value, onChange);
  const focused = useRef(false);
  // The last plain field drawn, kept once it has left the page (React would clear an object ref).
  const plainInput = useRef<HTMLInputElement | null>(null);

  const plain = (
    <TextField
      label={label}
      description={description}
      error={error}
      value={text.text}
      placeholder={t`DD/MM/YYYY`}
      inputMode="numeric"
      autoComplete="off"
      ref={(input: HTMLInputElement | null) => {
        if (input) plainInput.current = input;
      }}
      onFocus={() => (focused.current = true)}
      onChange={(event) => text.type(event.currentTarget.value)}
      onBlur={() => {
        focused.current = false;
        text.settle();
      }}
    />
  );
  if (!ready) return plain;

  return (
    <Suspense fallback={plain}>
      <DateField
        label={label}
        description={description}
        error={error}
        value={value}
        onChange={onChange}
        minDate={minDate}
        notPast
        size="md"
        classNames={heroFieldClassNames}
        ref={(input: HTMLInputElement | null) => {
          if (!input) return;
          // A value that reached the plain field as it left the page (typed by a script or autofill
          // in that moment) never came to the app: it is carried over, once.
          const left = plainInput.current;
          plainInput.current = null;
          if (left && left.value !== text.text) text.type(left.value);
          // The visitor was already in the plain field: stay there.
          if (focused.current) {
            focused.current = false;
            input.focus();
          }
        }}
      />
    </Suspense>
  );
}
