// The shared DateField (a calendar to pick from), fetched only once the visitor reaches for the
// search, as the time field is. Until it has arrived a plain field shows the date and takes the same
// typing. The two draw one text, so the swap keeps it as typed ('15/06/20' stays so, though it reads
// as 15 June 2020), with the focus and the caret (field-upgrade.ts).
import { useLingui } from '@lingui/react/macro';
import { type ReactNode } from 'react';
import { useDateText } from '../../ui/use-date-text';
import { upgrade, useFieldUpgrade } from './field-upgrade';
import { heroFieldClassNames, TextField } from './hero-fields';

const dateField = upgrade(() => import('../../ui/date-field'));

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
  const { rich, plainRef, richRef } = useFieldUpgrade(ready, dateField, text.text, text.type);

  if (!rich) {
    return (
      <TextField
        label={label}
        description={description}
        error={error}
        value={text.text}
        placeholder={t`DD/MM/YYYY`}
        inputMode="numeric"
        autoComplete="off"
        ref={plainRef}
        onChange={(event) => text.type(event.currentTarget.value)}
        onBlur={text.settle}
      />
    );
  }
  return (
    <rich.DateField
      label={label}
      description={description}
      error={error}
      value={value}
      onChange={onChange}
      minDate={minDate}
      notPast
      text={text}
      size="md"
      classNames={heroFieldClassNames}
      ref={richRef}
    />
  );
}
