// The tour form, at /{lang}/tours/create and /admin/tours/create, /admin/tours/:id/edit: SPEC 3 and
// 5's fields, each message next to its field, the values kept as typed when saving fails. The site's
// page has SPEC 5's price input (a number, step 0.01) and no rating (a new tour's); the back office
// types the price as free text (SPEC 5 'Admin create and edit forms') and sets the rating.
import { useLingui } from '@lingui/react/macro';
import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { IconCurrencyEuro } from '@tabler/icons-react';
import { PhotoSection, RatingFields, SwitchFormField } from './form-fields';
import { FormSection, RecordFormLayout, useCatalogueForm, type RecordFormProps } from './form-layout';
import { TITLE_MAX } from './form';
import { tourFormSchema, type TourFormValues } from './tour-form';
import { useCategories } from './words';

// Side by side fields keep their inputs level: the hint goes under the input.
const BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

export function TourForm(props: RecordFormProps<TourFormValues>) {
  const { t } = useLingui();
  const { options } = useCategories();
  const form = useCatalogueForm(tourFormSchema, props.initial);
  const { control, register, error } = form;
  const onSite = props.place === 'site';

  const price = onSite ? (
    <TextInput
      type="number"
      step={0.01}
      min={0.01}
      inputMode="decimal"
      label={t`Price (EUR)`}
      description={t`Per person, taxes included`}
      inputWrapperOrder={BELOW}
      withAsterisk
      size="md"
      dir="ltr"
      placeholder="299.00"
      leftSection={<IconCurrencyEuro size={18} aria-hidden />}
      error={error('price')}
      {...register('price')}
    />
  ) : (
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
  );

  return (
    <RecordFormLayout
      form={form}
      props={props}
      main={
        <FormSection title={t`Tour details`}>
          <TextInput
            label={t`Title`}
            withAsterisk
            size="md"
            autoComplete="off"
            maxLength={TITLE_MAX + 50}
            placeholder={t`e.g. Versailles Palace & Gardens`}
            error={error('title')}
            {...register('title')}
          />
          <Textarea
            label={t`Description`}
            withAsterisk
            size="md"
            rows={4}
            placeholder={t`What the guests will see and do`}
            error={error('description')}
            {...register('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t`Duration`}
              withAsterisk
              size="md"
              autoComplete="off"
              placeholder={t`e.g. 4 hours, Full day`}
              error={error('duration')}
              {...register('duration')}
            />
            {price}
            <NativeSelect
              label={t`Category`}
              withAsterisk
              size="md"
              data={[{ value: '', label: t`Select a category`, disabled: true }, ...options.tours]}
              error={error('category')}
              {...register('category')}
            />
            <TextInput
              label={t`Max participants`}
              description={t`Optional: empty for no limit`}
              inputWrapperOrder={BELOW}
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
            <SwitchFormField
              control={control}
              name="featured"
              label={t`Featured tour`}
              description={t`Shown on the home page with a Best Seller badge`}
            />
            {!onSite && <RatingFields register={register} error={error} />}
          </FormSection>
        </>
      }
    />
  );
}
