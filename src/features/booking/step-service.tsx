// Step 1, Service & Vehicle: the service, the car, where and when, and how many travel.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconMap2, IconMapPin, IconPlane, IconPlaneArrival, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { memo } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { LUGGAGE_MAX, LUGGAGE_MIN, PASSENGERS_MAX, PASSENGERS_MIN } from '../../domain/booking-limits';
import { WIZARD_SERVICES, type PublicBookingDraft, type WizardService } from '../../domain/public-booking';
import { asksDropoff, asksFlight } from './draft';
import type { Car, Tour } from '../../domain/types';
import { HydrateApart } from '../../ui/hydrate-apart';
import { TimeField } from '../../ui/time-field';
import classes from './booking.module.css';
import { CarPicture } from './car-picture';
import { useBookingLabels } from './use-booking-labels';
import { WizardDateField } from './wizard-date-field';
import { localized } from '../../domain/content-lang';
import { useLang } from '../../i18n/use-lang';
import { fallbackProps } from '../../ui/localized';

const SERVICE_ICONS: Record<WizardService, typeof IconPlaneArrival> = {
  airport: IconPlaneArrival,
  tours: IconMap2,
  shared: IconUsersGroup,
};

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => String(min + i));

export interface StepProps {
  form: UseFormReturn<PublicBookingDraft>;
  /** The translated message of a field's problem, if it has one. */
  errorOf: (name: keyof PublicBookingDraft) => string | undefined;
  /** Registers a text field: its problem clears as soon as it is edited, and is checked when left filled. */
  textField: (name: keyof PublicBookingDraft) => object;
  /** A controlled field changed: clear its problem. */
  edited: (name: keyof PublicBookingDraft) => void;
}

