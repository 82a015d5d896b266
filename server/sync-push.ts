// POST /api/sync/push: one transaction per batch; each mutation applied once, in seq order, or
// rejected with a reason and still acknowledged (SYNC.md 'Push').

import * as v from 'valibot';
import { parseHlc } from '../src/domain/hlc';
import {
  MAX_CLOCK_AHEAD_MS,
  pushRequestSchema,
  wireMutationSchema,
  type MutationResult,
  type PushResponse,
  type WireMutation,
} from '../src/domain/protocol';
import { writeRefusal } from './access';
import type { Deps, StaffCaller } from './context';
import type { Queryable } from './db';
import { describeIssues, findBadText, invalid, isUuid, parseBody, truncate } from './http';
import { mergeIntoNothing, mergeMutation, type IncomingChange } from './merge';
import { checkWhole, createInput, InputError, patchInput } from './record-input';
import { insertConflicts, insertRecord, loadForUpdate, updateRecord, withWriter, type Writer } from './records';
import { toIso } from './tables';

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

async function applyMutation(
  writer: Writer,
  deps: Deps,
  caller: StaffCaller,
  clientId: string,
  raw: unknown,
  id: string,
): Promise<MutationResult> {
  const now = deps.now();
  const bad = findBadText(raw);
  if (bad !== null) return rejected(id, `${bad}: holds characters that cannot be stored, or is nested too deeply`);
  const parsed = v.safeParse(wireMutationSchema, raw, { abortPipeEarly: true });
  if (!parsed.success) return rejected(id, invalid(describeIssues(parsed.issues)).message);
  const mutation = parsed.output as WireMutation;
  if (Array.isArray((raw as { fields?: unknown }).fields)) return rejected(id, 'fields: must be an object');
  const refusal = precheck(mutation, caller, now);
  if (refusal) return rejected(id, refusal);

  const { table, recordId } = mutation;
  const tx = writer.tx;
  const current = await loadForUpdate(tx, table, recordId);
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

export async function push(deps: Deps, caller: StaffCaller, body: unknown): Promise<PushResponse> {
  const request = parseBody(pushRequestSchema, body);
  const clientId = request.clientId.toLowerCase();
  const mutations = acknowledgeable(request.mutations);

  return withWriter(deps.db, async (writer) => {
    const { tx } = writer;
    const now = deps.now();
    await tx.query(
      `insert into clients (client_id, last_seq, owner_id, created_at, updated_at) values ($1, 0, $2, $3, $3)
       on conflict (client_id) do nothing`,
      [clientId, caller.id, now],
    );
    const { rows } = await tx.query<{ last_seq: number }>('select last_seq from clients where client_id = $1 for update', [clientId]);
    const startSeq = rows[0]?.last_seq ?? 0;
    let lastSeq = startSeq;
    const results: MutationResult[] = [];

    for (const { raw, id, seq } of mutations) {
      const stored = await storedResult(tx, clientId, id);
      if (stored) {
        // The same answer again; a refusal stays a refusal so that the device shows it.
        results.push({ ...stored, status: stored.status === 'rejected' ? 'rejected' : 'duplicate' });
        continue;
      }
      if (seq <= lastSeq) {
        results.push(rejected(id, `Sequence number ${seq} was already used by another change of this device`));
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

    if (lastSeq !== startSeq || results.length > 0) {
      await tx.query('update clients set last_seq = $2, owner_id = $3, updated_at = $4 where client_id = $1', [
        clientId,
        lastSeq,
        caller.id,
        now,
      ]);
    }
    return { results, lastSeq, serverTime: now.toISOString() };
  });
}
