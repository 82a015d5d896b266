// /admin/invoices: a month's invoices and credit notes (the month picked with the arrows), their
// totals per VAT rate, and the month's CSV for the accountant.
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Invoice } from '../../domain/billing-types';
import { invoicesCsv, csvFileName } from '../../domain/invoice-csv';
import { invoiceTotals, type RateTotal } from '../../domain/invoice';
import { parisToday } from '../../domain/paris-time';
import { paths } from '../../domain/paths';
import { intlLocale } from '../../i18n/i18n';
import { useLang } from '../../i18n/use-lang';
import { downloadText } from '../../ui/download';
import { Loading } from '../../ui/loading';
import { useMonthInvoices } from './queries';
import classes from './invoices.module.css';

/** The month `delta` months after 'YYYY-MM'. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Totals per rate of the issued documents, highest rate first. */
export function monthRates(rows: readonly Invoice[]): RateTotal[] {
  const byRate = new Map<number, RateTotal>();
  for (const row of rows) {
    if (!row.number) continue;
    for (const r of invoiceTotals(row).rates) {
      const sum = byRate.get(r.percent) ?? { percent: r.percent, net: 0, vat: 0, total: 0 };
      byRate.set(r.percent, { percent: r.percent, net: sum.net + r.net, vat: sum.vat + r.vat, total: sum.total + r.total });
    }
  }
  return [...byRate.values()].sort((a, b) => b.percent - a.percent);
}

export function InvoicesPage() {
  const { t } = useLingui();
  const lang = useLang();
  const [month, setMonth] = useState(() => parisToday().slice(0, 7));
  const data = useMonthInvoices(month);
  const locale = intlLocale[lang];
  const money = (cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
  const percent = (n: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(n / 100);
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${month}-01T00:00:00Z`));
  const Prev = lang === 'ar' ? IconChevronRight : IconChevronLeft;
  const Next = lang === 'ar' ? IconChevronLeft : IconChevronRight;
  const rows = data?.month === month ? data.rows : [];
  const rates = monthRates(rows);
  const exportCsv = () => {
    if (!data) return;
    downloadText(invoicesCsv(data.rows, (id) => data.numbers.get(id)), csvFileName(month), 'text/csv;charset=utf-8');
  };

  return (
    <Stack gap="md" data-invoices-ready={data?.month === month ? 'true' : undefined}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="default" size="lg" aria-label={t`Previous month`} onClick={() => setMonth(shiftMonth(month, -1))}>
            <Prev size={18} aria-hidden />
          </ActionIcon>
          <Title order={2} size="h3" className={classes.month} aria-live="polite">
            {monthName}
          </Title>
          <ActionIcon variant="default" size="lg" aria-label={t`Next month`} onClick={() => setMonth(shiftMonth(month, 1))}>
            <Next size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Button leftSection={<IconFileSpreadsheet size={18} aria-hidden />} onClick={exportCsv} disabled={!data || rows.every((r) => !r.number)}>
          <Trans>Export CSV</Trans>
        </Button>
      </Group>

      <Paper withBorder radius="lg" p="md">
        <Title order={3} size="h5" mb="xs">
          <Trans>Totals per VAT rate</Trans>
        </Title>
        {rates.length === 0 ? (
          <Text c="dimmed" size="sm">
            <Trans>No invoice issued this month.</Trans>
          </Text>
        ) : (
          <dl className={classes.rates}>
            {rates.map((r) => (
              <div key={r.percent}>
                <dt>
                  <Trans>VAT {percent(r.percent)}</Trans>
                </dt>
                <dd>
                  <Trans>
                    Net {money(r.net)} · VAT {money(r.vat)} · Total {money(r.total)}
                  </Trans>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Paper>

      {!data ? (
        <Loading />
      ) : rows.length === 0 ? null : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Number</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Date</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Client</Trans>
                </Table.Th>
                <Table.Th className={classes.amount}>
                  <Trans>Net</Trans>
                </Table.Th>
                <Table.Th className={classes.amount}>
                  <Trans>VAT</Trans>
                </Table.Th>
                <Table.Th className={classes.amount}>
                  <Trans>Total</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const totals = invoiceTotals(row);
                const ref = row.creditFor ? data.numbers.get(row.creditFor) : undefined;
                return (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.admin.bookingInvoice(lang, row.bookingId)}>
                        <bdi dir="ltr">{row.number ?? t`Number pending`}</bdi>
                      </Anchor>
                      {row.kind === 'credit_note' && (
                        <Badge ms="xs" color="red" variant="light">
                          {ref ? t`Credit note for ${ref}` : t`Credit note`}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{row.issueDate}</Table.Td>
                    <Table.Td>
                      <bdi>{row.client.name}</bdi>
                    </Table.Td>
                    <Table.Td className={classes.amount}>{money(totals.net)}</Table.Td>
                    <Table.Td className={classes.amount}>{money(totals.vat)}</Table.Td>
                    <Table.Td className={classes.amount}>{money(totals.total)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
