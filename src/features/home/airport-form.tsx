// The airport transfer tab of the home search (SPEC 3 'airportData', SPEC 9 'Airport widget').
import { useLingui } from '@lingui/react/macro';
import { IconClock } from '@tabler/icons-react';
import { AIRPORT_PASSENGERS, FREE_WAITING_MINUTES } from './form';
import { heroFieldClasses as grid, SelectField, TextField } from './hero-fields';
import { SearchNote, type SearchFormProps } from './search-form';
import { SearchDateField } from './search-date-field';
import { SearchTimeField } from './search-time-field';

export function AirportForm({ data, onChange, issues, labels, timeReady }: SearchFormProps<'airport'>) {
  const { t } = useLingui();
  const issue = (field: keyof typeof issues) => (issues[field] ? labels.issues[issues[field]] : undefined);
  const minutes = FREE_WAITING_MINUTES;

  return (
    <div className={grid.grid}>
      <div className={`${grid.grid} ${grid.wide}`}>
        <TextField
          label={t`Pickup airport`}
          placeholder={t`Choose or type`}
          list="home-search-airports"
          autoComplete="off"
          value={data.pickupLocation}
          onChange={(event) => onChange({ pickupLocation: event.currentTarget.value })}
        />
        <datalist id="home-search-airports">
          {labels.airports.map((airport) => (
            <option key={airport} value={airport} />
          ))}
        </datalist>
        <TextField
          label={t`Destination`}
          placeholder={t`Hotel or address`}
          autoComplete="street-address"
          value={data.dropoffLocation}
          onChange={(event) => onChange({ dropoffLocation: event.currentTarget.value })}
        />
      </div>
      <div className={`${grid.grid} ${grid.pair}`}>
        <SearchDateField
          ready={timeReady}
          label={t`Pickup date`}
          value={data.pickupDate}
          error={issue('pickupDate')}
          onChange={(pickupDate) => onChange({ pickupDate })}
        />
        <SearchTimeField
          ready={timeReady}
          label={t`Pickup time`}
          value={data.pickupTime}
          error={issue('pickupTime')}
          onChange={(pickupTime) => onChange({ pickupTime })}
        />
        <SelectField
          label={t`Passengers`}
          options={AIRPORT_PASSENGERS.map((value) => ({ value, label: labels.passengers[value] ?? value }))}
          value={data.passengers}
          onChange={(event) => onChange({ passengers: event.currentTarget.value })}
        />
        <TextField
          label={t`Flight number`}
          placeholder="TU 711"
          dir="ltr"
          autoCapitalize="characters"
          value={data.flightNumber}
          onChange={(event) => onChange({ flightNumber: event.currentTarget.value })}
        />
      </div>
      <SearchNote icon={<IconClock size={18} aria-hidden />}>
        {t`Your driver waits ${minutes} minutes after landing, free of charge`}
      </SearchNote>
    </div>
  );
}
