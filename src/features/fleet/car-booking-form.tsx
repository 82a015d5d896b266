// The vehicle page's small booking form (SPEC 2.4 'Vehicle detail'): where and when, then on to the
// booking wizard with this car chosen (SPEC 3 'Selected vehicle') and what was typed already filled in.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconArrowRight, IconInfoCircle, IconMapPin, IconShieldCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { bookingPrefillAtom, selectedVehicleAtom, useSetAtom } from '../../app/state';
import { paths } from '../../domain/paths';
import type { BookingPrefill } from '../../domain/public-booking';
import { isIsoDate, localToday, parseTime } from '../../domain/time';
import type { Car } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import { DateField } from '../../ui/date-field';
import rtl from '../../ui/rtl.module.css';
import { TimeField } from '../../ui/time-field';
import classes from './fleet.module.css';

interface Values {
  pickupLocation: string;
  pickupDate: string;
  pickupTime: string;
  dropoffLocation: string;
}

const TEXT_MAX = 500;


/**
 * The values the wizard should start from: the car, an airport transfer (SPEC 9's default
 * service, transfer) and each field the visitor filled, the time as 24 h 'HH:MM'.
 */
export function prefillOf(car: Pick<Car, 'id'>, values: Values): BookingPrefill {
  const prefill: BookingPrefill = { serviceType: 'airport', vehicleId: car.id };
  const location = values.pickupLocation.trim();
  const dropoff = values.dropoffLocation.trim();
  const time = values.pickupTime.trim();
  if (location) prefill.pickupLocation = location;
  if (dropoff) prefill.dropoffLocation = dropoff;
  if (values.pickupDate) prefill.pickupDate = values.pickupDate;
  if (time) prefill.pickupTime = parseTime(time) ?? time;
  return prefill;
}

export function CarBookingForm({ car }: { car: Car }) {
  const { t } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const setSelected = useSetAtom(selectedVehicleAtom);
  const setPrefill = useSetAtom(bookingPrefillAtom);
  const today = localToday();

  // Nothing is required here (the wizard asks for what is missing), but what is typed must make sense.
  const schema = useMemo(() => {
    const tooLong = t`Please keep this under ${TEXT_MAX} characters`;
    return v.object({
      pickupLocation: v.pipe(v.string(), v.maxLength(TEXT_MAX, tooLong)),
      dropoffLocation: v.pipe(v.string(), v.maxLength(TEXT_MAX, tooLong)),
      pickupDate: v.pipe(
        v.string(),
        v.check((date) => date === '' || isIsoDate(date), t`Please enter a valid date`),
        v.check((date) => date === '' || date >= today, t`The pickup date cannot be in the past`),
      ),
      pickupTime: v.pipe(
        v.string(),
        v.check((time) => time.trim() === '' || parseTime(time) !== null, t`Please enter a time as HH:MM, e.g. 14:30`),
      ),
    });
  }, [t, today]);

  const form = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { pickupLocation: '', pickupDate: '', pickupTime: '', dropoffLocation: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setSelected({ vehicleId: car.id, vehicleName: car.name, pricePerHour: car.pricePerHour });
    setPrefill(prefillOf(car, values));
    void navigate(paths.booking(lang, 'airport', { vehicle: car.id }));
  });

  if (!car.available) {
    return (
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />} title={t`Not available at the moment`}>
        <Stack gap="xs" align="flex-start">
          <Trans>This vehicle cannot be booked just now. Our other cars are ready for your journey.</Trans>
          <Anchor component={Link} to={paths.fleet(lang)} fw={600}>
            <Trans>Browse the fleet</Trans>
          </Anchor>
        </Stack>
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <TextInput
          label={t`Pickup location`}
          placeholder={t`Address, hotel, airport or station`}
          autoComplete="street-address"
          leftSection={<IconMapPin size={18} aria-hidden />}
          error={errors.pickupLocation?.message}
          {...form.register('pickupLocation')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 1, lg: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="pickupDate"
            render={({ field }) => (
              <DateField
                label={t`Pickup date`}
                notPast
                name={field.name}
                ref={field.ref}
                value={field.value}
                error={errors.pickupDate?.message}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <Controller
            control={form.control}
            name="pickupTime"
            render={({ field }) => (
              <TimeField
                label={t`Pickup time`}
                name={field.name}
                ref={field.ref}
                value={field.value}
                error={errors.pickupTime?.message}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </SimpleGrid>
        <TextInput
          label={t`Drop-off location`}
          placeholder={t`Where are you going?`}
          leftSection={<IconMapPin size={18} aria-hidden />}
          error={errors.dropoffLocation?.message}
          {...form.register('dropoffLocation')}
        />
        <Button type="submit" size="md" fullWidth rightSection={<IconArrowRight size={18} aria-hidden className={rtl.mirror} />}>
          <Trans>Book Now</Trans>
        </Button>
        <div className={classes.note}>
          <IconShieldCheck size={18} aria-hidden color="var(--brand-accent-text)" />
          <span>
            <Trans>Free cancellation up to 24 hours before pickup</Trans>
          </span>
        </div>
      </Stack>
    </form>
  );
}
