// The organized (group) tour tab of the home search (SPEC 3 'Organized-tour booking form').
import { useLingui } from '@lingui/react/macro';
import { IconBus } from '@tabler/icons-react';
import { GROUP_SIZES } from './form';
import { heroFieldClasses as grid, SelectField, TextField } from './hero-fields';
import { SearchNote, type SearchFormProps } from './search-form';
import { SearchTimeField } from './search-time-field';

export function OrganizedTourForm({ data, onChange, issues, labels, today, timeReady }: SearchFormProps<'organized'>) {
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
        <TextField
          type="date"
          label={t`Departure date`}
          min={today}
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
        <TextField
          type="date"
          label={t`Return date`}
          description={t`Round trip only`}
          min={data.departureDate || today}
          value={data.returnDate}
          error={issue('returnDate')}
          onChange={(event) => onChange({ returnDate: event.currentTarget.value })}
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
