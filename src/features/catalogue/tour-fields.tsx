// The tour form of /admin/tours/create and /admin/tours/:id/edit: SPEC 3 and 5's fields, each
// message next to its field, and the values kept as typed when saving fails.
import { useLingui } from '@lingui/react/macro';
import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { tourFormSchema, type TourFormValues } from './form';
import { paths } from '../../domain/paths';
import { useLang } from '../../i18n/use-lang';
import type { RecordFormProps } from './form-page';
import { CatalogueFormLayout, FormSection, useCatalogueForm } from './form-layout';
import { PhotoSection, RatingFields, SwitchFormField } from './form-fields';
import { useTourText } from './use-tour-text';

export function TourForm({ initial, submitLabel, onSave }: RecordFormProps<TourFormValues>) {
  const { t } = useLingui();
  const lang = useLang();
  const text = useTourText();
  const { control, register, handleSubmit, setError, formState, error } = useCatalogueForm(tourFormSchema, initial, text.fieldError);

  return (
    <CatalogueFormLayout
      onSubmit={handleSubmit((values) => onSave(values, setError))}
      cancelTo={paths.admin.tours(lang)}
      submitLabel={submitLabel}
      pending={formState.isSubmitting}
      main={
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
      }
      side={
        <>
          <PhotoSection
            control={control}
            name="image"
            label={t`Photo of the tour`}
            onDevice={t`Photo kept on this device; it is sent with the tour.`}
            error={error('image')}
          />
          <FormSection title={t`Status`}>
            <SwitchFormField control={control} name="featured" label={t`Featured`} description={t`Shown on the home page with a best-seller badge`} />
            <RatingFields register={register} error={error} />
          </FormSection>
        </>
      }
    />
  );
}
