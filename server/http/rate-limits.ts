// The request-rate limits that sit in front of whole routes (sync and public reads); sign-ins and
// public writes count their own attempts in their handlers.

import type { MiddlewareHandler } from 'hono';
import { clientAddress, enforce } from '../accounts/rate-limit';
import type { AppEnv, Deps } from './context';

/** Push and pull: per session when there is one, and per address. */
export function syncRateLimit(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const caller = c.get('caller');
    const keys = [`sync-ip:${clientAddress(c, deps.trustProxy)}`];
    if (caller.kind !== 'anonymous') keys.push(`sync-session:${caller.tokenHash}`);
    const message = 'Too many sync requests. Please wait a minute: nothing is lost, the changes wait on the device.';
    await enforce(deps.db, keys, deps.limits.syncRequestsPerMinute, deps.now(), message);
    await next();
  };
}

/** The catalogue's JSON and stored photos, per address. */
export function publicReadRateLimit(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const keys = [`read-ip:${clientAddress(c, deps.trustProxy)}`];
    const message = 'Too many requests. Please wait a minute and try again.';
    await enforce(deps.db, keys, deps.limits.publicReadsPerMinute, deps.now(), message);
    await next();
  };
}
