// The airport transfer tab of the home search (SPEC 3 'airportData', SPEC 9 'Airport widget').
import { useLingui } from '@lingui/react/macro';
import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconCalendar, IconHourglassLow, IconMapPin, IconPlaneArrival, IconPlaneTilt, IconUsers } from '@tabler/icons-react';
import { AIRPORT_PASSENGERS, FREE_WAITING_MINUTES } from '../../domain/home-search';
import { SearchNote, type SearchFormProps } from './search-form';
import { SearchTimeField } from './search-time-field';

export function AirportForm({ data, onChange, issues, labels, today, timeReady }: SearchFormProps<'airport'>) {
  const { t } = useLingui();
  const issue = (field: keyof typeof issues) => (issues[field] ? labels.issues[issues[field]] : undefined);
  const minutes = FREE_WAITING_MINUTES;

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t`Pickup airport`}
          placeholder={t`Choose or type an airport`}
          list="home-search-airports"
          autoComplete="off"
          leftSection={<IconPlaneArrival size={16} aria-hidden />}
          value={data.pickupLocation}
          onChange={(event) => onChange({ pickupLocation: event.currentTarget.value })}
        />
        <datalist id="home-search-airports">
          {labels.airports.map((airport) => (
            <option key={airport} value={airport} />
          ))}
        </datalist>
        <TextInput
          label={t`Destination`}
          placeholder={t`Hotel or address`}
          autoComplete="street-address"
          leftSection={<IconMapPin size={16} aria-hidden />}
          value={data.dropoffLocation}
          onChange={(event) => onChange({ dropoffLocation: event.currentTarget.value })}
        />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          type="date"
          label={t`Pickup date`}
          min={today}
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={data.pickupDate}
          error={issue('pickupDate')}
          onChange={(event) => onChange({ pickupDate: event.currentTarget.value })}
        />
        <SearchTimeField
          ready={timeReady}
          label={t`Pickup time`}
          value={data.pickupTime}
          error={issue('pickupTime')}
          onChange={(pickupTime) => onChange({ pickupTime })}
        />
        <NativeSelect
          label={t`Passengers`}
          leftSection={<IconUsers size={16} aria-hidden />}
          data={AIRPORT_PASSENGERS.map((value) => ({ value, label: labels.passengers[value] ?? value }))}
          value={data.passengers}
          onChange={(event) => onChange({ passengers: event.currentTarget.value })}
        />
        <TextInput
          label={t`Flight number`}
          placeholder="TU 711"
          dir="ltr"
          autoCapitalize="characters"
          leftSection={<IconPlaneTilt size={16} aria-hidden />}
          value={data.flightNumber}
          onChange={(event) => onChange({ flightNumber: event.currentTarget.value })}
        />
      </SimpleGrid>
      <SearchNote icon={<IconHourglassLow size={18} aria-hidden />}>
        {t`Your driver waits ${minutes} minutes after landing, free of charge`}
      </SearchNote>
    </Stack>
  );
}
