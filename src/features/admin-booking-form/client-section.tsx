// The client's sections of the admin booking form: name, phone, email and the language they are
// written to in, then passengers and baggage with thumb-sized steppers.
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconAt, IconBriefcase, IconLanguage, IconMinus, IconPhone, IconPlus, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { COUNT_MAX, LUGGAGE_MIN, PASSENGERS_MIN } from './form';
import { Section, type FieldsProps } from './form-section';
import { NONE, numberOf, type OrderFormValues } from './order-form-values';

export function ClientSection({ form, errorOf }: Pick<FieldsProps, 'form' | 'errorOf'>) {
  const { t } = useLingui();
  const { register } = form;
  // Each language in its own words, as a client would recognise it.
  const languages = [
    { value: NONE, label: t`The office's default language` },
    { value: 'fr', label: 'Français' },
    { value: 'en', label: 'English' },
    { value: 'ar', label: 'العربية' },
  ];
  return (
    <Section title={t`Client`}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput size="md" label={t`First name`} withAsterisk autoComplete="off" error={errorOf('firstName')} {...register('firstName')} />
        <TextInput size="md" label={t`Last name`} withAsterisk autoComplete="off" error={errorOf('lastName')} {...register('lastName')} />
      </SimpleGrid>
      <TextInput
        size="md"
        type="tel"
        inputMode="tel"
        dir="ltr"
        label={t`Phone`}
        withAsterisk
        autoComplete="off"
        placeholder="+33 6 12 34 56 78"
        leftSection={<IconPhone size={18} aria-hidden />}
        error={errorOf('phone')}
        {...register('phone')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          size="md"
          type="email"
          inputMode="email"
          dir="ltr"
          label={t`Email`}
          description={t`For the confirmation and the invoice by email`}
          autoComplete="off"
          leftSection={<IconAt size={18} aria-hidden />}
          error={errorOf('email')}
          {...register('email')}
        />
        <Controller
          control={form.control}
          name="lang"
          render={({ field }) => (
            <Select
              size="md"
              label={t`Client's language`}
              description={t`Of the messages and the status page`}
              data={languages}
              allowDeselect={false}
              leftSection={<IconLanguage size={18} aria-hidden />}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(value) => field.onChange(value ?? NONE)}
              onBlur={field.onBlur}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
      </SimpleGrid>
    </Section>
  );
}

/** A whole number with big minus and plus buttons on each side, for thumbs. */
function CountField({
  control,
  name,
  label,
  min,
  icon,
  error,
  lessLabel,
  moreLabel,
}: {
  control: Control<OrderFormValues>;
  name: 'passengers' | 'luggage';
  label: string;
  min: number;
  icon: ReactNode;
  error: string | undefined;
  lessLabel: string;
  moreLabel: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const current = numberOf(field.value);
        const step = (delta: number) => {
          const base = Number.isFinite(current) ? Math.trunc(current) : min;
          field.onChange(Math.min(COUNT_MAX, Math.max(min, base + delta)));
        };
        return (
          <Group gap={8} wrap="nowrap" align="flex-start">
            <NumberInput
              style={{ flex: 1, minWidth: 0 }}
              size="md"
              label={label}
              leftSection={icon}
              hideControls
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              inputMode="numeric"
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={error}
            />
            <Group gap={6} wrap="nowrap" mt={25}>
              <ActionIcon variant="light" color="gold" size={42} radius="xl" aria-label={lessLabel} disabled={Number.isFinite(current) && current <= min} onClick={() => step(-1)}>
                <IconMinus size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="light" color="gold" size={42} radius="xl" aria-label={moreLabel} disabled={Number.isFinite(current) && current >= COUNT_MAX} onClick={() => step(1)}>
                <IconPlus size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        );
      }}
    />
  );
}

export function PassengersSection({ form, errorOf }: Pick<FieldsProps, 'form' | 'errorOf'>) {
  const { t } = useLingui();
  return (
    <Section title={t`Passengers and baggage`}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <CountField
          control={form.control}
          name="passengers"
          label={t`Passengers`}
          min={PASSENGERS_MIN}
          icon={<IconUsers size={18} aria-hidden />}
          error={errorOf('passengers')}
          lessLabel={t`One passenger fewer`}
          moreLabel={t`One passenger more`}
        />
        <CountField
          control={form.control}
          name="luggage"
          label={t`Baggage`}
          min={LUGGAGE_MIN}
          icon={<IconBriefcase size={18} aria-hidden />}
          error={errorOf('luggage')}
          lessLabel={t`One bag fewer`}
          moreLabel={t`One bag more`}
        />
      </SimpleGrid>
    </Section>
  );
}
