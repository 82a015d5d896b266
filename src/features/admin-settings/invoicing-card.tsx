// The settings card of invoices: whether the server issues a ride's invoice itself once it is done,
// the VAT exemption of a small company ('TVA non applicable, art. 293 B du CGI') and the payment
// terms printed on every invoice.
import { useLingui } from '@lingui/react/macro';
import { Stack, Textarea } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import type { SettingsFields } from './settings-fields';
import { SettingsCard } from './settings-parts';

export function InvoicingCard({ fields: { text, toggle } }: { fields: SettingsFields }) {
  const { t } = useLingui();
  return (
    <SettingsCard title={t`Invoicing`} description={t`How invoices are issued and what every invoice prints.`} icon={IconFileInvoice}>
      <Stack gap="sm">
        {toggle('invoicing.autoOnDone', t`Issue the invoice when a ride is done`, t`The server issues it, with the next number, as soon as the ride is completed.`)}
        {toggle('invoicing.vatExempt', t`VAT exempt (art. 293 B du CGI)`, t`Small companies: no VAT on invoices, which print “TVA non applicable, art. 293 B du CGI”.`)}
        <Textarea label={t`Payment terms`} description={t`Printed on every invoice.`} autosize minRows={2} {...text('invoicing.paymentTerms')} />
      </Stack>
    </SettingsCard>
  );
}
