// The shared TimeField, fetched only once the visitor reaches for the search (its list of times is
// the heaviest part of the hero). Until then a plain field takes the same typing, so nothing is lost.
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { parseTime } from '../../domain/time';
import { heroFieldClassNames, TextField } from './hero-fields';

const TimeField = lazy(() => import('../../ui/time-field').then((m) => ({ default: m.TimeField })));

interface Props {
  /** Whether the real field may be loaded now. */
  ready: boolean;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}

export function SearchTimeField({ ready, label, value, onChange, error }: Props) {
  const focused = useRef(false);
  // The last plain field drawn, kept once it has left the page (React would clear an object ref).
  const plainInput = useRef<HTMLInputElement | null>(null);

  const plain = (
    <TextField
      label={label}
      error={error}
      value={value}
      placeholder="HH:MM"
      inputMode="numeric"
      autoComplete="off"
      dir="ltr"
      ref={(input: HTMLInputElement | null) => {
        if (input) plainInput.current = input;
      }}
      onFocus={() => (focused.current = true)}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={() => {
        focused.current = false;
        const parsed = parseTime(value);
        if (parsed && parsed !== value) onChange(parsed);
      }}
    />
  );
  if (!ready) return plain;

  return (
    <Suspense fallback={plain}>
      <TimeField
        label={label}
        error={error}
        value={value}
        onChange={onChange}
        size="md"
        leftSection={null}
        classNames={heroFieldClassNames}
        ref={(input: HTMLInputElement | null) => {
          if (!input) return;
          // A value that reached the plain field as it left the page (typed into it by a script or
          // autofill in that moment) never came to the app: it is carried over, once.
          const left = plainInput.current;
          plainInput.current = null;
          if (left && left.value !== value) onChange(left.value);
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
