// The shared TimeField, fetched only once the visitor reaches for the search (its list of times is
// the heaviest part of the hero). Until it has arrived a plain field takes the same typing; the swap
// keeps the value, the focus and the caret (field-upgrade.ts).
import { type ReactNode } from 'react';
import { parseTime } from '../../domain/time';
import { upgrade, useFieldUpgrade } from './field-upgrade';
import { heroFieldClassNames, TextField } from './hero-fields';

const timeField = upgrade(() => import('../../ui/time-field'));

interface Props {
  /** Whether the real field may be loaded now. */
  ready: boolean;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}

export function SearchTimeField({ ready, label, value, onChange, error }: Props) {
  const { rich, plainRef, richRef } = useFieldUpgrade(ready, timeField, value, onChange);

  if (!rich) {
    return (
      <TextField
        label={label}
        error={error}
        value={value}
        placeholder="HH:MM"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        ref={plainRef}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={() => {
          const parsed = parseTime(value);
          if (parsed && parsed !== value) onChange(parsed);
        }}
      />
    );
  }
  return (
    <rich.TimeField
      label={label}
      error={error}
      value={value}
      onChange={onChange}
      size="md"
      leftSection={null}
      classNames={heroFieldClassNames}
      ref={richRef}
    />
  );
}
