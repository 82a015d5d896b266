// Customer accounts of the public site: sign-up, sign-in, their own bookings.

import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import {
  customerLoginSchema,
  customerSignupSchema,
  type CustomerAccount,
  type CustomerAuthResponse,
} from '../../src/domain/protocol';
import type { AppEnv, Deps } from '../http/context';
import { ApiError, bodyCap, parseBody, readJson } from '../http/http';
import { clientAddress } from '../accounts/rate-limit';
import { createSession, requireCustomer } from '../accounts/sessions';
import { countAttempt, dummyHasher, upgradeHash } from '../accounts/sign-in';
import { rowToWire } from '../sync/tables';
import { logout } from './auth';
import { publicLimit } from './public';
import { progressOf, type ProgressRow } from '../status/progress';

interface CustomerRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
}

const account = (row: Omit<CustomerRow, 'password_hash'>): CustomerAccount => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
});

export function registerCustomerRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;
  const dummyHash = dummyHasher(deps.passwords);
  const taken = () => new ApiError(409, 'An account with this email already exists');

  app.post('/api/customers/signup', async (c) => {
    // Counted per address before anything is hashed.
    await publicLimit(c, deps);
    const body = parseBody(customerSignupSchema, await readJson(c, bodyCap('form', deps.limits.jsonBodyBytes)));
    const existing = await db.query('select 1 from customers where lower(email) = lower($1)', [body.email]);
    if (existing.rowCount > 0) throw taken();
    const now = deps.now();
    const hash = await deps.passwords.hash(body.password);
    const { rows } = await db.query<CustomerRow>(
      `insert into customers (id, email, first_name, last_name, password_hash, created_at)
       values ($1, $2, $3, $4, $5, $6) on conflict do nothing
       returning id, email, first_name, last_name, password_hash`,
      [randomUUID(), body.email, body.firstName, body.lastName, hash, now],
    );
    const row = rows[0];
    if (!row) throw taken();
    const session = await createSession(db, 'customer', row.id, now, deps.sessionDays);
    const answer: CustomerAuthResponse = { token: session.token, customer: account(row), expiresAt: session.expiresAt };
    return c.json(answer, 201);
  });

  app.post('/api/customers/login', async (c) => {
    // Counted before the body is read: a flood of malformed sign-ins is limited like wrong passwords.
    const fromAddress = await countAttempt(deps, [`login-ip:${clientAddress(c, deps.trustProxy)}`]);
    const body = parseBody(customerLoginSchema, await readJson(c, bodyCap('form', deps.limits.jsonBodyBytes)));
    const forEmail = await countAttempt(deps, [`login-email:${body.email.toLowerCase()}`]);
    const attempt = { succeeded: () => Promise.all([fromAddress.succeeded(), forEmail.succeeded()]) };
    const { rows } = await db.query<CustomerRow>(
      'select id, email, first_name, last_name, password_hash from customers where lower(email) = lower($1)',
      [body.email],
    );
    const row = rows[0];
    const matches = await deps.passwords.verify(body.password, row?.password_hash ?? (await dummyHash()));
    if (!row || !matches) throw new ApiError(401, 'Invalid email or password');
    await attempt.succeeded();
    await upgradeHash(deps, 'customers', row.id, body.password, row.password_hash);
    const session = await createSession(db, 'customer', row.id, deps.now(), deps.sessionDays);
    const answer: CustomerAuthResponse = { token: session.token, customer: account(row), expiresAt: session.expiresAt };
    return c.json(answer);
  });

  app.post('/api/customers/logout', async (c) => {
    await logout(deps, c.req.header('Authorization'));
    return c.json({ ok: true });
  });

  app.get('/api/customers/me', (c) => {
    const caller = requireCustomer(c);
    return c.json({
      customer: account({ id: caller.id, email: caller.email, first_name: caller.firstName, last_name: caller.lastName }),
    });
  });

  app.get('/api/customers/me/bookings', async (c) => {
    const caller = requireCustomer(c);
    const { rows } = await db.query<Record<string, unknown>>(
      'select * from bookings where customer_id = $1 and not deleted order by pickup_date desc, pickup_time desc, id',
      [caller.id],
    );
    // What the status page would say of each (src/domain/client-status.ts): state, driver, car.
    const progress = await progressOf(db, rows as unknown as ProgressRow[]);
    return c.json({
      bookings: rows.map((row) => ({ ...rowToWire('bookings', row), rev: Number(row.version), progress: progress.get(String(row.id)) })),
    });
  });
}
