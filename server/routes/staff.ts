// Staff accounts: admins manage everyone, every member edits their own profile (its name, phone and
// photo live in the synced profile record: server/accounts/profiles.ts).

import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { StaffAccount } from '../../src/domain/protocol';
import type { StaffRole } from '../../src/domain/types';
import { staffCreateSchema, staffPatchSchema, staffSelfPatchSchema } from '../http/api-schemas';
import type { AppEnv, Deps, StaffCaller } from '../http/context';
import type { Queryable } from '../storage/queryable';
import { ApiError, isUuid, notFoundError, parseBody, readJson } from '../http/http';
import { requireStaff } from '../accounts/sessions';
import { NO_PASSWORD_HASH } from '../accounts/passwords';
import { createProfile, deleteProfile, mirrorAccount, PERSON_COLUMNS, STAFF_WITH_PROFILE } from '../accounts/profiles';
import type { StoredRecord } from '../sync/merge';
import { applyBatchEffects, BatchTrace } from '../sync/batch-effects';
import { withWriter, type Writer } from '../sync/records';

interface StaffRow {
  id: string;
  username: string;
  name: string;
  role: StaffRole;
  phone: string;
  image: string;
  verified: boolean;
  disabled: boolean;
  two_factor: boolean;
  /** False for an account that cannot sign in until an admin sets its password (the sample drivers). */
  has_password: boolean;
  created_at: Date;
  updated_at: Date;
}

// Name, phone and photo come from the member's profile (server/accounts/profiles.ts says why).
const COLUMNS = `s.id, s.username, ${PERSON_COLUMNS}, s.role, s.verified, s.disabled, s.created_at, s.updated_at,
  exists (select 1 from staff_two_factor t where t.staff_id = s.id and t.secret is not null) as two_factor,
  s.password_hash <> '${NO_PASSWORD_HASH}' as has_password`;

