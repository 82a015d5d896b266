// The signed-in staff member's own two-factor sign-in, as the server has it: its state and the calls
// that change it. It needs the server (the secret and the codes never live on the device), so the
// section says why when there is none, or no connection.
import { useCallback, useEffect, useState } from 'react';
import { backendModeAtom, staffSessionAtom, useAtomValue } from '../../app/state';
import { useDb } from '../../db/db-context';
import { HttpError, NetworkError, NoServerError, twoFactorRefusal, type ApiContext } from '../../sync/auth-api';
import { defaultFetch, getSyncBaseUrl } from '../../sync/auth-backend';
import { twoFactorApi, type TwoFactorAnswer, type TwoFactorStatus } from '../../sync/two-factor-api';
import { serverBlock } from '../../sync/server-reach';
import { useOnline } from '../../ui/use-online';

export type { TwoFactorStatus };

/** Why a two-factor call did not go through. */
export type TwoFactorProblem =
  /** No sync server: this device works on its own. */
  | { kind: 'standalone' }
  | { kind: 'offline' }
  /** The session has no token the server accepts (signed in offline, or it ended): sign in again online. */
  | { kind: 'signIn' }
  | { kind: 'wrongPassword' }
  | { kind: 'wrongCode' }
  | { kind: 'tooMany' }
  | { kind: 'server'; message: string };

export function problemOf(error: unknown): TwoFactorProblem {
  if (error instanceof NetworkError) return { kind: 'offline' };
  if (error instanceof NoServerError) return { kind: 'standalone' };
  if (error instanceof HttpError) {
    if (error.status === 401) return { kind: 'signIn' };
    if (error.status === 403) return twoFactorRefusal(error) === 'invalid' ? { kind: 'wrongCode' } : { kind: 'wrongPassword' };
    if (error.status === 429) return { kind: 'tooMany' };
    return { kind: 'server', message: error.body?.error ?? `HTTP ${error.status}` };
  }
  return { kind: 'server', message: error instanceof Error ? error.message : String(error) };
}

export type TwoFactorState =
  | { kind: 'loading' }
  | { kind: 'ready'; status: TwoFactorStatus }
  | { kind: 'problem'; problem: TwoFactorProblem };

export type Outcome<T> = { ok: true; value: T } | { ok: false; problem: TwoFactorProblem };

export function useTwoFactor() {
  const db = useDb();
  const session = useAtomValue(staffSessionAtom);
  const mode = useAtomValue(backendModeAtom);
  const online = useOnline();
  const token = session?.token ?? '';
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<{ round: number; token: string; state: TwoFactorState } | null>(null);

  const blocked: TwoFactorProblem | null = serverBlock(session, mode, online);
  const blockedKind = blocked?.kind ?? null;

  const endpoint = useCallback(
    async (): Promise<ApiContext> => ({ fetch: defaultFetch(), baseUrl: await getSyncBaseUrl(db) }),
    [db],
  );

  useEffect(() => {
    if (blockedKind) return;
    let live = true;
    void (async () => {
      let state: TwoFactorState;
      try {
        state = { kind: 'ready', status: await twoFactorApi.status(await endpoint(), token) };
      } catch (error) {
        state = { kind: 'problem', problem: problemOf(error) };
      }
      if (live) setResult({ round, token, state });
    })();
    return () => {
      live = false;
    };
  }, [endpoint, token, blockedKind, round]);

  const state: TwoFactorState = blocked
    ? { kind: 'problem', problem: blocked }
    : result?.round === round && result.token === token
      ? result.state
      : { kind: 'loading' };

  const reload = useCallback(() => setRound((n) => n + 1), []);

  /** Runs a call; an answer with a status becomes the section's state at once. */
  const run = async <T>(call: (ctx: ApiContext) => Promise<T>): Promise<Outcome<T>> => {
    try {
      const value = await call(await endpoint());
      const status = value as Partial<TwoFactorAnswer>;
      if (typeof status.enabled === 'boolean') {
        const next = { enabled: status.enabled, recoveryCodesLeft: status.recoveryCodesLeft ?? 0 };
        setResult({ round, token, state: { kind: 'ready', status: next } });
      }
      return { ok: true, value };
    } catch (error) {
      return { ok: false, problem: problemOf(error) };
    }
  };

  return {
    state,
    reload,
    setup: (password: string) => run((ctx) => twoFactorApi.setup(ctx, token, password)),
    enable: (code: string) => run((ctx) => twoFactorApi.enable(ctx, token, code)),
    disable: (password: string, code: string) => run((ctx) => twoFactorApi.disable(ctx, token, password, code)),
    regenerate: (code: string) => run((ctx) => twoFactorApi.regenerate(ctx, token, code)),
  };
}

export type TwoFactorActions = ReturnType<typeof useTwoFactor>;
