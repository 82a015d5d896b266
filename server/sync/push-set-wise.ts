// The usual path of a push: the whole batch set-wise, in a fixed number of statements whatever its size.
//
// The stored answers of its mutation ids are read at once, the mutations are validated in memory, the
// records they name are read (and locked) with one statement per table, the merges run in memory in
// seq order (a batch may touch one record several times: each merge sees the state the ones before it
// left), and the results are written with at most two statements per table (inserts, updates), one for
// the conflicts, and push.ts stores the answers with the device's last seq. Versions come from the
// clock row locked for the whole transaction (withWriter), one per applied mutation, in seq order.

import type { MutationResult, WireMutation } from '../../src/domain/protocol';
import type { SyncedTable } from '../../src/domain/types';
import type { Deps, StaffCaller } from '../http/context';
import { mergeIntoNothing, mergeMutation, type MergeResult, type StoredRecord } from './merge';
import {
  BatchRefused,
  incomingChange,
  isDataError,
  isResult,
  replayed,
  seqUsed,
  validate,
  type Acknowledgeable,
  type Batch,
} from './push-checks';
import {
  insertManyConflicts,
  loadManyForUpdate,
  writeRecords,
  type ConflictWrite,
  type LoadedRecord,
  type RecordWrite,
  type Writer,
} from './records';
import { TABLES, type Column } from './tables';
import { creditedInvoices, invoicedBookings, parentBookings } from '../accounts/write-rules';
import type { BatchTrace } from './batch-effects';
import { batchContext, loadBookingAccess, loadBookingInvoices, loadInvoiceAccess } from './write-context';

/** A value as the database gives it back: what the next mutation of the batch on that record sees. */
function storedForm(kind: Column['kind'], value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (kind === 'uuid' && typeof value === 'string') return value.toLowerCase();
  if (kind === 'json') return JSON.parse(JSON.stringify(value)) as unknown;
  return value;
}

/** One record touched by the batch: its state after the mutations so far. */
interface Touched {
  record: LoadedRecord | null;
  /** As stored before the batch. */
  original: LoadedRecord | null;
  /** Absent before the batch: inserted. */
  insert: boolean;
  createdAt: Date;
  updatedAt: Date;
  written: Set<string>;
}

function applyInMemory(entry: Touched, table: SyncedTable, merged: MergeResult, version: number, createdAt: Date, now: Date): void {
  const prior = entry.record;
  const fields: Record<string, unknown> = {};
  for (const column of TABLES[table].columns) {
    if (column.field in merged.writes) {
      fields[column.field] = storedForm(column.kind, merged.writes[column.field]);
      entry.written.add(column.field);
    } else {
      fields[column.field] = prior ? prior.fields[column.field] : null;
    }
  }
  if (!prior) entry.createdAt = createdAt;
  entry.updatedAt = now;
  entry.record = {
    // Only created_at of the row is read again (checkWhole).
    row: prior ? prior.row : { created_at: createdAt },
    version,
    deleted: merged.deleted,
    fields,
    fieldHlc: merged.fieldHlc,
    fieldVersion: merged.fieldVersion,
  };
}

