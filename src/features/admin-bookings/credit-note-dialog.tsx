// 'Credit note': why, and how much. By default the whole invoice is cancelled (its lines negated);
// a partial correction credits one amount, tax included, at the rate of the invoice's ride.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { Invoice } from '../../domain/billing-types';
import { creditNoteLines, invoiceTotals, toCents } from '../../domain/invoice';
import { parisToday } from '../../domain/paris-time';
import type { NewInvoice } from './queries';

export function CreditNoteDialog({ invoice, opened, onClose, onCreate }: { invoice: Invoice; opened: boolean; onClose: () => void; onCreate: (data: NewInvoice) => Promise<void> }) {
  const { t } = useLingui();
  const [mode, setMode] = useState<'full' | 'partial'>('full');
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; amount?: string; label?: string }>({});
  const [saving, setSaving] = useState(false);
  const total = invoiceTotals(invoice).total;
  const rate = invoice.lines[0]?.vatPercent ?? '10';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (reason.trim() === '') found.reason = t`Say why the invoice is corrected`;
    const cents = toCents(amount.replace(',', '.'));
    if (mode === 'partial') {
      if (!Number.isFinite(cents) || cents <= 0 || cents > total) found.amount = t`Enter an amount above 0 and at most the invoice's total`;
      if (label.trim() === '') found.label = t`Describe the correction`;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const correction = mode === 'partial' ? [{ kind: 'ride' as const, label: label.trim(), quantity: 1, unitPrice: (cents / 100).toFixed(2), vatPercent: rate }] : undefined;
    setSaving(true);
    try {
      await onCreate({
        bookingId: invoice.bookingId,
        kind: 'credit_note',
        creditFor: invoice.id,
        issueDate: parisToday(),
        serviceDate: invoice.serviceDate,
        seller: invoice.seller,
        client: invoice.client,
        business: invoice.business,
        lines: creditNoteLines(invoice, correction),
        vatExempt: invoice.vatExempt,
        paymentTerms: invoice.paymentTerms,
        reason: reason.trim(),
      });
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t`Credit note`} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <SegmentedControl
            value={mode}
            onChange={(value) => setMode(value === 'partial' ? 'partial' : 'full')}
            data={[
              { value: 'full', label: t`Cancel the whole invoice` },
              { value: 'partial', label: t`Correct an amount` },
            ]}
          />
          <Textarea required rows={3} label={t`Reason`} value={reason} error={errors.reason} onChange={(event) => setReason(event.currentTarget.value)} />
          {mode === 'partial' && (
            <>
              <TextInput required label={t`What is credited`} value={label} error={errors.label} onChange={(event) => setLabel(event.currentTarget.value)} />
              <TextInput
                required
                dir="ltr"
                inputMode="decimal"
                label={t`Amount incl. VAT (€)`}
                value={amount}
                error={errors.amount}
                onChange={(event) => setAmount(event.currentTarget.value)}
              />
            </>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" color="red" loading={saving}>
              <Trans>Make the credit note</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
