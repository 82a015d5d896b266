// The private tour tab of the home search (SPEC 3 'tourData', SPEC 9 'Tour widget').
import { useLingui } from '@lingui/react/macro';
import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconBuildingSkyscraper, IconCalendar, IconClockHour4, IconMap2, IconMessage, IconShieldCheck, IconUsers } from '@tabler/icons-react';
import { TOUR_DURATIONS, TOUR_PARTICIPANTS, TOUR_TYPES } from '../../domain/home-search';
import { SearchNote, type SearchFormProps } from './search-form';

export function PrivateTourForm({ data, onChange, issues, labels, today }: SearchFormProps<'tours'>) {
  const { t } = useLingui();
  const dateIssue = issues.startDate ? labels.issues[issues.startDate] : undefined;

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <NativeSelect
          label={t`Tour`}
          leftSection={<IconMap2 size={16} aria-hidden />}
          data={[
            { value: '', label: t`Choose a tour` },
            ...TOUR_TYPES.map((value) => ({ value, label: labels.tourTypes[value] })),
          ]}
          value={data.tourType}
          onChange={(event) => onChange({ tourType: event.currentTarget.value })}
        />
        <TextInput
          label={t`Hotel`}
          placeholder={t`Hotel or pickup address`}
          leftSection={<IconBuildingSkyscraper size={16} aria-hidden />}
          value={data.hotel}
          onChange={(event) => onChange({ hotel: event.currentTarget.value })}
        />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          type="date"
          label={t`Start date`}
          min={today}
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={data.startDate}
          error={dateIssue}
          onChange={(event) => onChange({ startDate: event.currentTarget.value })}
        />
        <NativeSelect
          label={t`Duration`}
          leftSection={<IconClockHour4 size={16} aria-hidden />}
          data={TOUR_DURATIONS.map((value) => ({ value, label: labels.durations[value] }))}
          value={data.duration}
          onChange={(event) => onChange({ duration: event.currentTarget.value })}
        />
        <NativeSelect
          label={t`Participants`}
          leftSection={<IconUsers size={16} aria-hidden />}
          data={TOUR_PARTICIPANTS.map((value) => ({ value, label: labels.participants[value] ?? value }))}
          value={data.participants}
          onChange={(event) => onChange({ participants: event.currentTarget.value })}
        />
        <TextInput
          label={t`Special requests`}
          placeholder={t`Optional`}
          leftSection={<IconMessage size={16} aria-hidden />}
          value={data.specialRequests}
          onChange={(event) => onChange({ specialRequests: event.currentTarget.value })}
        />
      </SimpleGrid>
      <SearchNote icon={<IconShieldCheck size={18} aria-hidden />}>
        {t`Professional guide and air-conditioned vehicle included`}
      </SearchNote>
    </Stack>
  );
}
