// The trip's sections of the admin booking form: the status of a saved booking, the date, time,
// flight, service, car and tour, and the pickup and drop-off addresses.
import { useLingui } from '@lingui/react/macro';
import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { IconPlane } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { BOOKING_STATUSES, SERVICE_TYPES } from '../../domain/types';
import { FormDateField, FormTimeField, Section, type FieldsProps } from './form-section';
import { NONE, serviceOfTour } from './order-form-values';
import type { BookingChoices } from './queries';
import { localizedText } from '../../domain/content-lang';
import { useLang } from '../../i18n/use-lang';

export function StatusSection({ form, labels }: Pick<FieldsProps, 'form' | 'labels'>) {
  const { t } = useLingui();
  return (
    <Section title={t`Status`}>
      <NativeSelect
        size="md"
        label={t`Booking status`}
        data={BOOKING_STATUSES.map((status) => ({ value: status, label: labels.statuses[status] }))}
        {...form.register('status')}
      />
    </Section>
  );
}

export function TripSection({
  form,
  errorOf,
  labels,
  mode,
  choices,
}: FieldsProps & { mode: 'create' | 'edit'; choices: BookingChoices | undefined }) {
  const { t } = useLingui();
  const lang = useLang();
  const { control, register, setValue } = form;
  const vehicleData = [
    { value: NONE, label: t`No vehicle` },
    ...(choices?.cars ?? []).map(({ id, name, available }) => ({ value: id, label: available ? name : t`${name} (unavailable)` })),
  ];
  const tourData = [{ value: NONE, label: t`No tour` }, ...(choices?.tours ?? []).map((tour) => ({ value: tour.id, label: localizedText(tour, 'title', lang) }))];
  const keepChoice = (data: { value: string }[], value: string) => (data.some((d) => d.value === value) ? value : NONE);

  return (
    <Section title={t`Trip`}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {/* A new booking is not taken for a past day; a saved one may be corrected after the fact. */}
        <FormDateField form={form} name="pickupDate" label={t`Pickup date`} error={errorOf('pickupDate')} notPast={mode === 'create'} />
        <FormTimeField form={form} name="pickupTime" label={t`Pickup time`} error={errorOf('pickupTime')} />
      </SimpleGrid>
      <TextInput
        size="md"
        label={t`Flight or train number (optional)`}
        placeholder="AF 1234"
        dir="ltr"
        autoCapitalize="characters"
        leftSection={<IconPlane size={18} aria-hidden />}
        error={errorOf('flightTrainNumber')}
        {...register('flightTrainNumber')}
      />
      {mode === 'edit' && (
        <NativeSelect
          size="md"
          label={t`Service type`}
          data={SERVICE_TYPES.map((service) => ({ value: service, label: labels.services[service] }))}
          {...register('serviceType')}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={control}
          name="vehicleId"
          render={({ field }) => (
            <NativeSelect
              size="md"
              label={t`Vehicle`}
              data={vehicleData}
              name={field.name}
              ref={field.ref}
              value={keepChoice(vehicleData, field.value)}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={control}
          name="tourId"
          render={({ field }) => (
            <NativeSelect
              size="md"
              label={t`Tour`}
              data={tourData}
              name={field.name}
              ref={field.ref}
              value={keepChoice(tourData, field.value)}
              onChange={(event) => {
                const id = event.currentTarget.value;
                field.onChange(id);
                // A new booking has no service field: it follows the tour chosen.
                if (mode === 'create') setValue('serviceType', serviceOfTour(choices?.tours.find((tour) => tour.id === id)));
              }}
              onBlur={field.onBlur}
            />
          )}
        />
      </SimpleGrid>
    </Section>
  );
}

export function AddressesSection({ form, errorOf }: Pick<FieldsProps, 'form' | 'errorOf'>) {
  const { t } = useLingui();
  const { register } = form;
  return (
    <Section title={t`Addresses`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Textarea
          size="md"
          label={t`Pickup location`}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          error={errorOf('pickupLocation')}
          {...register('pickupLocation')}
        />
        <Textarea
          size="md"
          label={t`Drop-off location (optional)`}
          autosize
          minRows={3}
          maxRows={8}
          error={errorOf('dropoffLocation')}
          {...register('dropoffLocation')}
        />
      </SimpleGrid>
    </Section>
  );
}
