// The HTTP calls of the signed-in staff member's own two-factor sign-in (`/api/auth/two-factor/...`):
// its state, the setup of an authenticator app, turning it on and off, new recovery codes.

import { apiCall, isString, unexpected, type ApiContext } from './auth-api';

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

/** A status, and the recovery codes of an answer that made new ones (shown once). */
export type TwoFactorAnswer = TwoFactorStatus & { recoveryCodes?: string[] };

function parseTwoFactor(value: unknown): TwoFactorAnswer {
  const body = (value ?? {}) as { enabled?: unknown; recoveryCodesLeft?: unknown; recoveryCodes?: unknown };
  if (typeof body.enabled !== 'boolean') throw unexpected();
  const left = typeof body.recoveryCodesLeft === 'number' ? body.recoveryCodesLeft : 0;
  const codes = Array.isArray(body.recoveryCodes) ? body.recoveryCodes.filter(isString) : undefined;
  return { enabled: body.enabled, recoveryCodesLeft: left, ...(codes ? { recoveryCodes: codes } : {}) };
}

/** Calls of the signed-in staff member's own two-factor sign-in (`/api/auth/two-factor/...`). */
export const twoFactorApi = {
  status: async (ctx: ApiContext, token: string) => parseTwoFactor(await apiCall(ctx, '/api/auth/two-factor', { token })),
  /** A new key for the authenticator app, pending until a first code from it is accepted. */
  setup: async (ctx: ApiContext, token: string, password: string): Promise<{ secret: string; uri: string }> => {
    const body = (await apiCall(ctx, '/api/auth/two-factor/setup', { method: 'POST', token, body: { password } })) as {
      secret?: unknown;
      uri?: unknown;
    } | null;
    if (!isString(body?.secret) || !isString(body.uri)) throw unexpected();
    return { secret: body.secret, uri: body.uri };
  },
  /** Turning it on ends the account's sessions on other devices; this one stays signed in. */
  enable: async (ctx: ApiContext, token: string, code: string) =>
    parseTwoFactor(await apiCall(ctx, '/api/auth/two-factor/enable', { method: 'POST', token, body: { code } })),
  disable: async (ctx: ApiContext, token: string, password: string, code: string) =>
    parseTwoFactor(await apiCall(ctx, '/api/auth/two-factor/disable', { method: 'POST', token, body: { password, code } })),
  regenerate: async (ctx: ApiContext, token: string, code: string) =>
    parseTwoFactor(
      await apiCall(ctx, '/api/auth/two-factor/recovery-codes/regenerate', { method: 'POST', token, body: { code } }),
    ),
};
