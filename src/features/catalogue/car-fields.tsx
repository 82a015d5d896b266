// The car form of /admin/cars/create and /admin/cars/:id/edit (the site has no create page for
// cars): SPEC 3's fields and defaults, each message next to its field, and the values kept as typed
// when saving fails. The description is in three languages, a tab each; the rest is one in all.
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useWatch, type FieldPath } from 'react-hook-form';
import { langField } from '../../domain/content-lang';
import { carFormSchema, parseFeatures, type CarFormValues } from './car-form';
import { PhotoSection, RatingFields, SwitchFormField } from './form-fields';
import { FormSection, RecordFormLayout, useCatalogueForm, type RecordFormProps } from './form-layout';
import { inputLang, LangTabs } from './lang-tabs';
import { useCategories } from './words';

function FeaturePreview({ text }: { text: string }) {
  const features = parseFeatures(text);
  if (features.length === 0) return null;
  return (
    <Group gap={6} aria-hidden>
      {features.map((feature) => (
        <Badge key={feature} variant="light" color="gray" tt="none" fw={500}>
          {feature}
        </Badge>
      ))}
    </Group>
  );
}

export function CarForm(props: RecordFormProps<CarFormValues>) {
  const { t } = useLingui();
  const { options } = useCategories();
  const form = useCatalogueForm(() => carFormSchema, props.initial, 'cars');
  const { control, register, error } = form;
  const features = useWatch({ control, name: 'features' });

  return (
    <RecordFormLayout
      form={form}
      props={props}
      main={
        <>
          <FormSection title={t`Vehicle`}>
            <TextInput label={t`Name`} withAsterisk size="md" autoComplete="off" error={error('name')} {...register('name')} />
            <TextInput
              label={t`Registration plate`}
              description={t`Optional. Shown to the driver on their rides.`}
              placeholder="AB-123-CD"
              size="md"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              dir="ltr"
              error={error('plate')}
              {...register('plate')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <NativeSelect label={t`Category`} size="md" data={options.cars} error={error('category')} {...register('category')} />
              <TextInput
                label={t`Price per hour (€)`}
                withAsterisk
                size="md"
                inputMode="decimal"
                placeholder="50.00"
                autoComplete="off"
                dir="ltr"
                error={error('pricePerHour')}
                {...register('pricePerHour')}
              />
            </SimpleGrid>
            <SimpleGrid cols={2} spacing="md">
              <TextInput
                label={t`Passengers`}
                size="md"
                inputMode="numeric"
                autoComplete="off"
                dir="ltr"
                error={error('passengers')}
                {...register('passengers')}
              />
              <TextInput
                label={t`Luggage`}
                size="md"
                inputMode="numeric"
                autoComplete="off"
                dir="ltr"
                error={error('luggage')}
                {...register('luggage')}
              />
            </SimpleGrid>
            <Stack gap={8}>
              <TextInput
                label={t`Features`}
                description={t`Separate them with commas, e.g. WiFi, Leather Seats, Climate Control`}
                size="md"
                autoComplete="off"
                error={error('features')}
                {...register('features')}
              />
              <FeaturePreview text={features} />
            </Stack>
          </FormSection>
          <FormSection title={t`Texts for visitors`}>
            <LangTabs form={form}>
              {(lang) => {
                const name = langField('description', lang) as FieldPath<CarFormValues>;
                return <Textarea label={t`Description`} size="md" rows={4} error={error(name)} {...inputLang(lang)} {...form.registerText(name)} />;
              }}
            </LangTabs>
          </FormSection>
        </>
      }
      side={
        <>
          <PhotoSection
            control={control}
            name="image"
            label={t`Photo of the vehicle`}
            onDevice={t`Photo kept on this device; it is sent with the vehicle.`}
            error={error('image')}
          />
          <FormSection title={t`Status`}>
            <SwitchFormField control={control} name="available" label={t`Available`} description={t`Visitors can book it`} />
            <SwitchFormField control={control} name="featured" label={t`Featured`} description={t`Shown first on the site`} />
            <RatingFields register={register} error={error} />
          </FormSection>
        </>
      }
    />
  );
}
