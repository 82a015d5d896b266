// The tour form of /admin/tours/create and /admin/tours/:id/edit: SPEC 3 and 5's fields, each
// message next to its field, and the values kept as typed when saving fails.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { Grid, NativeSelect, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { tourFormSchema, type TourFormValues } from '../../domain/admin-catalogue-forms';
import { paths } from '../../domain/paths';
import { useLang } from '../../i18n/use-lang';
import { FormActions, FormSection } from '../../ui/admin/form-layout';
import { ImageField } from '../../ui/admin/image-field';
import { useTourText } from './use-tour-text';

export interface TourFormProps {
  initial: TourFormValues;
  submitLabel: string;
  /** Saves; may set field errors (a value the database refused). */
  onSave: (values: TourFormValues, setError: UseFormSetError<TourFormValues>) => Promise<void>;
}

export function TourForm({ initial, submitLabel, onSave }: TourFormProps) {
  const { t } = useLingui();
  const lang = useLang();
  const text = useTourText();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TourFormValues>({ resolver: valibotResolver(tourFormSchema), defaultValues: initial, mode: 'onTouched' });
  const error = (name: keyof TourFormValues) => text.fieldError(errors[name]?.message);

  return (
    <form onSubmit={handleSubmit((values) => onSave(values, setError))} noValidate>
      <Stack gap="lg" maw={1100} mx="auto">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <FormSection title={t`Tour`}>
              <TextInput label={t`Title`} withAsterisk size="md" autoComplete="off" error={error('title')} {...register('title')} />
              <Textarea
                label={t`Description`}
                withAsterisk
                size="md"
                rows={4}
                error={error('description')}
                {...register('description')}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <NativeSelect label={t`Category`} size="md" data={text.categoryOptions} error={error('category')} {...register('category')} />
                <TextInput
                  label={t`Duration`}
                  description={t`For example 4 hours, Full day`}
                  withAsterisk
                  size="md"
                  autoComplete="off"
                  error={error('duration')}
                  {...register('duration')}
                />
                <TextInput
                  label={t`Price per person (€)`}
                  withAsterisk
                  size="md"
                  inputMode="decimal"
                  placeholder="50.00"
                  autoComplete="off"
                  dir="ltr"
                  error={error('price')}
                  {...register('price')}
                />
                <TextInput
                  label={t`Max participants`}
                  description={t`0 for no limit`}
                  size="md"
                  inputMode="numeric"
                  autoComplete="off"
                  dir="ltr"
                  error={error('maxParticipants')}
                  {...register('maxParticipants')}
                />
              </SimpleGrid>
            </FormSection>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <Stack gap="lg">
              <FormSection title={t`Photo`}>
                <Controller
                  control={control}
                  name="image"
                  render={({ field }) => (
                    <ImageField
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      name={field.name}
                      inputRef={field.ref}
                      error={error('image')}
                      labels={{ ...text.imageLabels, label: t`Photo of the tour` }}
                      hideLabel
                    />
                  )}
                />
              </FormSection>
              <FormSection title={t`Status`}>
                <Controller
                  control={control}
                  name="featured"
                  render={({ field }) => (
                    <Switch
                      label={t`Featured`}
                      description={t`Shown on the home page with a best-seller badge`}
                      size="md"
                      checked={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                      onBlur={field.onBlur}
                      name={field.name}
                      ref={field.ref}
                    />
                  )}
                />
                <SimpleGrid cols={2} spacing="md">
                  <TextInput
                    label={t`Rating`}
                    size="md"
                    inputMode="decimal"
                    autoComplete="off"
                    dir="ltr"
                    error={error('rating')}
                    {...register('rating')}
                  />
                  <TextInput
                    label={t`Reviews`}
                    size="md"
                    inputMode="numeric"
                    autoComplete="off"
                    dir="ltr"
                    error={error('reviewCount')}
                    {...register('reviewCount')}
                  />
                </SimpleGrid>
              </FormSection>
            </Stack>
          </Grid.Col>
        </Grid>
        <FormActions cancelTo={paths.admin.tours(lang)} cancelLabel={t`Cancel`} submitLabel={submitLabel} pending={isSubmitting} />
      </Stack>
    </form>
  );
}
