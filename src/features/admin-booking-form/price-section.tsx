// The price of the admin booking form: the amount tax included, the payment method, the VAT of the
// booking's kind, and for an hourly hire its hours at disposal.
import { useLingui } from '@lingui/react/macro';
import { Group, NumberInput, Radio, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { VAT_KINDS, type PaymentMethod } from '../../domain/types';
import { HOURS_MAX, HOURS_MIN } from './form';
import { Section, type FieldsProps } from './form-section';

export function PriceSection({ form, errorOf, labels }: FieldsProps) {
  const { t } = useLingui();
  const { control } = form;
  const paymentLabelId = useId();
  const hourly = useWatch({ control, name: 'vatKind' }) === 'hourly';
  return (
    <Section title={t`Price and payment`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={control}
          name="price"
          render={({ field }) => (
            <NumberInput
              size="md"
              label={t`Price, tax included (€)`}
              description={t`Visible to admin only`}
              min={0}
              hideControls
              decimalScale={2}
              allowNegative={false}
              clampBehavior="none"
              inputMode="decimal"
              leftSection={<Text span fw={600} aria-hidden>€</Text>}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorOf('price')}
            />
          )}
        />
        <Controller
          control={control}
          name="paymentMethod"
          render={({ field }) => (
            <Stack gap={6}>
              <Text component="span" id={paymentLabelId} size="md" fw={500}>
                {t`Payment method`}
              </Text>
              <SegmentedControl
                aria-labelledby={paymentLabelId}
                fullWidth
                size="md"
                radius="md"
                name={field.name}
                value={field.value === '' ? 'none' : field.value}
                onChange={(value) => field.onChange(value === 'none' ? '' : (value as PaymentMethod))}
                data={[
                  { value: 'none', label: t`To be defined` },
                  { value: 'cash', label: labels.payments.cash },
                  { value: 'card', label: labels.payments.card },
                ]}
              />
            </Stack>
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="vatKind"
        render={({ field }) => (
          <Radio.Group label={t`VAT`} value={field.value} onChange={field.onChange} name={field.name}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
              {VAT_KINDS.map((kind) => (
                <Radio.Card key={kind} value={kind} radius="md" p="sm" withBorder>
                  <Group wrap="nowrap" gap="sm" align="flex-start">
                    <Radio.Indicator />
                    <Stack gap={2}>
                      <Text fw={600} size="sm">
                        {labels.vatKinds[kind]}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {kind === 'transport' ? t`A set route: transfers and tours.` : t`A car and driver at disposal, billed by the hour.`}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
      />
      {hourly && (
        <Controller
          control={control}
          name="hours"
          render={({ field }) => (
            <NumberInput
              size="md"
              maw={{ sm: 280 }}
              label={t`Hours at disposal`}
              description={t`Optional: from ${HOURS_MIN} to ${HOURS_MAX} hours. Without it, the board counts the settings' default.`}
              min={HOURS_MIN}
              max={HOURS_MAX}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              inputMode="numeric"
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorOf('hours')}
            />
          )}
        />
      )}
    </Section>
  );
}
