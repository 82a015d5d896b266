// The tour form of /admin/tours/create and /admin/tours/:id/edit: SPEC 3 and 5's fields, each
// message next to its field, and the values kept as typed when saving fails.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { Grid, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { tourFormSchema, type TourFormValues } from '../../domain/admin-catalogue-forms';
import { paths } from '../../domain/paths';
import { useLang } from '../../i18n/use-lang';
import type { RecordFormProps } from '../../ui/admin/catalogue-form-page';
import { FormActions, FormSection } from '../../ui/admin/form-layout';
import { ImageFormField, RatingFields, SwitchFormField } from '../../ui/admin/form-fields';
import { useTourText } from './use-tour-text';

export function TourForm({ initial, submitLabel, onSave }: RecordFormProps<TourFormValues>) {
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
                <ImageFormField
                  control={control}
                  name="image"
                  label={t`Photo of the tour`}
                  onDevice={t`Photo kept on this device; it is sent with the tour.`}
                  error={error('image')}
                />
              </FormSection>
              <FormSection title={t`Status`}>
                <SwitchFormField control={control} name="featured" label={t`Featured`} description={t`Shown on the home page with a best-seller badge`} />
                <RatingFields register={register} error={error} />
              </FormSection>
            </Stack>
          </Grid.Col>
        </Grid>
        <FormActions cancelTo={paths.admin.tours(lang)} cancelLabel={t`Cancel`} submitLabel={submitLabel} pending={isSubmitting} />
      </Stack>
    </form>
  );
}
