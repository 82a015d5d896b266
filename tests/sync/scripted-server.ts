// A scripted server for the engine's unit tests: records every call, answers with the handler of its path.
import type { PushRequest, WireMutation } from '../../src/domain/protocol';
import { SYNC_KEYS, type AppDb } from '../../src/db/db';
import type { SyncAuth } from '../../src/db/sync-state';
import { pullView } from '../../src/sync/pull';
import type { FetchLike } from '../../src/sync/transport';

export interface Call {
  method: string;
  path: string;
  auth: string | null;
  body: unknown;
}

export type Handler = (call: Call) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A scripted server: records every call, answers with the handler of its path. */
export function scripted(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input, 'http://server.test');
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: Call = { method: init?.method ?? 'GET', path: url.pathname + url.search, auth: headers.Authorization ?? null, body };
    calls.push(call);
    const handler = handlers[url.pathname] ?? Object.entries(handlers).find(([p]) => p.endsWith('*') && url.pathname.startsWith(p.slice(0, -1)))?.[1];
    if (!handler) return json({ error: 'Not found' }, 404);
    return handler(call);
  };
  return { fetch, calls };
}

export const serverTime = () => new Date().toISOString();
export const emptyPull: Handler = () => json({ changes: [], cursor: { v: 0 }, hasMore: false, reset: false, serverTime: serverTime() });
export const applyAll: Handler = (call) => {
  const req = call.body as PushRequest;
  const mutations = req.mutations as WireMutation[];
  return json({
    results: mutations.map((m, i) => ({ id: m.id, status: 'applied', version: 100 + i, reason: null })),
    lastSeq: mutations.at(-1)?.seq ?? 0,
    serverTime: serverTime(),
  });
};


/** A device that has pulled before: its flushes pull on from a cursor, not from scratch (which drops what a scripted server does not send). */
export async function pulledBefore(db: AppDb, auth: SyncAuth | null): Promise<void> {
  await db.syncState.bulkPut([
    { key: SYNC_KEYS.cursor, value: { v: 0 } },
    { key: SYNC_KEYS.pullView, value: pullView(auth) },
  ]);
}
