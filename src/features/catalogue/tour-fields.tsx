// The tour form, at /{lang}/tours/create and /admin/tours/create, /admin/tours/:id/edit: SPEC 3 and
// 5's fields, each message next to its field, the values kept as typed when saving fails. Its texts
// are in three languages, a tab each (lang-tabs.tsx); lists are typed one item per line. The site's
// page has SPEC 5's price input (a number, step 0.01) and no rating (a new tour's); the back office
// types the price as free text (SPEC 5 'Admin create and edit forms') and sets the rating.
import { useLingui } from '@lingui/react/macro';
import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { IconCurrencyEuro } from '@tabler/icons-react';
import type { FieldPath } from 'react-hook-form';
import { langField } from '../../domain/content-lang';
import type { Lang } from '../../domain/paths';
import { PhotoSection, RatingFields, SwitchFormField } from './form-fields';
import { FormSection, RecordFormLayout, useCatalogueForm, type RecordFormProps } from './form-layout';
import { TITLE_MAX } from './form';
import { inputLang, LangTabs } from './lang-tabs';
import type { TextBase } from './lang-fields';
import { tourFormSchemaIn, type TourFormValues } from './tour-form';
import { useCategories } from './words';

/** Examples in each field's own language. */
const EXAMPLES: Record<Lang, { title: string; duration: string }> = {
  fr: { title: 'Château et jardins de Versailles', duration: '8 heures' },
  en: { title: 'Versailles Palace & Gardens', duration: '8 hours' },
  ar: { title: 'قصر وحدائق فرساي', duration: '8 ساعات' },
};

// Side by side fields keep their inputs level: the hint goes under the input.
const BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

export function TourForm(props: RecordFormProps<TourFormValues>) {
  const { t } = useLingui();
  const { options } = useCategories();
  const form = useCatalogueForm(tourFormSchemaIn, props.initial, 'tours');
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
        <>
          <FormSection title={t`Tour details`}>
            <LangTabs form={form}>
              {(lang) => {
                const field = (base: TextBase<'tours'>) => {
                  const name = langField(base, lang) as FieldPath<TourFormValues>;
                  return { ...form.registerText(name), ...inputLang(lang), size: 'md', error: error(name) } as const;
                };
                const list = { rows: 4, description: t`One per line`, inputWrapperOrder: BELOW } as const;
                return (
                  <>
                    <TextInput
                      label={t`Title`}
                      withAsterisk
                      autoComplete="off"
                      maxLength={TITLE_MAX + 50}
                      placeholder={EXAMPLES[lang].title}
                      {...field('title')}
                    />
                    <Textarea
                      label={t`Summary`}
                      description={t`One sentence for the cards and link previews`}
                      inputWrapperOrder={BELOW}
                      rows={2}
                      {...field('summary')}
                    />
                    <Textarea label={t`Description`} withAsterisk rows={4} {...field('description')} />
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                      <TextInput label={t`Duration`} withAsterisk autoComplete="off" placeholder={EXAMPLES[lang].duration} {...field('duration')} />
                      <TextInput label={t`Meeting point`} autoComplete="off" {...field('meetingPoint')} />
                    </SimpleGrid>
                    <Textarea label={t`Highlights`} {...list} {...field('highlights')} />
                    <Textarea
                      label={t`Itinerary`}
                      {...list}
                      description={t`One step per line, e.g. 09:00 - Departure from your hotel`}
                      {...field('itinerary')}
                    />
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                      <Textarea label={t`Included`} {...list} {...field('included')} />
                      <Textarea label={t`Not included`} {...list} {...field('notIncluded')} />
                    </SimpleGrid>
                  </>
                );
              }}
            </LangTabs>
          </FormSection>
          <FormSection title={t`Price and booking`}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
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
        </>
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
