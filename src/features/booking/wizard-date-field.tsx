// A date of the wizard in the shared date field: its problem clears as it is edited and is checked
// when it is left filled, as the text fields' are.
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { PublicBookingDraft } from '../../domain/public-booking';
import { DateField } from '../../ui/date-field';

interface Props {
  form: UseFormReturn<PublicBookingDraft>;
  errorOf: (name: keyof PublicBookingDraft) => string | undefined;
  edited: (name: keyof PublicBookingDraft) => void;
  name: 'pickupDate' | 'returnDate';
  label: string;
  /** The earliest day offered besides today (no pickup is in the past). */
  minDate?: string | undefined;
}

export function WizardDateField({ form, errorOf, edited, name, label, minDate }: Props) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DateField
          label={label}
          withAsterisk
          size="md"
          minDate={minDate}
          notPast
          name={field.name}
          ref={field.ref}
          value={field.value}
          error={errorOf(name)}
          onChange={(value) => {
            field.onChange(value);
            edited(name);
          }}
          onBlur={() => {
            field.onBlur();
            if (form.getValues(name).trim()) void form.trigger(name);
          }}
        />
      )}
    />
  );
}
