// The private tour tab of the home search (SPEC 3 'tourData', SPEC 9 'Tour widget').
import { useLingui } from '@lingui/react/macro';
import { IconShieldCheck } from '@tabler/icons-react';
import { TOUR_DURATIONS, TOUR_PARTICIPANTS, TOUR_TYPES } from './form';
import { heroFieldClasses as grid, SelectField, TextField } from './hero-fields';
import { SearchDateField } from './search-date-field';
import { SearchNote, type SearchFormProps } from './search-form';

export function PrivateTourForm({ data, onChange, issues, labels, timeReady }: SearchFormProps<'tours'>) {
  const { t } = useLingui();
  const dateIssue = issues.startDate ? labels.issues[issues.startDate] : undefined;

  return (
    <div className={grid.grid}>
      <div className={`${grid.grid} ${grid.wide}`}>
        <SelectField
          label={t`Tour`}
          options={[{ value: '', label: t`Choose a tour` }, ...TOUR_TYPES.map((value) => ({ value, label: labels.tourTypes[value] }))]}
          value={data.tourType}
          onChange={(event) => onChange({ tourType: event.currentTarget.value })}
        />
        <TextField
          label={t`Hotel`}
          placeholder={t`Hotel or pickup address`}
          value={data.hotel}
          onChange={(event) => onChange({ hotel: event.currentTarget.value })}
        />
      </div>
      <div className={`${grid.grid} ${grid.pair}`}>
        <SearchDateField
          ready={timeReady}
          label={t`Start date`}
          value={data.startDate}
          error={dateIssue}
          onChange={(startDate) => onChange({ startDate })}
        />
        <SelectField
          label={t`Duration`}
          options={TOUR_DURATIONS.map((value) => ({ value, label: labels.durations[value] }))}
          value={data.duration}
          onChange={(event) => onChange({ duration: event.currentTarget.value })}
        />
        <SelectField
          label={t`Participants`}
          options={TOUR_PARTICIPANTS.map((value) => ({ value, label: labels.participants[value] ?? value }))}
          value={data.participants}
          onChange={(event) => onChange({ participants: event.currentTarget.value })}
        />
        <TextField
          label={t`Special requests`}
          placeholder={t`Optional`}
          value={data.specialRequests}
          onChange={(event) => onChange({ specialRequests: event.currentTarget.value })}
        />
      </div>
      <SearchNote icon={<IconShieldCheck size={18} aria-hidden />}>
        {t`Professional guide and air-conditioned vehicle included`}
      </SearchNote>
    </div>
  );
}
