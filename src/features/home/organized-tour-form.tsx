// The organized (group) tour tab of the home search (SPEC 3 'Organized-tour booking form').
import { useLingui } from '@lingui/react/macro';
import { IconBus } from '@tabler/icons-react';
import { GROUP_SIZES } from './form';
import { heroFieldClasses as grid, SelectField, TextField } from './hero-fields';
import { isIsoDate } from '../../domain/time';
import { SearchDateField } from './search-date-field';
import { SearchNote, type SearchFormProps } from './search-form';
import { SearchTimeField } from './search-time-field';

export function OrganizedTourForm({ data, onChange, issues, labels, timeReady }: SearchFormProps<'organized'>) {
  const { t } = useLingui();
  const issue = (field: keyof typeof issues) => (issues[field] ? labels.issues[issues[field]] : undefined);

  return (
    <div className={grid.grid}>
      <div className={`${grid.grid} ${grid.wide}`}>
        <TextField
          label={t`Group name`}
          placeholder={t`e.g. Company seminar`}
          value={data.groupName}
          onChange={(event) => onChange({ groupName: event.currentTarget.value })}
        />
        <SelectField
          label={t`Group size`}
          options={GROUP_SIZES.map((value) => ({ value, label: labels.groupSizes[value] }))}
          value={data.groupSize}
          onChange={(event) => onChange({ groupSize: event.currentTarget.value })}
        />
        <TextField
          label={t`Pickup point`}
          placeholder={t`Hotel, station, address`}
          value={data.pickupPoint}
          onChange={(event) => onChange({ pickupPoint: event.currentTarget.value })}
        />
        <TextField
          label={t`Destination`}
          placeholder={t`Where to?`}
          value={data.destination}
          onChange={(event) => onChange({ destination: event.currentTarget.value })}
        />
      </div>
      <div className={`${grid.grid} ${grid.pair}`}>
        <SearchDateField
          ready={timeReady}
          label={t`Departure date`}
          value={data.departureDate}
          error={issue('departureDate')}
          onChange={(departureDate) => onChange({ departureDate })}
        />
        <SearchTimeField
          ready={timeReady}
          label={t`Departure time`}
          value={data.departureTime}
          error={issue('departureTime')}
          onChange={(departureTime) => onChange({ departureTime })}
        />
        <SearchDateField
          ready={timeReady}
          label={t`Return date`}
          description={t`Round trip only`}
          minDate={isIsoDate(data.departureDate) ? data.departureDate : undefined}
          value={data.returnDate}
          error={issue('returnDate')}
          onChange={(returnDate) => onChange({ returnDate })}
        />
        <TextField
          label={t`Special needs`}
          description={t`Accessibility, extra stops…`}
          placeholder={t`Optional`}
          value={data.specialNeeds}
          onChange={(event) => onChange({ specialNeeds: event.currentTarget.value })}
        />
      </div>
      <SearchNote icon={<IconBus size={18} aria-hidden />}>
        {t`Modern bus with air conditioning, WiFi and full insurance`}
      </SearchNote>
    </div>
  );
}
