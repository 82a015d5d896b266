// Step 1's last part: the extras offered to visitors (child seat, booster, name sign), each with how
// many, at the settings' prices; and a return trip, a second booking with the addresses swapped, at
// its own date and time.
import { useLingui } from '@lingui/react/macro';
import { Checkbox, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { Extra } from '../../domain/billing-types';
import { extraName } from '../../domain/extras';
import { useLang } from '../../i18n/use-lang';
import { isIsoDate } from '../../domain/time';
import { TimeField } from '../../ui/time-field';
import type { StepProps } from './step-service';
import { useBookingLabels } from './use-booking-labels';
import { WizardDateField } from './wizard-date-field';

/** At most this many of one extra from the wizard (a car seats 8). */
const MAX_EACH = 8;
const counts = Array.from({ length: MAX_EACH + 1 }, (_, i) => String(i));

export const StepExtras = memo(function StepExtras({ form, errorOf, edited, extras }: StepProps & { extras: readonly Extra[] }) {
  const { t } = useLingui();
  const lang = useLang();
  const labels = useBookingLabels();
  const returnTrip = useWatch({ control: form.control, name: 'returnTrip' });
  const pickupDate = useWatch({ control: form.control, name: 'pickupDate' });

  return (
    <Stack gap="xl">
      {extras.length > 0 && (
        <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Title order={2} size="h4" component="legend" mb="xs">
            {t`Extras`}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
            {extras.map((extra) => (
              <Controller
                key={extra.id}
                control={form.control}
                name={`extras.${extra.id}`}
                render={({ field }) => (
                  <NativeSelect
                    label={extraName(extra, lang)}
                    description={extra.unit === 'unit' ? t`${labels.money(extra.price)} each` : t`${labels.money(extra.price)} per 15 minutes`}
                    size="md"
                    data={counts}
                    name={field.name}
                    ref={field.ref}
                    value={String(field.value ?? 0)}
                    onChange={(event) => field.onChange(Number(event.currentTarget.value))}
                    onBlur={field.onBlur}
                  />
                )}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="returnTrip"
          render={({ field }) => (
            <Checkbox
              size="md"
              label={t`Return trip`}
              description={t`A second ride back, from your destination to your pickup, with its own reference.`}
              name={field.name}
              ref={field.ref}
              checked={field.value}
              onChange={(event) => {
                field.onChange(event.currentTarget.checked);
                edited('returnDate');
                edited('returnTime');
              }}
            />
          )}
        />
        {returnTrip && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <WizardDateField
              form={form}
              errorOf={errorOf}
              edited={edited}
              name="returnDate"
              label={t`Return date`}
              minDate={isIsoDate(pickupDate) ? pickupDate : undefined}
            />
            <Controller
              control={form.control}
              name="returnTime"
              render={({ field }) => (
                <TimeField
                  label={t`Return time`}
                  description={t`24-hour, e.g. 18:30`}
                  withAsterisk
                  size="md"
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  error={errorOf('returnTime')}
                  onChange={(value) => {
                    field.onChange(value);
                    edited('returnTime');
                  }}
                  onBlur={field.onBlur}
                />
              )}
            />
          </SimpleGrid>
        )}
        {returnTrip && (
          <Text size="sm" c="dimmed">
            {t`The return is priced like the way out, with the same extras.`}
          </Text>
        )}
      </Stack>
    </Stack>
  );
});
