// The office's invoices of a month (by issue date, Europe/Paris), with the invoices their credit notes
// refer to, wherever those fall.

import { useDb } from '../../db/db-context';
import { useDeviceQuery } from '../../db/live-query';
import type { Invoice } from '../../domain/billing-types';

export interface MonthInvoices {
  month: string;
  /** Issued first by number, then those still waiting for theirs. */
  rows: Invoice[];
  /** The number of any invoice a row refers to, by id. */
  numbers: Map<string, string>;
}

/** 'YYYY-MM' */
export function useMonthInvoices(month: string): MonthInvoices | undefined {
  const db = useDb();
  return useDeviceQuery(
    db,
    async (db) => {
      const rows = await db.invoices.where('issueDate').between(`${month}-01`, `${month}-31`, true, true).toArray();
      rows.sort((a, b) => (a.number && b.number ? a.number.localeCompare(b.number) : a.number ? -1 : b.number ? 1 : a.createdAt.localeCompare(b.createdAt)));
      const numbers = new Map<string, string>();
      for (const row of rows) if (row.number) numbers.set(row.id, row.number);
      const missing = [...new Set(rows.map((r) => r.creditFor).filter((id): id is string => !!id && !numbers.has(id)))];
      for (const found of await db.invoices.bulkGet(missing)) if (found?.number) numbers.set(found.id, found.number);
      return { month, rows, numbers };
    },
    [month],
  );
}
