// 'Issue invoice': who is billed (a person, or a business with its SIREN), the lines the booking
// gives (the ride and its extras) with their totals, and the payment terms of the settings. Issuing
// stores the invoice on this device with its outbox entry; the number comes from the server.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { invoicingOf } from '../../domain/billing-defaults';
import { companyOf } from '../../domain/default-settings';
import { bookingInvoiceLines, invoiceTotals, sellerParty } from '../../domain/invoice';
import { parisToday } from '../../domain/paris-time';
import type { Booking, Settings } from '../../domain/types';
import type { NewInvoice } from './queries';
import { useBookingLabels } from './use-booking-labels';

const SIREN = /^\d{9}$/;

export function IssueInvoiceForm({ booking, settings, onIssue }: { booking: Booking; settings: Settings; onIssue: (data: NewInvoice) => Promise<void> }) {
  const { t } = useLingui();
  const labels = useBookingLabels();
  const invoicing = invoicingOf(settings);
  const [business, setBusiness] = useState(false);
  const [name, setName] = useState(`${booking.firstName} ${booking.lastName}`.trim());
  const [address, setAddress] = useState('');
  const [siren, setSiren] = useState('');
  const [errors, setErrors] = useState<{ name?: string; address?: string; siren?: string }>({});
  const [saving, setSaving] = useState(false);
  const lines = bookingInvoiceLines(booking, settings, 'fr');
  const totals = invoiceTotals({ lines, vatExempt: invoicing.vatExempt });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (name.trim() === '') found.name = business ? t`Enter the company's name` : t`Enter the client's name`;
    if (address.trim() === '') found.address = t`Enter the client's address`;
    const digits = siren.replace(/\s/g, '');
    if (business && !SIREN.test(digits)) found.siren = t`A SIREN has 9 digits`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onIssue({
        bookingId: booking.id,
        kind: 'invoice',
        issueDate: parisToday(),
        serviceDate: booking.pickupDate,
        seller: sellerParty(companyOf(settings)),
        client: { name: name.trim(), address: address.trim(), ...(business ? { siren: digits } : {}) },
        business,
        lines,
        vatExempt: invoicing.vatExempt,
        paymentTerms: invoicing.paymentTerms,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} maw="52rem" w="100%" mx="auto">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3">
            <Trans>Issue invoice</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Once issued, an invoice never changes: a mistake is corrected by a credit note.</Trans>
          </Text>
          <Checkbox label={t`Business client`} checked={business} onChange={(event) => setBusiness(event.currentTarget.checked)} />
          <TextInput
            required
            label={business ? t`Company name` : t`Client's name`}
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          {business && (
            <TextInput
              required
              label={t`SIREN`}
              dir="ltr"
              inputMode="numeric"
              value={siren}
              error={errors.siren}
              onChange={(event) => setSiren(event.currentTarget.value)}
            />
          )}
          <Textarea
            required
            rows={3}
            label={t`Client's address`}
            value={address}
            error={errors.address}
            onChange={(event) => setAddress(event.currentTarget.value)}
          />
          <Text size="sm">
            <Trans>Payment terms:</Trans> <bdi>{invoicing.paymentTerms || '-'}</bdi>
          </Text>
          <Text size="sm" data-testid="issue-total">
            <Trans>
              {lines.length} lines, total {labels.money(totals.total / 100)}
            </Trans>
          </Text>
          <Button type="submit" size="md" loading={saving} leftSection={<IconFileInvoice size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
            <Trans>Issue invoice</Trans>
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
