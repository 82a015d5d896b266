// Push, pull and the admin's conflicts list (SYNC.md).

import type { Hono } from 'hono';
import { resolveConflictSchema } from '../http/api-schemas';
import { listConflicts, resolveConflict } from '../sync/conflicts';
import type { AppEnv, Deps } from '../http/context';
import { bodyCap, isUuid, notFoundError, parseBody, readJson } from '../http/http';
import { optionalCaller, requireStaff } from '../accounts/sessions';
import { pull } from '../sync/pull';
import { push } from '../sync/push';
import { siteOrigin } from '../http/origin';

export function registerSyncRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/api/sync/push', async (c) => {
    const caller = requireStaff(c);
    // Text is checked per mutation, so that one bad mutation is refused without blocking the rest.
    const body = await readJson(c, deps.limits.jsonBodyBytes, { checkText: false });
    // push() wakes the mail worker when the batch queued emails.
    return c.json(await push(deps, caller, body, { origin: siteOrigin(c, deps) }));
  });

  app.post('/api/sync/pull', async (c) => {
    const caller = optionalCaller(c);
    const answer = await pull(deps, caller, await readJson(c, bodyCap('pull', deps.limits.jsonBodyBytes)));
    return c.body(answer, 200, { 'Content-Type': 'application/json' });
  });

  app.get('/api/sync/conflicts', async (c) => {
    requireStaff(c, 'admin');
    return c.json({ conflicts: await listConflicts(deps) });
  });

  app.post('/api/sync/conflicts/:id/resolve', async (c) => {
    const caller = requireStaff(c, 'admin');
    const id = c.req.param('id');
    const body = parseBody(resolveConflictSchema, await readJson(c, deps.limits.jsonBodyBytes));
    if (!isUuid(id)) throw notFoundError('Conflict not found');
    return c.json(await resolveConflict(deps, caller, id.toLowerCase(), body.keep));
  });
}