export function toAccount(row: StaffRow): StaffAccount {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role,
    phone: row.phone,
    image: row.image,
    verified: row.verified,
    disabled: row.disabled,
    twoFactor: row.two_factor,
    hasPassword: row.has_password,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

async function findStaff(db: Queryable, id: string, lock = false): Promise<StaffRow | undefined> {
  const { rows } = await db.query<StaffRow>(`select ${COLUMNS} from ${STAFF_WITH_PROFILE} where s.id = $1${lock ? ' for update of s' : ''}`, [id]);
  return rows[0];
}

export async function findAccount(db: Queryable, id: string): Promise<StaffAccount | undefined> {
  const row = await findStaff(db, id);
  return row && toAccount(row);
}

function staffId(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw notFoundError('Staff member not found');
  return id.toLowerCase();
}

/** Keeps at least one active admin: refuses to demote, disable or delete the last one. */
async function checkOtherAdmin(tx: Queryable, id: string): Promise<void> {
  const { rows } = await tx.query<{ n: number }>(
    "select count(*)::int as n from staff where role = 'admin' and not disabled and id <> $1",
    [id],
  );
  if ((rows[0]?.n ?? 0) === 0) throw new ApiError(409, 'At least one active administrator must remain');
}

type Changes = Partial<Record<'name' | 'role' | 'phone' | 'image' | 'verified' | 'disabled' | 'password', string | boolean>>;

/** After a profile changed (its role or state), the rides of that driver are checked again. */
async function profileChanged(writer: Writer, deps: Deps, id: string, before: StoredRecord | null, now: Date): Promise<void> {
  const trace = new BatchTrace();
  trace.note('profiles', id, before);
  await applyBatchEffects(writer, deps.hlcNode, trace, now);
}

async function applyChanges(deps: Deps, id: string, changes: Changes, guard?: (tx: Queryable, row: StaffRow) => Promise<void>) {
  const now = deps.now();
  const passwordHash = typeof changes.password === 'string' ? await deps.passwords.hash(changes.password) : null;
  return withWriter(deps.db, async (writer) => {
    const { tx } = writer;
    const row = await findStaff(tx, id, true);
    if (!row) throw notFoundError('Staff member not found');
    await guard?.(tx, row);
    // The account's own facts here; name, phone and photo in the profile.
    const sets: string[] = ['updated_at = $2'];
    const params: unknown[] = [id, now];
    for (const key of ['role', 'verified', 'disabled'] as const) {
      if (changes[key] === undefined) continue;
      params.push(changes[key]);
      sets.push(`${key} = $${params.length}`);
    }
    if (passwordHash) {
      params.push(passwordHash);
      sets.push(`password_hash = $${params.length}`, 'password_changed_at = $2');
    }
    await tx.query(`update staff set ${sets.join(', ')} where id = $1`, params);
    const facts = {
      id,
      name: typeof changes.name === 'string' ? changes.name : row.name,
      phone: typeof changes.phone === 'string' ? changes.phone : row.phone,
      image: typeof changes.image === 'string' ? changes.image : row.image,
      role: (changes.role as StaffRole | undefined) ?? row.role,
      disabled: typeof changes.disabled === 'boolean' ? changes.disabled : row.disabled,
    };
    const before = await mirrorAccount(
      writer,
      facts,
      {
        name: changes.name as string | undefined,
        phone: changes.phone as string | undefined,
        image: changes.image as string | undefined,
        role: changes.role as StaffRole | undefined,
        active: typeof changes.disabled === 'boolean' ? !changes.disabled : undefined,
      },
      now,
      deps.hlcNode,
    );
    if (changes.role !== undefined || changes.disabled !== undefined) await profileChanged(writer, deps, id, before, now);
    // A new password, a disabled account or a new role (what the device may pull changes): sign in again.
    if (passwordHash || changes.disabled === true || (changes.role !== undefined && changes.role !== row.role)) {
      await tx.query("delete from sessions where subject_kind = 'staff' and subject_id = $1", [id]);
    }
    const result = await findStaff(tx, id);
    if (!result) throw notFoundError('Staff member not found');
    return toAccount(result);
  });
}

export function registerStaffRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;
  const json = (c: Context<AppEnv>) => readJson(c, deps.limits.jsonBodyBytes);

  app.get('/api/staff/me', async (c) => {
    const caller = requireStaff(c);
    const row = await findStaff(db, caller.id);
    if (!row) throw notFoundError('Staff member not found');
    return c.json(toAccount(row));
  });

  app.patch('/api/staff/me', async (c) => {
    const caller = requireStaff(c);
    const body = parseBody(staffSelfPatchSchema, await json(c));
    return c.json(await applyChanges(deps, caller.id, body));
  });

  app.get('/api/staff', async (c) => {
    requireStaff(c, 'admin');
    const { rows } = await db.query<StaffRow>(`select ${COLUMNS} from ${STAFF_WITH_PROFILE} order by s.created_at, s.username`);
    return c.json(rows.map(toAccount));
  });

  app.post('/api/staff', async (c) => {
    requireStaff(c, 'admin');
    const body = parseBody(staffCreateSchema, await json(c));
    const now = deps.now();
    const hash = await deps.passwords.hash(body.password);
    const account = await withWriter(db, async (writer) => {
      const id = randomUUID();
      const facts = { id, name: body.name, phone: body.phone ?? '', image: body.image ?? '', role: body.role, disabled: false };
      const inserted = await writer.tx.query(
        `insert into staff (id, username, name, role, phone, image, verified, password_hash, password_changed_at, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $9) on conflict do nothing`,
        [id, body.username, facts.name, facts.role, facts.phone, facts.image, body.verified ?? false, hash, now],
      );
      if (inserted.rowCount === 0) throw new ApiError(409, 'This username is already taken');
      await createProfile(writer, facts, now, deps.hlcNode);
      const row = await findStaff(writer.tx, id);
      if (!row) throw notFoundError('Staff member not found');
      return toAccount(row);
    });
    return c.json(account, 201);
  });

  app.patch('/api/staff/:id', async (c) => {
    const caller: StaffCaller = requireStaff(c, 'admin');
    const id = staffId(c);
    const body = parseBody(staffPatchSchema, await json(c));
    const account = await applyChanges(deps, id, body, async (tx, row) => {
      const demoted = body.role !== undefined && body.role !== 'admin';
      if (id === caller.id && (demoted || body.disabled === true)) {
        throw new ApiError(409, 'You cannot disable your own account or remove your own admin role');
      }
      if (row.role === 'admin' && (demoted || body.disabled === true)) await checkOtherAdmin(tx, id);
    });
    return c.json(account);
  });

  app.delete('/api/staff/:id', async (c) => {
    const caller = requireStaff(c, 'admin');
    const id = staffId(c);
    if (id === caller.id) throw new ApiError(409, 'You cannot delete your own account');
    await withWriter(db, async (writer) => {
      const { tx } = writer;
      const { rows } = await tx.query<{ role: StaffRole }>('select role from staff where id = $1 for update', [id]);
      const row = rows[0];
      if (!row) throw notFoundError('Staff member not found');
      if (row.role === 'admin') await checkOtherAdmin(tx, id);
      await tx.query("delete from sessions where subject_kind = 'staff' and subject_id = $1", [id]);
      await tx.query('delete from staff where id = $1', [id]);
      const now = deps.now();
      await profileChanged(writer, deps, id, await deleteProfile(writer, id, now, deps.hlcNode), now);
    });
    return c.json({ ok: true });
  });
}