export async function pushSetWise(
  writer: Writer,
  deps: Deps,
  caller: StaffCaller,
  clientId: string,
  mutations: readonly Acknowledgeable[],
  startSeq: number,
  now: Date,
  trace: BatchTrace,
): Promise<Batch> {
  const { tx } = writer;
  // Stored answers have seqs up to the device's last one: only mutations sent with such a seq are looked
  // up. Another one whose id was stored all the same (a device that renumbered it) makes the insert of
  // the answers fail on the primary key, and the batch is done again one by one, which answers it.
  const stored = new Map<string, MutationResult>();
  const seen = mutations.filter((m) => m.seq <= startSeq);
  if (seen.length > 0) {
    const { rows } = await tx.query<{ mutation_id: string; result: MutationResult }>(
      'select mutation_id, result from sync_mutations where client_id = $1 and mutation_id = any($2::uuid[])',
      [clientId, `{${seen.map((m) => m.id).join(',')}}`],
    );
    for (const row of rows) stored.set(row.mutation_id, row.result);
  }

  // Which mutations are answered from the store, refused for their seq, or applied: the same walk as
  // pushOneByOne. `sameAs` is a mutation sent twice in the batch: the answer of its first copy.
  type Slot = { result: MutationResult } | { sameAs: number } | { apply: Acknowledgeable };
  const slots: Slot[] = [];
  const answeredHere = new Map<string, number>();
  let lastSeq = startSeq;
  for (const m of mutations) {
    const earlier = answeredHere.get(m.id);
    if (earlier !== undefined) {
      slots.push({ sameAs: earlier });
      continue;
    }
    const found = stored.get(m.id);
    if (found) {
      slots.push({ result: replayed(found) });
      continue;
    }
    if (m.seq <= lastSeq) {
      slots.push({ result: seqUsed(m.id, m.seq) });
      continue;
    }
    if (m.seq > lastSeq + 1) break;
    answeredHere.set(m.id, slots.length);
    slots.push({ apply: m });
    lastSeq = m.seq;
  }

  // Validation, and the records to read.
  const checked = new Map<number, { mutation: WireMutation; now: Date } | MutationResult>();
  const wanted = new Map<SyncedTable, Set<string>>();
  slots.forEach((slot, i) => {
    if (!('apply' in slot)) return;
    const at = deps.now();
    const mutation = validate(slot.apply.raw, slot.apply.id, caller, at);
    if (isResult(mutation)) {
      checked.set(i, mutation);
      return;
    }
    checked.set(i, { mutation, now: at });
    let ids = wanted.get(mutation.table);
    if (!ids) wanted.set(mutation.table, (ids = new Set()));
    ids.add(mutation.recordId.toLowerCase());
  });

  const touched = new Map<SyncedTable, Map<string, Touched>>();
  for (const [table, ids] of wanted) {
    const loaded = await loadManyForUpdate(tx, table, [...ids]);
    const entries = new Map<string, Touched>();
    for (const id of ids) {
      const record = loaded.get(id) ?? null;
      entries.set(id, { record, original: record, insert: !record, createdAt: now, updatedAt: now, written: new Set() });
    }
    touched.set(table, entries);
  }

  // The rides of a driver's remarks and ride events, as stored (those the batch touches are read as it goes).
  // And the invoices credit notes refer to.
  // And the documents of the rides new invoices bill.
  const parents = new Set<string>();
  const credited = new Set<string>();
  const billed = new Set<string>();
  for (const check of checked.values()) {
    if (isResult(check)) continue;
    const entry = touched.get(check.mutation.table)?.get(check.mutation.recordId.toLowerCase());
    for (const b of parentBookings(check.mutation, entry?.record ?? null, caller)) if (!touched.get('bookings')?.has(b)) parents.add(b);
    for (const i of creditedInvoices(check.mutation)) if (!touched.get('invoices')?.has(i)) credited.add(i);
    for (const b of invoicedBookings(check.mutation)) billed.add(b);
  }
  const batchInvoices = touched.get('invoices');
  const ctx = batchContext(caller, await loadBookingAccess(tx, [...parents]), (id) => touched.get('bookings')?.get(id)?.record, {
    stored: await loadInvoiceAccess(tx, [...credited]),
    inBatch: (id) => batchInvoices?.get(id)?.record,
    ofBookings: await loadBookingInvoices(tx, [...billed]),
    touched: () => [...(batchInvoices ?? [])].map(([id, entry]): [string, StoredRecord | null] => [id, entry.record]),
  });

  // The merges, in seq order, each on the state the ones before it left.
  const results: MutationResult[] = [];
  const conflicts: ConflictWrite[] = [];
  const changed = new Set<Touched>();
  slots.forEach((slot, i) => {
    if ('result' in slot) {
      results.push(slot.result);
      return;
    }
    if ('sameAs' in slot) {
      results.push(replayed(results[slot.sameAs] as MutationResult));
      return;
    }
    const check = checked.get(i);
    if (!check || isResult(check)) {
      results.push(check as MutationResult);
      return;
    }
    const { mutation, now: at } = check;
    const { table, recordId } = mutation;
    const id = slot.apply.id;
    const entry = touched.get(table)?.get(recordId.toLowerCase());
    if (!entry) throw new Error(`Push: record ${recordId} of ${table} was not loaded`);
    const current = entry.record;
    const change = incomingChange(mutation, current, clientId, id, at, ctx);
    if (isResult(change)) {
      results.push(change);
      return;
    }
    const version = writer.nextVersion();
    const merged = current ? mergeMutation(current, change.incoming, version) : mergeIntoNothing(change.incoming, version);
    for (const c of merged.conflicts) conflicts.push({ ...c, table, recordId, createdAt: at });
    applyInMemory(entry, table, merged, version, change.createdAt, at);
    changed.add(entry);
    results.push({ id, status: 'applied', version, reason: null });
  });

  try {
    for (const [table, entries] of touched) {
      const writes: RecordWrite[] = [];
      for (const [id, entry] of entries) {
        const record = entry.record;
        if (!changed.has(entry) || !record) continue;
        trace.note(table, id, entry.original, record);
        writes.push({
          id,
          insert: entry.insert,
          createdAt: entry.createdAt,
          updatedAt: entry.updatedAt,
          version: record.version,
          deleted: record.deleted,
          fieldHlc: record.fieldHlc,
          fieldVersion: record.fieldVersion,
          fields: record.fields,
          written: entry.written,
        });
      }
      if (writes.length > 0) await writeRecords(tx, table, writes);
    }
    await insertManyConflicts(tx, conflicts);
  } catch (error) {
    if (isDataError(error)) throw new BatchRefused(error);
    throw error;
  }

  const answers = slots.flatMap((slot, i): Batch['answers'] =>
    'apply' in slot ? [[slot.apply.id, slot.apply.seq, results[i] as MutationResult]] : [],
  );
  return { results, lastSeq, answers };
}

