// POST /api/sync/push: one transaction per batch; each mutation applied once, in seq order, or
// rejected with a reason and still acknowledged (SYNC.md 'Push').
//
// A batch is processed set-wise, in a fixed number of statements whatever its size: the stored answers
// of its mutation ids are read at once, the mutations are validated in memory, the records they name
// are read (and locked) with one statement per table, the merges run in memory in seq order (a batch
// may touch one record several times: each merge sees the state the ones before it left), and the
// results are written with at most two statements per table (inserts, updates), one for the conflicts
// and one for the answers with the device's last seq. Versions come from the clock row locked for the
// whole transaction (withWriter), one per applied mutation, increasing in seq order.
// Validation refuses up front what the database would refuse; should the database still refuse a
// write, the transaction is rolled back and the batch done again one mutation at a time with a
// savepoint each (pushOneByOne, the former path), so that only that mutation is refused.

import * as v from 'valibot';
import { parseHlc } from '../../src/domain/hlc';
import {
  MAX_CLOCK_AHEAD_MS,
  pushRequestSchema,
  wireMutationSchema,
  type MutationResult,
  type PushResponse,
  type WireMutation,
} from '../../src/domain/protocol';
import type { SyncedTable } from '../../src/domain/types';
import { writeRefusal } from '../accounts/access';
import type { Deps, StaffCaller } from '../http/context';
import type { Queryable } from '../storage/db';
import { describeIssues, findBadText, invalid, isUuid, parseBody, truncate } from '../http/http';
import { mergeIntoNothing, mergeMutation, type IncomingChange, type MergeResult } from './merge';
import { checkWhole, createInput, InputError, patchInput } from './record-input';
import {
  insertConflicts,
  insertManyConflicts,
  insertRecord,
  loadForUpdate,
  loadManyForUpdate,
  updateRecord,
  withWriter,
  writeRecords,
  type ConflictWrite,
  type LoadedRecord,
  type RecordWrite,
  type Writer,
} from './records';
import { TABLES, toIso, type Column } from './tables';

const MAX_REASON = 500;

// A reason may quote field names the device sent: kept short, it is stored with the answer.
const rejected = (id: string, reason: string): MutationResult => ({
  id,
  status: 'rejected',
  version: null,
  reason: truncate(reason, MAX_REASON),
});

function formatAhead(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes >= 1 ? `${minutes}m` : `${Math.round(ms / 1000)}s`;
}

/** Why a mutation cannot be applied before looking at the stored record, or null. */
function precheck(mutation: WireMutation, caller: StaffCaller, now: Date): string | null {
  const refusal = writeRefusal(mutation.table, mutation.op, caller.role);
  if (refusal) return refusal;
  const hlc = parseHlc(mutation.hlc);
  if (!hlc) return 'hlc: not a valid HLC timestamp';
  const ahead = hlc.millis - now.getTime();
  if (ahead > MAX_CLOCK_AHEAD_MS) {
    return `Device clock is ahead of the server by ${formatAhead(ahead)}: set the device's time automatically and retry`;
  }
  return null;
}

/** The checks that need no stored record: the parsed mutation, or the refusal. */
function validate(raw: unknown, id: string, caller: StaffCaller, now: Date): WireMutation | MutationResult {
  const bad = findBadText(raw);
  if (bad !== null) return rejected(id, `${bad}: holds characters that cannot be stored, or is nested too deeply`);
  const parsed = v.safeParse(wireMutationSchema, raw, { abortPipeEarly: true });
  if (!parsed.success) return rejected(id, invalid(describeIssues(parsed.issues)).message);
  const mutation = parsed.output as WireMutation;
  if (Array.isArray((raw as { fields?: unknown }).fields)) return rejected(id, 'fields: must be an object');
  const refusal = precheck(mutation, caller, now);
  return refusal ? rejected(id, refusal) : mutation;
}

const isResult = <T extends object>(value: T | MutationResult): value is MutationResult => 'status' in value;

