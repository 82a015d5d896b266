// The extras of the admin booking form: every active extra of the settings (and any already on the
// booking) with its quantity, added to the ride's price; and, for a new booking, a return trip made
// with it (the addresses swapped, its own date and time, its own dispatch).
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, get, useFieldArray, useWatch } from 'react-hook-form';
import { extrasOf } from '../../domain/billing-defaults';
import { bookingExtraName, extrasTotal, offeredExtras, withExtras } from '../../domain/extras';
import { useLang } from '../../i18n/use-lang';
import { isIsoDate } from '../../domain/time';
import { FormDateField, FormTimeField, Section, type FieldsProps } from './form-section';
import { formExtras, priceText } from './order-form-values';
import { useOrderSettings } from './queries';

export function ExtrasSection({ form, errorOf, labels, mode }: FieldsProps & { mode: 'create' | 'edit' }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const settings = useOrderSettings();
  const { control } = form;
  const list = useFieldArray({ control, name: 'extras', keyName: 'key' });
  const extras = useWatch({ control, name: 'extras' });
  const price = useWatch({ control, name: 'price' });
  const returnTrip = useWatch({ control, name: 'returnTrip' });
  const pickupDate = useWatch({ control, name: 'pickupDate' });
  const catalogue = settings ? extrasOf(settings) : undefined;

  // Every active extra is offered, at the settings' price; one already on the booking keeps its own.
  const { fields, append } = list;
  useEffect(() => {
    if (!catalogue) return;
    const listed = new Set(fields.map((e) => e.extraId));
    const missing = offeredExtras(catalogue, 'staff').filter((e) => !listed.has(e.id));
    if (missing.length > 0) append(missing.map((e) => ({ extraId: e.id, quantity: 0, price: e.price, vatPercent: e.vatPercent })), { shouldFocus: false });
  }, [catalogue, fields, append]);

  const chosen = formExtras({ extras: extras ?? [] });
  const total = withExtras(priceText(price ?? 0), chosen);
  const money = (amount: string) => i18n.number(Number(amount), { style: 'currency', currency: 'EUR' });

  return (
    <Section title={t`Extras`}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {list.fields.map((extra, index) => {
          const name = bookingExtraName({ ...extra, quantity: 0 }, catalogue ?? [], lang);
          const issue = (get(form.formState.errors, `extras.${index}.quantity`) as { message?: string } | undefined)?.message;
          const perQuarter = catalogue?.find((e) => e.id === extra.extraId)?.unit === 'quarter_hour';
          return (
            <TextInput
              key={extra.key}
              size="md"
              label={name}
              description={perQuarter ? t`${money(extra.price)} per 15 minutes` : t`${money(extra.price)} each`}
              inputMode="numeric"
              dir="ltr"
              error={labels.issue(issue)}
              {...form.register(`extras.${index}.quantity`)}
            />
          );
        })}
      </SimpleGrid>
      {chosen.length > 0 && (
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t`Extras: ${money(extrasTotal(chosen))}, added to the price`}
          </Text>
          <Text size="sm" fw={600}>
            {t`Total tax included: ${money(total ?? '0')}`}
          </Text>
        </Group>
      )}
      {mode === 'create' && (
        <>
          <Controller
            control={control}
            name="returnTrip"
            render={({ field }) => (
              <Checkbox
                size="md"
                label={t`Return trip`}
                description={t`A second booking back, the addresses swapped, with its own date, time and dispatch.`}
                name={field.name}
                ref={field.ref}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          {returnTrip && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <FormDateField form={form} name="returnDate" label={t`Return date`} error={errorOf('returnDate')} minDate={isIsoDate(pickupDate) ? pickupDate : undefined} notPast />
              <FormTimeField form={form} name="returnTime" label={t`Return time`} error={errorOf('returnTime')} />
            </SimpleGrid>
          )}
        </>
      )}
    </Section>
  );
}
