// The car form of /admin/cars/create and /admin/cars/:id/edit: SPEC 3's fields and defaults, each
// message next to its field, and the values kept as typed when saving fails.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { Badge, Grid, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { carFormSchema, parseFeatures, type CarFormValues } from '../../domain/admin-catalogue-forms';
import { paths } from '../../domain/paths';
import { useLang } from '../../i18n/use-lang';
import type { RecordFormProps } from '../../ui/admin/catalogue-form-page';
import { FormActions, FormSection } from '../../ui/admin/form-layout';
import { ImageFormField, RatingFields, SwitchFormField } from '../../ui/admin/form-fields';
import { useCarText } from './use-car-text';

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

export function CarForm({ initial, submitLabel, onSave }: RecordFormProps<CarFormValues>) {
  const { t } = useLingui();
  const lang = useLang();
  const text = useCarText();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CarFormValues>({ resolver: valibotResolver(carFormSchema), defaultValues: initial, mode: 'onTouched' });
  const features = useWatch({ control, name: 'features' });
  const error = (name: keyof CarFormValues) => text.fieldError(errors[name]?.message);

  return (
    <form onSubmit={handleSubmit((values) => onSave(values, setError))} noValidate>
      <Stack gap="lg" maw={1100} mx="auto">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <FormSection title={t`Vehicle`}>
              <TextInput label={t`Name`} withAsterisk size="md" autoComplete="off" error={error('name')} {...register('name')} />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <NativeSelect label={t`Category`} size="md" data={text.categoryOptions} error={error('category')} {...register('category')} />
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
              <Textarea label={t`Description`} size="md" rows={4} error={error('description')} {...register('description')} />
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
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <Stack gap="lg">
              <FormSection title={t`Photo`}>
                <ImageFormField
                  control={control}
                  name="image"
                  label={t`Photo of the vehicle`}
                  onDevice={t`Photo kept on this device; it is sent with the vehicle.`}
                  error={error('image')}
                />
              </FormSection>
              <FormSection title={t`Status`}>
                <SwitchFormField control={control} name="available" label={t`Available`} description={t`Visitors can book it`} />
                <SwitchFormField control={control} name="featured" label={t`Featured`} description={t`Shown first on the site`} />
                <RatingFields register={register} error={error} />
              </FormSection>
            </Stack>
          </Grid.Col>
        </Grid>
        <FormActions cancelTo={paths.admin.cars(lang)} cancelLabel={t`Cancel`} submitLabel={submitLabel} pending={isSubmitting} />
      </Stack>
    </form>
  );
}