/** What a mutation does to the record it names, given the stored one: the change to merge, or the refusal. */
function incomingChange(
  mutation: WireMutation,
  current: LoadedRecord | null,
  clientId: string,
  id: string,
  now: Date,
): { incoming: IncomingChange; createdAt: Date } | MutationResult {
  const { table, recordId } = mutation;
  let incoming: IncomingChange;
  let createdAt = now;
  try {
    if (mutation.op === 'delete') {
      incoming = { op: 'delete', fields: {}, hlc: mutation.hlc, baseRev: mutation.baseRev, clientId };
    } else if (mutation.op === 'create') {
      const input = createInput(table, recordId, mutation.fields, now);
      createdAt = input.createdAt;
      incoming = { op: 'create', fields: input.fields, hlc: mutation.hlc, baseRev: mutation.baseRev, clientId };
    } else {
      if (!current) return rejected(id, 'This record does not exist on the server (its creation may have been refused)');
      const fields = patchInput(table, mutation.fields);
      incoming = { op: 'patch', fields, hlc: mutation.hlc, baseRev: mutation.baseRev, clientId };
    }
    if (current && !current.deleted && incoming.op !== 'delete') {
      checkWhole(table, recordId, current.fields, incoming.fields, {
        createdAt: toIso(current.row.created_at),
        updatedAt: now.toISOString(),
      });
    }
  } catch (error) {
    if (error instanceof InputError) return rejected(id, error.message);
    throw error;
  }
  return { incoming, createdAt };
}

// ---- One mutation at a time (the fallback) ----

async function applyMutation(
  writer: Writer,
  deps: Deps,
  caller: StaffCaller,
  clientId: string,
  raw: unknown,
  id: string,
): Promise<MutationResult> {
  const now = deps.now();
  const mutation = validate(raw, id, caller, now);
  if (isResult(mutation)) return mutation;

  const { table, recordId } = mutation;
  const tx = writer.tx;
  const current = await loadForUpdate(tx, table, recordId);
  const change = incomingChange(mutation, current, clientId, id, now);
  if (isResult(change)) return change;
  const { incoming, createdAt } = change;

  const version = writer.nextVersion();
  if (!current) {
    const merged = mergeIntoNothing(incoming, version);
    await insertRecord(tx, table, recordId, merged, { createdAt, updatedAt: now, version });
  } else {
    const merged = mergeMutation(current, incoming, version);
    await updateRecord(tx, table, recordId, merged, { updatedAt: now, version });
    await insertConflicts(tx, table, recordId, merged.conflicts, now);
  }
  return { id, status: 'applied', version, reason: null };
}

/** SQLSTATE classes of a value the database refused (22 data exception, 23 constraint): that mutation's fault. */
function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'));
}

interface Acknowledgeable {
  raw: unknown;
  id: string;
  seq: number;
}

/** Every mutation must at least carry an id and a seq, or nothing could acknowledge it: else 400. */
function acknowledgeable(mutations: unknown[]): Acknowledgeable[] {
  return mutations.map((raw, i) => {
    const m = (raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
    const id = m.id;
    const seq = m.seq;
    if (typeof id !== 'string' || !isUuid(id)) {
      throw invalid([{ path: `mutations.${i}.id`, message: 'must be a UUID' }]);
    }
    if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 1) {
      throw invalid([{ path: `mutations.${i}.seq`, message: 'must be a whole number of 1 or more' }]);
    }
    return { raw, id: id.toLowerCase(), seq };
  });
}

async function storedResult(tx: Queryable, clientId: string, mutationId: string): Promise<MutationResult | null> {
  const { rows } = await tx.query<{ result: MutationResult }>(
    'select result from sync_mutations where client_id = $1 and mutation_id = $2',
    [clientId, mutationId],
  );
  return rows[0]?.result ?? null;
}

/** The same answer again; a refusal stays a refusal so that the device shows it. */
const replayed = (stored: MutationResult): MutationResult => ({
  ...stored,
  status: stored.status === 'rejected' ? 'rejected' : 'duplicate',
});

const seqUsed = (id: string, seq: number) => rejected(id, `Sequence number ${seq} was already used by another change of this device`);

interface Batch {
  results: MutationResult[];
  lastSeq: number;
  /** Answers still to store in sync_mutations, as [mutation id, seq, result] (the one-by-one path stores its own). */
  answers: [string, number, MutationResult][];
}

