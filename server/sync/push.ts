// POST /api/sync/push: one transaction per batch; each mutation applied once, in seq order, or
// rejected with a reason and still acknowledged (SYNC.md 'Push').
//
// A batch is applied set-wise (push-set-wise.ts). Validation refuses up front what the database would
// refuse; should the database still refuse a write, the transaction is rolled back and the batch done
// again one mutation at a time with a savepoint each (push-one-by-one.ts), so that only that mutation
// is refused. A client id belongs to the staff member who first pushed with it: another one's push
// with it is refused (409), so that nobody can use up another device's sequence numbers.

import { pushRequestSchema, type PushResponse } from '../../src/domain/protocol';
import type { Deps, StaffCaller } from '../http/context';
import { ApiError, parseBody } from '../http/http';
import { acknowledgeable, BatchRefused, isDataError } from './push-checks';
import { pushOneByOne } from './push-one-by-one';
import { pushSetWise } from './push-set-wise';
import { withWriter } from './records';
import { applyBatchEffects, BatchTrace } from './batch-effects';
import { bookingsBefore, queueBatchMessages } from '../mail/batch-messages';

/** The answer to a push with another account's client id: the device then takes a new one. */
export const CLIENT_ID_TAKEN = 'This device sync id belongs to another account: the device takes a new one and sends again';

export interface PushOptions {
  /** Skips the set-wise path (tests compare the two). */
  oneByOne?: boolean;
  /** The site's origin (PUBLIC_ORIGIN or the request's): the base of the status links the client messages hold. */
  origin?: string;
}

export async function push(deps: Deps, caller: StaffCaller, body: unknown, options: PushOptions = {}): Promise<PushResponse> {
  const request = parseBody(pushRequestSchema, body);
  const clientId = request.clientId.toLowerCase();
  const mutations = acknowledgeable(request.mutations);

  // Client emails the batch queued: the mail worker is woken once they are committed.
  let queued = 0;
  const run = (setWise: boolean) =>
    withWriter(deps.db, async (writer) => {
      const { tx } = writer;
      const now = deps.now();
      const lock = () =>
        tx.query<{ last_seq: number; owner_id: string | null }>(
          'select last_seq, owner_id from clients where client_id = $1 for update',
          [clientId],
        );
      let { rows } = await lock();
      if (rows.length === 0) {
        await tx.query(
          `insert into clients (client_id, last_seq, owner_id, created_at, updated_at, bound_at) values ($1, 0, $2, $3, $3, $3)
           on conflict (client_id) do nothing`,
          [clientId, caller.id, now],
        );
        ({ rows } = await lock());
      }
      const owner = rows[0]?.owner_id;
      if (owner && owner.toLowerCase() !== caller.id.toLowerCase()) {
        throw new ApiError(409, CLIENT_ID_TAKEN, { details: [{ path: 'clientId', message: 'belongs to another account' }] });
      }
      const startSeq = rows[0]?.last_seq ?? 0;
      const apply = setWise ? pushSetWise : pushOneByOne;
      const trace = new BatchTrace();
      const { results, lastSeq, answers } = await apply(writer, deps, caller, clientId, mutations, startSeq, now, trace);
      // What the batch's changes imply, in the same transaction: rides' remarks and events moved with
      // them, statuses that follow the rides, the conflicts the server sees (batch-effects.ts).
      try {
        const before = await bookingsBefore(tx, trace);
        await applyBatchEffects(writer, deps.hlcNode, trace, now);
        // The client emails the batch causes (server/mail/), in its transaction.
        queued = await queueBatchMessages(writer, { node: deps.hlcNode, mail: deps.mail, origin: deps.publicOrigin ?? options.origin }, trace, before, now);
      } catch (error) {
        if (setWise && isDataError(error)) throw new BatchRefused(error);
        throw error;
      }
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
      // A row made before bindings existed, with no owner, is bound by this push.
      const update = `update clients set last_seq = $2, owner_id = $3, updated_at = $4, bound_at = coalesce(bound_at, $4)
        where client_id = $1`;
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

  let answer: PushResponse;
  if (options.oneByOne) answer = await run(false);
  else {
    try {
      answer = await run(true);
    } catch (error) {
      if (!(error instanceof BatchRefused)) throw error;
      console.error('Push: the database refused a batch, applying it one mutation at a time:', error.message);
      answer = await run(false);
    }
  }
  if (queued > 0) deps.mailWake?.();
  return answer;
}
