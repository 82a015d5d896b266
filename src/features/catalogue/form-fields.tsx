// The fields the catalogue forms (cars, tours, posts) share, bound to react-hook-form: the photo's
// section, a yes/no switch, and the rating with its review count.
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { FormSection } from './form-layout';
import { ImageField } from './image-field';

interface BoundProps<V extends FieldValues> {
  control: Control<V>;
  name: FieldPath<V>;
}

/** The 'Photo' section: the record's photo (by URL or uploaded to the device), its name said to screen readers only. */
export function PhotoSection<V extends FieldValues>({
  control,
  name,
  label,
  onDevice,
  error,
  urlLabel,
  showPreview,
}: BoundProps<V> & { label: string; onDevice: string; error: string | undefined; urlLabel?: string; showPreview?: boolean }) {
  const { t } = useLingui();
  return (
    <FormSection title={t`Photo`}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <ImageField
            value={field.value as string}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            inputRef={field.ref}
            error={error}
            label={label}
            onDevice={onDevice}
            urlLabel={urlLabel}
            showPreview={showPreview}
            hideLabel
          />
        )}
      />
    </FormSection>
  );
}

export function SwitchFormField<V extends FieldValues>({
  control,
  name,
  label,
  description,
}: BoundProps<V> & { label: string; description: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          description={description}
          size="md"
          checked={field.value as boolean}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
        />
      )}
    />
  );
}

/** Rating (0 to 5) and number of reviews, side by side. */
export function RatingFields<V extends FieldValues & { rating: string; reviewCount: string }>({
  register,
  error,
}: {
  register: UseFormRegister<V>;
  error: (name: 'rating' | 'reviewCount') => string | undefined;
}) {
  const { t } = useLingui();
  const number = { size: 'md', autoComplete: 'off', dir: 'ltr' } as const;
  return (
    <SimpleGrid cols={2} spacing="md">
      <TextInput label={t`Rating`} inputMode="decimal" error={error('rating')} {...number} {...register('rating' as FieldPath<V>)} />
      <TextInput label={t`Reviews`} inputMode="numeric" error={error('reviewCount')} {...number} {...register('reviewCount' as FieldPath<V>)} />
    </SimpleGrid>
  );
}
