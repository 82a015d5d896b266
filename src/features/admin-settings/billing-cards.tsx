// The settings cards on what bookings cost and what invoices print: the company's legal details, the
// VAT rates and the pricing calculator's tariffs per vehicle class.
import { useLingui } from '@lingui/react/macro';
import { Box, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { IconBuilding, IconCalculator, IconPercentage } from '@tabler/icons-react';
import { VEHICLE_CLASSES, type VehicleClass } from '../../domain/types';
import type { SettingsFields } from './settings-fields';
import { SettingsCard } from './settings-parts';

/** Side-by-side fields whose labels wrap differently keep their boxes on one line. */
const bottomAligned = { root: { display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', height: '100%' } } as const;

export function CompanyCard({ fields: { text } }: { fields: SettingsFields }) {
  const { t } = useLingui();
  return (
    <SettingsCard title={t`Company and legal details`} description={t`Printed on the bon de commande and on invoices.`} icon={IconBuilding}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t`Legal name`} autoComplete="organization" {...text('company.legalName')} />
        <TextInput label={t`VTC register number`} placeholder="EVTC075250001" {...text('company.vtcRegistration', 'ltr')} />
        <TextInput label={t`SIREN`} description={t`9 digits`} inputMode="numeric" {...text('company.siren', 'ltr')} />
        <TextInput label={t`VAT number`} placeholder="FR40912345678" {...text('company.vatNumber', 'ltr')} />
      </SimpleGrid>
      <Textarea label={t`Address`} autosize minRows={2} {...text('company.address')} />
    </SettingsCard>
  );
}

export function VatRatesCard({ fields: { text } }: { fields: SettingsFields }) {
  const { t } = useLingui();
  return (
    <SettingsCard title={t`VAT rates`} description={t`Prices are entered tax included; invoices show the split.`} icon={IconPercentage}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t`Transport (%)`} description={t`Transfers and tours: an agreed route.`} inputMode="decimal" {...text('vatTransport')} />
        <TextInput label={t`Hourly hire (%)`} description={t`A car and driver at disposal.`} inputMode="decimal" {...text('vatHourly')} />
      </SimpleGrid>
    </SettingsCard>
  );
}

export function TariffsCard({ fields: { text } }: { fields: SettingsFields }) {
  const { t } = useLingui();
  const vehicleLabel: Record<VehicleClass, string> = { sedan: t`Sedan`, suv: t`SUV`, van: t`Van`, coach: t`Coach` };
  return (
    <SettingsCard
      title={t`Pricing calculator tariffs`}
      description={t`Per vehicle class: base fare, price per km, surcharge per passenger above the first, service fee.`}
      icon={IconCalculator}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {VEHICLE_CLASSES.map((vehicle) => (
          <Box
            key={vehicle}
            component="fieldset"
            m={0}
            p="md"
            style={{ border: '1px solid var(--brand-border)', borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Text component="legend" fw={600} px={6}>
              {vehicleLabel[vehicle]}
            </Text>
            <SimpleGrid cols={2} spacing="sm">
              <TextInput label={t`Base fare (€)`} inputMode="decimal" styles={bottomAligned} {...text(`tariffs.${vehicle}.baseFare`)} />
              <TextInput label={t`Per km (€)`} inputMode="decimal" styles={bottomAligned} {...text(`tariffs.${vehicle}.perKm`)} />
              <TextInput label={t`Per passenger (€)`} inputMode="decimal" styles={bottomAligned} {...text(`tariffs.${vehicle}.perPassenger`)} />
              <TextInput
                label={t`Service fee (%)`}
                inputMode="decimal"
                styles={bottomAligned}
                {...text(`tariffs.${vehicle}.serviceFeePercent`)}
              />
            </SimpleGrid>
          </Box>
        ))}
      </SimpleGrid>
    </SettingsCard>
  );
}
