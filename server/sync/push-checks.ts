// The checks of a pushed mutation that need no stored record, and the answers shared by the two
// ways of applying a batch (push-set-wise.ts, push-one-by-one.ts).

import * as v from 'valibot';
import { parseHlc } from '../../src/domain/hlc';
import { MAX_CLOCK_AHEAD_MS, wireMutationSchema, type MutationResult, type WireMutation } from '../../src/domain/protocol';
import { writeRefusal } from '../accounts/access';
import { createFields, keepOwned, recordRefusal, withoutOwned, type WriteContext } from '../accounts/write-rules';
import type { StaffCaller } from '../http/context';
import { describeIssues, findBadText, invalid, isUuid, truncate } from '../http/http';
import type { IncomingChange } from './merge';
import { checkWhole, createInput, InputError, patchInput } from './record-input';
import type { LoadedRecord } from './records';
import { toIso } from './tables';

const MAX_REASON = 500;

// A reason may quote field names the device sent: kept short, it is stored with the answer.
export const rejected = (id: string, reason: string): MutationResult => ({
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
export function validate(raw: unknown, id: string, caller: StaffCaller, now: Date): WireMutation | MutationResult {
  const bad = findBadText(raw);
  if (bad !== null) return rejected(id, `${bad}: holds characters that cannot be stored, or is nested too deeply`);
  const parsed = v.safeParse(wireMutationSchema, raw, { abortPipeEarly: true });
  if (!parsed.success) return rejected(id, invalid(describeIssues(parsed.issues)).message);
  const mutation = parsed.output as WireMutation;
  if (Array.isArray((raw as { fields?: unknown }).fields)) return rejected(id, 'fields: must be an object');
  const refusal = precheck(mutation, caller, now);
  return refusal ? rejected(id, refusal) : mutation;
}

export const isResult = <T extends object>(value: T | MutationResult): value is MutationResult => 'status' in value;

/**
 * What a mutation does to the record it names, given the stored one: the change to merge, or the
 * refusal. The caller's limits on this record, and the fields the server owns: write-rules.ts.
 */
export function incomingChange(
  mutation: WireMutation,
  current: LoadedRecord | null,
  clientId: string,
  id: string,
  now: Date,
  ctx: WriteContext,
): { incoming: IncomingChange; createdAt: Date } | MutationResult {
  const { table, recordId } = mutation;
  let incoming: IncomingChange;
  let createdAt = now;
  try {
    const refusal = recordRefusal(mutation, current, ctx);
    if (refusal) return rejected(id, refusal);
    if (mutation.op === 'delete') {
      incoming = { op: 'delete', fields: {}, hlc: mutation.hlc, baseRev: mutation.baseRev, clientId };
    } else if (mutation.op === 'create') {
      const input = createInput(table, recordId, createFields(table, mutation.fields, current, ctx.caller), now);
      createdAt = input.createdAt;
      incoming = { op: 'create', fields: keepOwned(table, input.fields, current), hlc: mutation.hlc, baseRev: mutation.baseRev, clientId };
    } else {
      if (!current) return rejected(id, 'This record does not exist on the server (its creation may have been refused)');
      const fields = patchInput(table, withoutOwned(table, mutation.fields));
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

/** SQLSTATE classes of a value the database refused (22 data exception, 23 constraint): that mutation's fault. */
export function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'));
}

export interface Acknowledgeable {
  raw: unknown;
  id: string;
  seq: number;
}

/** Every mutation must at least carry an id and a seq, or nothing could acknowledge it: else 400. */
export function acknowledgeable(mutations: unknown[]): Acknowledgeable[] {
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

/** The same answer again; a refusal stays a refusal so that the device shows it. */
export const replayed = (stored: MutationResult): MutationResult => ({
  ...stored,
  status: stored.status === 'rejected' ? 'rejected' : 'duplicate',
});

export const seqUsed = (id: string, seq: number) => rejected(id, `Sequence number ${seq} was already used by another change of this device`);

export interface Batch {
  results: MutationResult[];
  lastSeq: number;
  /** Answers still to store in sync_mutations, as [mutation id, seq, result] (the one-by-one path stores its own). */
  answers: [string, number, MutationResult][];
}

/** The database refused a set-wise write: the batch is done again one mutation at a time. */
export class BatchRefused extends Error {
  constructor(cause: unknown) {
    super((cause as Error).message, { cause });
    this.name = 'BatchRefused';
  }
}

