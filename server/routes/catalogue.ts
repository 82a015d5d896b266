// The catalogue calls of SPEC 7: cars, tours and blog posts as JSON, and the admin's create forms.

import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { blankTexts } from '../../src/domain/content-lang';
import type { SyncedTable } from '../../src/domain/types';
import { isVisible } from '../accounts/access';
import type { AppEnv, Deps } from '../http/context';
import { ApiError, asObject, invalid, isUuid, readJson } from '../http/http';
import { serverHlc } from '../sync/merge';
import { createInput, InputError } from '../sync/record-input';
import { insertRecord, withWriter } from '../sync/records';
import { optionalCaller, requireStaff } from '../accounts/sessions';
import { rowToWire } from '../sync/tables';

type Row = Record<string, unknown>;

const withRev = (table: SyncedTable, row: Row) => ({ ...rowToWire(table, row), rev: Number(row.version) });

async function list(c: Context<AppEnv>, deps: Deps, table: SyncedTable, order: string) {
  const caller = optionalCaller(c);
  const { rows } = await deps.db.query<Row>(`select * from ${table} where not deleted order by ${order}`);
  return c.json(rows.map((row) => withRev(table, row)).filter((record) => isVisible(table, record, caller)));
}

/** Creates a record from a form payload (the table's create schema, after the form's defaults). */
async function create(c: Context<AppEnv>, deps: Deps, table: 'tours' | 'posts', defaults: Row) {
  requireStaff(c, 'admin');
  const body = asObject(await readJson(c, deps.limits.jsonBodyBytes));
  const now = deps.now();
  let id: string = randomUUID();
  if (body.id !== undefined) {
    if (typeof body.id !== 'string' || !isUuid(body.id)) throw invalid([{ path: 'id', message: 'Invalid id' }]);
    id = body.id.toLowerCase();
  }
  // A text not given is not written yet in that language ('' or []): a draft translation.
  const start: Row = { ...blankTexts(table), ...defaults };
  const payload = Object.fromEntries(Object.entries(start).concat(Object.entries(body).filter(([key]) => key !== 'id')));
  let input: ReturnType<typeof createInput>;
  try {
    input = createInput(table, id, payload, now);
  } catch (error) {
    if (error instanceof InputError) throw new ApiError(400, error.message, { details: error.details });
    throw error;
  }
  const row = await withWriter(deps.db, async (writer) => {
    const version = writer.nextVersion();
    const hlc = serverHlc(now.getTime(), deps.hlcNode, []);
    const fields = Object.keys(input.fields);
    const inserted = await insertRecord(
      writer.tx,
      table,
      id,
      {
        writes: input.fields,
        deleted: false,
        fieldHlc: Object.fromEntries(fields.map((f) => [f, hlc])),
        fieldVersion: Object.fromEntries(fields.map((f) => [f, version])),
      },
      { createdAt: input.createdAt, updatedAt: now, version },
    );
    if (!inserted) throw new ApiError(409, 'A record with this id already exists');
    const { rows } = await writer.tx.query<Row>(`select * from ${table} where id = $1`, [id]);
    return rows[0];
  });
  if (!row) throw new Error(`The new ${table} record is missing`);
  return c.json(withRev(table, row), 201);
}

export function registerCatalogueRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/api/cars', (c) => list(c, deps, 'cars', 'created_at, id'));
  app.get('/api/tours', (c) => list(c, deps, 'tours', 'created_at, id'));
  app.get('/api/blog-posts', (c) => list(c, deps, 'posts', 'created_at desc, id'));
  app.post('/api/tours', (c) => create(c, deps, 'tours', { rating: '5.0', reviewCount: 0, featured: false }));
  app.post('/api/blog-posts', (c) => create(c, deps, 'posts', { published: false }));
}
