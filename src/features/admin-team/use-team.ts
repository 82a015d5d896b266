// The team screen's accounts: the staff accounts as the server has them (no offline copy: sign-in
// matters need the server), and the admin's actions on them. The members' details are their synced
// profiles (queries.ts), on the device.
import { serverBlock } from '../../sync/server-reach';
import { useOnline } from '../../ui/use-online';
import { useCallback, useEffect, useState } from 'react';
import { backendModeAtom, staffSessionAtom, useAtomValue } from '../../app/state';
import { useDb } from '../../db/db-context';
import type { StaffAccount } from '../../domain/protocol';
import {
  HttpError,
  NetworkError,
  NoServerError,
  createStaffAccount,
  listStaffAccounts,
  staffEndpoint,
  turnOffMemberTwoFactor,
  updateStaffAccount,
  type NewStaffAccount,
  type StaffAccountChanges,
} from '../../sync/staff-api';

export type { StaffAccount };

/** The server's refusal of a wrong password of the signed-in admin. */
const WRONG_PASSWORD = 'Current password is incorrect';

/** Why the team cannot be shown or changed. */
export type TeamProblem =
  | { kind: 'offline' }
  | { kind: 'standalone' }
  | { kind: 'signIn' }
  | { kind: 'forbidden' }
  /** The admin's own password, asked before turning off a member's two-factor, is wrong. */
  | { kind: 'wrongPassword' }
  | { kind: 'tooMany' }
  | { kind: 'server'; status: number; message: string; details: { path: string; message: string }[] };

export function problemOf(error: unknown): TeamProblem {
  if (error instanceof NetworkError) return { kind: 'offline' };
  if (error instanceof NoServerError) return { kind: 'standalone' };
  if (error instanceof HttpError) {
    if (error.status === 401) return { kind: 'signIn' };
    if (error.status === 403)
      return error.body?.error === WRONG_PASSWORD ? { kind: 'wrongPassword' } : { kind: 'forbidden' };
    if (error.status === 429) return { kind: 'tooMany' };
    return { kind: 'server', status: error.status, message: error.body?.error ?? `HTTP ${error.status}`, details: error.body?.details ?? [] };
  }
  return { kind: 'server', status: 0, message: error instanceof Error ? error.message : String(error), details: [] };
}

export type TeamState =
  | { kind: 'loading' }
  | { kind: 'ready'; accounts: StaffAccount[] }
  | { kind: 'problem'; problem: TeamProblem };

export function useTeam() {
  const db = useDb();
  const session = useAtomValue(staffSessionAtom);
  const mode = useAtomValue(backendModeAtom);
  const online = useOnline();
  const token = session?.token ?? '';
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<{ round: number; state: TeamState } | null>(null);

  const blocked: TeamProblem | null = serverBlock(session, mode, online);

  const blockedKind = blocked?.kind ?? null;

  useEffect(() => {
    if (blockedKind) return;
    let live = true;
    void (async () => {
      let state: TeamState;
      try {
        state = { kind: 'ready', accounts: await listStaffAccounts(await staffEndpoint(db), token) };
      } catch (error) {
        state = { kind: 'problem', problem: problemOf(error) };
      }
      if (live) setResult({ round, state });
    })();
    return () => {
      live = false;
    };
  }, [db, token, blockedKind, round]);

  const state: TeamState = blocked
    ? { kind: 'problem', problem: blocked }
    : result?.round === round
      ? result.state
      : { kind: 'loading' };

  const reload = useCallback(() => setRound((n) => n + 1), []);

  /** Replaces one account in the list with the server's answer. */
  const put = (account: StaffAccount) =>
    setResult((r) =>
      r && r.state.kind === 'ready'
        ? {
            ...r,
            state: {
              kind: 'ready',
              accounts: r.state.accounts.some((a) => a.id === account.id)
                ? r.state.accounts.map((a) => (a.id === account.id ? account : a))
                : [...r.state.accounts, account],
            },
          }
        : r,
    );

  const create = async (input: NewStaffAccount) => {
    const account = await createStaffAccount(await staffEndpoint(db), token, input);
    put(account);
    return account;
  };

  const update = async (id: string, changes: StaffAccountChanges) => {
    const account = await updateStaffAccount(await staffEndpoint(db), token, id, changes);
    put(account);
    return account;
  };

  /** Turns off the two-factor sign-in of a member who lost their phone and recovery codes. */
  const turnOffTwoFactor = async (id: string, adminPassword: string) => {
    const account = await turnOffMemberTwoFactor(await staffEndpoint(db), token, id, adminPassword);
    put(account);
    return account;
  };

  return { state, reload, create, update, turnOffTwoFactor, me: session?.user.id ?? null };
}
