// The organized (group) tour tab of the home search (SPEC 3 'Organized-tour booking form').
import { useLingui } from '@lingui/react/macro';
import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconBus, IconCalendar, IconCalendarRepeat, IconFlag, IconMapPin, IconMessage, IconUsersGroup } from '@tabler/icons-react';
import { GROUP_SIZES } from '../../domain/home-search';
import { SearchNote, type SearchFormProps } from './search-form';
import { SearchTimeField } from './search-time-field';

export function OrganizedTourForm({ data, onChange, issues, labels, today, timeReady }: SearchFormProps<'organized'>) {
  const { t } = useLingui();
  const issue = (field: keyof typeof issues) => (issues[field] ? labels.issues[issues[field]] : undefined);

  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t`Group name`}
          placeholder={t`e.g. Company seminar`}
          leftSection={<IconFlag size={16} aria-hidden />}
          value={data.groupName}
          onChange={(event) => onChange({ groupName: event.currentTarget.value })}
        />
        <NativeSelect
          label={t`Group size`}
          leftSection={<IconUsersGroup size={16} aria-hidden />}
          data={GROUP_SIZES.map((value) => ({ value, label: labels.groupSizes[value] }))}
          value={data.groupSize}
          onChange={(event) => onChange({ groupSize: event.currentTarget.value })}
        />
        <TextInput
          label={t`Pickup point`}
          placeholder={t`Hotel, station, address`}
          leftSection={<IconMapPin size={16} aria-hidden />}
          value={data.pickupPoint}
          onChange={(event) => onChange({ pickupPoint: event.currentTarget.value })}
        />
        <TextInput
          label={t`Destination`}
          placeholder={t`Where to?`}
          leftSection={<IconMapPin size={16} aria-hidden />}
          value={data.destination}
          onChange={(event) => onChange({ destination: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t`Departure date`}
          min={today}
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={data.departureDate}
          error={issue('departureDate')}
          onChange={(event) => onChange({ departureDate: event.currentTarget.value })}
        />
        <SearchTimeField
          ready={timeReady}
          label={t`Departure time`}
          value={data.departureTime}
          error={issue('departureTime')}
          onChange={(departureTime) => onChange({ departureTime })}
        />
        <TextInput
          type="date"
          label={t`Return date`}
          description={t`Round trip only`}
          min={data.departureDate || today}
          leftSection={<IconCalendarRepeat size={16} aria-hidden />}
          value={data.returnDate}
          error={issue('returnDate')}
          onChange={(event) => onChange({ returnDate: event.currentTarget.value })}
        />
        <TextInput
          label={t`Special needs`}
          description={t`Accessibility, extra stops…`}
          placeholder={t`Optional`}
          leftSection={<IconMessage size={16} aria-hidden />}
          value={data.specialNeeds}
          onChange={(event) => onChange({ specialNeeds: event.currentTarget.value })}
        />
      </SimpleGrid>
      <SearchNote icon={<IconBus size={18} aria-hidden />}>
        {t`Modern bus with air conditioning, WiFi and full insurance`}
      </SearchNote>
    </Stack>
  );
}
