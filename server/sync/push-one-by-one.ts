// The fallback path of a push: one mutation at a time, each in its own savepoint, so that a mutation
// the database refuses is refused alone (push.ts tries the whole batch at once first).

import type { MutationResult } from '../../src/domain/protocol';
import type { Deps, StaffCaller } from '../http/context';
import type { Queryable } from '../storage/queryable';
import { mergeIntoNothing, mergeMutation } from './merge';
import {
  incomingChange,
  isDataError,
  isResult,
  rejected,
  replayed,
  seqUsed,
  validate,
  type Acknowledgeable,
  type Batch,
} from './push-checks';
import { insertConflicts, insertRecord, loadForUpdate, updateRecord, type Writer } from './records';
import type { BatchTrace } from './batch-effects';
import { contextFor } from './write-context';

async function applyMutation(
  writer: Writer,
  deps: Deps,
  caller: StaffCaller,
  clientId: string,
  raw: unknown,
  id: string,
  trace: BatchTrace,
): Promise<MutationResult> {
  const now = deps.now();
  const mutation = validate(raw, id, caller, now);
  if (isResult(mutation)) return mutation;

  const { table, recordId } = mutation;
  const tx = writer.tx;
  const current = await loadForUpdate(tx, table, recordId);
  const change = incomingChange(mutation, current, clientId, id, now, await contextFor(tx, caller, mutation, current));
  if (isResult(change)) return change;
  const { incoming, createdAt } = change;
  trace.note(table, recordId.toLowerCase(), current);

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

async function storedResult(tx: Queryable, clientId: string, mutationId: string): Promise<MutationResult | null> {
  const { rows } = await tx.query<{ result: MutationResult }>(
    'select result from sync_mutations where client_id = $1 and mutation_id = $2',
    [clientId, mutationId],
  );
  return rows[0]?.result ?? null;
}

export async function pushOneByOne(
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
      result = await applyMutation(writer, deps, caller, clientId, raw, id, trace);
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