async function pushOneByOne(
  writer: Writer,
  deps: Deps,
  caller: StaffCaller,
  clientId: string,
  mutations: readonly Acknowledgeable[],
  startSeq: number,
  now: Date,
): Promise<Batch> {
  const { tx } = writer;
  let lastSeq = startSeq;
  const results: MutationResult[] = [];

  for (const { raw, id, seq } of mutations) {
    const stored = await storedResult(tx, clientId, id);
    if (stored) {
      results.push(replayed(stored));
      continue;
    }
    if (seq <= lastSeq) {
      results.push(seqUsed(id, seq));
      continue;
    }
    // A gap: the answers stop here and lastSeq tells the device where the server is.
    if (seq > lastSeq + 1) break;

    await tx.query('savepoint mutation');
    let result: MutationResult;
    try {
      result = await applyMutation(writer, deps, caller, clientId, raw, id);
      await tx.query('release savepoint mutation');
    } catch (error) {
      if (!isDataError(error)) throw error;
      await tx.query('rollback to savepoint mutation');
      console.error('Push: the database refused a mutation:', (error as Error).message);
      result = rejected(id, 'The server could not store this change');
    }
    await tx.query(
      'insert into sync_mutations (client_id, mutation_id, seq, result, created_at) values ($1, $2, $3, $4, $5)',
      [clientId, id, seq, JSON.stringify(result), now],
    );
    lastSeq = seq;
    results.push(result);
  }
  return { results, lastSeq, answers: [] };
}

// ---- The whole batch at once ----

/** The database refused a set-wise write: the batch is done again one mutation at a time. */
class BatchRefused extends Error {
  constructor(cause: unknown) {
    super((cause as Error).message, { cause });
    this.name = 'BatchRefused';
  }
}

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

async function pushSetWise(
  writer: Writer,
  deps: Deps,
  caller: StaffCaller,
  clientId: string,
  mutations: readonly Acknowledgeable[],
  startSeq: number,
  now: Date,
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
      entries.set(id, { record, insert: !record, createdAt: now, updatedAt: now, written: new Set() });
    }
    touched.set(table, entries);
  }

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
    const change = incomingChange(mutation, current, clientId, id, at);
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

export interface PushOptions {
  /** Skips the set-wise path (tests compare the two). */
  oneByOne?: boolean;
}

export async function push(deps: Deps, caller: StaffCaller, body: unknown, options: PushOptions = {}): Promise<PushResponse> {
  const request = parseBody(pushRequestSchema, body);
  const clientId = request.clientId.toLowerCase();
  const mutations = acknowledgeable(request.mutations);

  const run = (setWise: boolean) =>
    withWriter(deps.db, async (writer) => {
      const { tx } = writer;
      const now = deps.now();
      const lock = () =>
        tx.query<{ last_seq: number }>('select last_seq from clients where client_id = $1 for update', [clientId]);
      let { rows } = await lock();
      if (rows.length === 0) {
        await tx.query(
          `insert into clients (client_id, last_seq, owner_id, created_at, updated_at) values ($1, 0, $2, $3, $3)
           on conflict (client_id) do nothing`,
          [clientId, caller.id, now],
        );
        ({ rows } = await lock());
      }
      const startSeq = rows[0]?.last_seq ?? 0;
      const apply = setWise ? pushSetWise : pushOneByOne;
      const { results, lastSeq, answers } = await apply(writer, deps, caller, clientId, mutations, startSeq, now);
      // The answers, the clock and the device's last seq in one statement.
      const clock = writer.settleClock();
      const params: unknown[] = [clientId, lastSeq, caller.id, now];
      const ctes: string[] = [];
      if (answers.length > 0) {
        params.push(JSON.stringify(answers));
        ctes.push(`answered as (
          insert into sync_mutations (client_id, mutation_id, seq, result, created_at)
          select $1, (e->>0)::uuid, (e->>1)::bigint, e->2, $4 from jsonb_array_elements($${params.length}::jsonb) e)`);
      }
      if (clock !== null) {
        params.push(clock);
        ctes.push(`clock as (update sync_clock set v = $${params.length} where id = 1)`);
      }
      const update = 'update clients set last_seq = $2, owner_id = $3, updated_at = $4 where client_id = $1';
      try {
        if (lastSeq !== startSeq || results.length > 0) {
          await tx.query(`${ctes.length > 0 ? `with ${ctes.join(', ')} ` : ''}${update}`, params);
        } else if (clock !== null) {
          await tx.query('update sync_clock set v = $1 where id = 1', [clock]);
        }
      } catch (error) {
        if (setWise && isDataError(error)) throw new BatchRefused(error);
        throw error;
      }
      return { results, lastSeq, serverTime: now.toISOString() };
    });

  if (options.oneByOne) return run(false);
  try {
    return await run(true);
  } catch (error) {
    if (!(error instanceof BatchRefused)) throw error;
    console.error('Push: the database refused a batch, applying it one mutation at a time:', error.message);
    return run(false);
  }
}