export const StepService = memo(function StepService({
  form,
  errorOf,
  textField,
  edited,
  cars,
  tour,
}: StepProps & { cars: Car[]; tour: Tour | null }) {
  const { t } = useLingui();
  const lang = useLang();
  const tourTitle = tour ? localized<string>(tour, 'title', lang) : null;
  const labels = useBookingLabels();
  const service = useWatch({ control: form.control, name: 'serviceType' });

  return (
    <Stack gap="xl">
      <Controller
        control={form.control}
        name="serviceType"
        render={({ field }) => (
          <Radio.Group
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              edited('serviceType');
            }}
            name="serviceType"
            label={<Title order={2} size="h4" component="span">{t`Choose your service`}</Title>}
            error={errorOf('serviceType')}
            withAsterisk
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="sm">
              {WIZARD_SERVICES.map((value) => {
                const Icon = SERVICE_ICONS[value];
                return (
                  <Radio.Card key={value} value={value} radius="lg" p="md" className={classes.choice} ref={value === WIZARD_SERVICES[0] ? field.ref : undefined}>
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <ThemeIcon size={44} radius="xl" variant="light" color="gold">
                        <Icon size={24} aria-hidden />
                      </ThemeIcon>
                      <Stack gap={2} style={{ flex: 1 }}>
                        <Group justify="space-between" wrap="nowrap" gap="xs">
                          <Text fw={600}>{labels.services[value].title}</Text>
                          <Radio.Indicator />
                        </Group>
                        <Text size="sm" c="dimmed">
                          {labels.services[value].description}
                        </Text>
                      </Stack>
                    </Group>
                  </Radio.Card>
                );
              })}
            </SimpleGrid>
          </Radio.Group>
        )}
      />

      {tour && tourTitle && service !== 'airport' && (
        <Alert variant="light" color="gold" icon={<IconMap2 size={18} aria-hidden />} title={t`Your tour`}>
          <Trans>
            <bdi {...fallbackProps(tourTitle, lang)}>{tourTitle.value}</bdi>: {labels.money(tour.price)} per person.
          </Trans>
        </Alert>
      )}

      <Controller
        control={form.control}
        name="vehicleId"
        render={({ field }) => (
          <Radio.Group
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              edited('vehicleId');
              edited('passengers');
            }}
            name="vehicleId"
            label={<Title order={2} size="h4" component="span">{t`Choose your vehicle`}</Title>}
            error={errorOf('vehicleId')}
            withAsterisk
          >
            {cars.length === 0 ? (
              <Text c="dimmed" mt="sm">
                <Trans>No vehicle can be booked online at the moment. Please call or write to us.</Trans>
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm" mt="sm">
                {cars.map((car, index) => (
                  <Radio.Card key={car.id} value={car.id} radius="lg" p="sm" className={classes.choice} ref={index === 0 ? field.ref : undefined}>
                    <Stack gap="xs">
                      <CarPicture car={car} width={320} />
                      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                        <Text fw={600} lh={1.3}>
                          <bdi>{car.name}</bdi>
                        </Text>
                        <Radio.Indicator />
                      </Group>
                      <Group gap="md">
                        <Group gap={4} wrap="nowrap">
                          <IconUsers size={16} aria-hidden />
                          <Text size="sm">
                            <Trans>{car.passengers} seats</Trans>
                          </Text>
                        </Group>
                        <Group gap={4} wrap="nowrap">
                          <IconBriefcase size={16} aria-hidden />
                          <Text size="sm">
                            <Trans>{car.luggage} bags</Trans>
                          </Text>
                        </Group>
                      </Group>
                      <Text size="sm" fw={600} c="var(--brand-accent-text)">
                        <Trans>{labels.money(car.pricePerHour)} per hour</Trans>
                      </Text>
                    </Stack>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            )}
          </Radio.Group>
        )}
      />

      <Stack gap="md">
        <Title order={3} size="h4">
          <Trans>Where and when</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, sm: asksDropoff(service) ? 2 : 1 }} spacing="md">
          <TextInput
            label={t`Pickup location`}
            placeholder={t`Address, hotel, airport or station`}
            withAsterisk
            size="md"
            autoComplete="street-address"
            leftSection={<IconMapPin size={18} aria-hidden />}
            error={errorOf('pickupLocation')}
            {...textField('pickupLocation')}
          />
          {asksDropoff(service) && (
            <TextInput
              label={t`Drop-off location`}
              placeholder={t`Where are you going? (optional)`}
              size="md"
              leftSection={<IconMapPin size={18} aria-hidden />}
              error={errorOf('dropoffLocation')}
              {...textField('dropoffLocation')}
            />
          )}
        </SimpleGrid>
        <HydrateApart>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <WizardDateField form={form} errorOf={errorOf} edited={edited} name="pickupDate" label={t`Pickup date`} />
            <Controller
              control={form.control}
              name="pickupTime"
              render={({ field }) => (
                <TimeField
                  label={t`Pickup time`}
                  description={t`24-hour, e.g. 14:30`}
                  withAsterisk
                  size="md"
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  error={errorOf('pickupTime')}
                  onChange={(value) => {
                    field.onChange(value);
                    edited('pickupTime');
                  }}
                  onBlur={() => {
                    field.onBlur();
                    if (form.getValues('pickupTime').trim()) void form.trigger('pickupTime');
                  }}
                />
              )}
            />
          </SimpleGrid>
        </HydrateApart>
        {asksFlight(service) && (
          <TextInput
            label={t`Flight number`}
            description={t`Optional: we follow your flight and wait if it is late.`}
            placeholder="AF 1234"
            size="md"
            dir="ltr"
            autoCapitalize="characters"
            leftSection={<IconPlane size={18} aria-hidden />}
            error={errorOf('flightNumber')}
            {...textField('flightNumber')}
          />
        )}
        <HydrateApart>
          <SimpleGrid cols={2} spacing="md">
            {(['passengers', 'luggage'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <Select
                    label={name === 'passengers' ? t`Passengers` : t`Luggage`}
                    size="md"
                    allowDeselect={false}
                    checkIconPosition="right"
                    comboboxProps={{ keepMounted: false }}
                    data={name === 'passengers' ? range(PASSENGERS_MIN, PASSENGERS_MAX) : range(LUGGAGE_MIN, LUGGAGE_MAX)}
                    leftSection={name === 'passengers' ? <IconUsers size={18} aria-hidden /> : <IconBriefcase size={18} aria-hidden />}
                    name={field.name}
                    ref={field.ref}
                    value={String(field.value)}
                    error={errorOf(name)}
                    onChange={(value) => {
                      if (value === null) return;
                      field.onChange(Number(value));
                      edited(name);
                    }}
                  />
                )}
              />
            ))}
          </SimpleGrid>
        </HydrateApart>
      </Stack>
    </Stack>
  );
});
