// Server configuration from the environment. Every variable is optional; an empty one means unset.
//
//   PORT             HTTP port (default 8080; 0 picks a free one)
//   HOST             address to listen on (default 0.0.0.0)
//   DATA_DIR         embedded PGlite database directory (default ./data)
//   DATABASE_URL     postgres://user:password@host:5432/db: use this PostgreSQL server instead of PGlite
//   ADMIN_USERNAME   user name of the first admin account, created on the first start only (while
//                    there is no staff account at all); needs ADMIN_PASSWORD. Default: admin
//   ADMIN_PASSWORD   password of that first admin, at least 8 characters. Without it the server
//                    makes a random one and prints it once in its log; it is never sent over the network
//   SESSION_DAYS     lifetime of a sign-in in days, 1 to 365 (default 30); staff sessions slide
//                    forward on use, customer sessions do not
//   ALLOWED_ORIGINS  comma-separated origins (https://app.example.com) whose pages may call /api/*
//                    from the browser (CORS); none by default (same origin only)
//   CSP_CONNECT_SRC  comma-separated origins the app may connect to besides its own, e.g. a sync
//                    server set in the admin settings (added to the Content-Security-Policy)
//   TRUST_PROXY      true when behind a reverse proxy: the client address for rate limits is then
//                    the last X-Forwarded-For entry, and the request log takes its X-Request-Id
//                    (default false: the socket's address)
//   LOG_REQUESTS     false to leave out the one-line JSON log of every request (default true)
//   Rate limits, per minute, counted in the database (every instance shares them); 429 past them:
//   LOGIN_ATTEMPTS_PER_MINUTE  failed password attempts per address and per user name (default 10)
//   PUBLIC_WRITES_PER_MINUTE   visitors' bookings and messages, sign-ups, booking status, per address (30)
//   PUBLIC_READS_PER_MINUTE    catalogue JSON and photos, per address (300)
//   SYNC_REQUESTS_PER_MINUTE   push and pull, per session and per address (600)
//   SMTP_URL         smtp://user:password@host:587 (or smtps://...:465): the server then emails the
//                    clients' automatic messages and the office's alerts (server/mail/); without it
//                    they are kept as 'not sent: email not configured'
//   MAIL_FROM        the sender of those emails, e.g. "Paris Prestige Chauffeur <bookings@example.com>";
//                    required with SMTP_URL

import type { Limits } from './http/context';
import { parseMailConfig, type MailConfig } from './mail/config';

export interface Config {
  port: number;
  host: string;
  /** PGlite data directory as given (resolved from process.cwd() when opened). */
  dataDir: string;
  databaseUrl: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

// An empty variable (`PORT=` in an env file) means "use the default".
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readPort(env: Env): number {
  const raw = read(env, 'PORT');
  if (raw === undefined) return 8080;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

function readHost(env: Env): string {
  const host = read(env, 'HOST') ?? '0.0.0.0';
  if (/\s|\//.test(host)) throw new ConfigError(`HOST must be a host name or IP address, got "${host}"`);
  return host;
}

function readDatabaseUrl(env: Env): string | undefined {
  const raw = read(env, 'DATABASE_URL');
  if (raw === undefined) return undefined;
  // Never echo the value: it usually holds a password.
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL is not a valid URL; expected postgres://user:password@host:5432/database');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://, not ${url.protocol}//`);
  }
  return raw;
}

export function readConfig(env: Env = process.env): Config {
  return {
    port: readPort(env),
    host: readHost(env),
    dataDir: read(env, 'DATA_DIR') ?? './data',
    databaseUrl: readDatabaseUrl(env),
  };
}

/** Accounts, sessions, browser access, limits and the request log (see the variables above). */
export interface AppConfig {
  admin: { username: string; password: string } | undefined;
  sessionDays: number;
  allowedOrigins: string[];
  allowedHosts: string[];
  cspConnectSrc: string[];
  trustProxy: boolean;
  /** The site's public origin (PUBLIC_ORIGIN): canonical URLs, sitemap and link previews use it. */
  publicOrigin: string | undefined;
  /** Only the limits set in the environment; the others keep DEFAULT_LIMITS. */
  limits: Partial<Limits>;
  logRequests: boolean;
  /** SMTP_URL and MAIL_FROM; undefined when email is not configured. */
  mail: MailConfig | undefined;
}

function readList(env: Env, name: string, check: (item: string) => boolean, expected: string): string[] {
  const raw = read(env, name);
  if (raw === undefined) return [];
  const items = raw.split(',').map((item) => item.trim()).filter(Boolean);
  for (const item of items) {
    if (!check(item)) throw new ConfigError(`${name}: "${item}" is not ${expected}`);
  }
  return items;
}

// A host name as a Host header names it, without its port.
const HOST_RE = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/;
// scheme://host[:port], no path: what browsers send as Origin.
const ORIGIN_RE = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$|^https?:\/\/\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;
// A CSP source: an origin (also ws/wss), optionally with a *. host wildcard; nothing that could end the directive.
const CSP_SOURCE_RE = /^(https?|wss?):\/\/(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?(\/[^\s;,'"]*)?$/;

function readSessionDays(env: Env): number {
  const raw = read(env, 'SESSION_DAYS');
  if (raw === undefined) return 30;
  const days = Number(raw);
  if (!/^\d+$/.test(raw) || days < 1 || days > 365) {
    throw new ConfigError(`SESSION_DAYS must be a whole number of days from 1 to 365, got "${raw}"`);
  }
  return days;
}

const LIMIT_VARIABLES = {
  LOGIN_ATTEMPTS_PER_MINUTE: 'loginFailuresPerMinute',
  PUBLIC_WRITES_PER_MINUTE: 'publicRequestsPerMinute',
  PUBLIC_READS_PER_MINUTE: 'publicReadsPerMinute',
  SYNC_REQUESTS_PER_MINUTE: 'syncRequestsPerMinute',
} as const;

function readLimits(env: Env): Partial<Limits> {
  const limits: Partial<Limits> = {};
  for (const [name, key] of Object.entries(LIMIT_VARIABLES)) {
    const raw = read(env, name);
    if (raw === undefined) continue;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < 1 || value > 1_000_000) {
      throw new ConfigError(`${name} must be a whole number from 1 to 1000000, got "${raw}"`);
    }
    limits[key] = value;
  }
  return limits;
}

function readBoolean(env: Env, name: string, fallback = false): boolean {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (raw === 'false' || raw === '0' || raw === 'no') return false;
  if (raw === 'true' || raw === '1' || raw === 'yes') return true;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function readPublicOrigin(env: Env): string | undefined {
  const raw = read(env, 'PUBLIC_ORIGIN');
  if (raw === undefined && read(env, 'NODE_ENV') === 'production') {
    throw new ConfigError(
      'PUBLIC_ORIGIN is required when NODE_ENV=production (e.g. https://www.example.com): links in pages, the sitemap and emails are made from it, never from the Host a request names',
    );
  }
  if (raw === undefined) return undefined;
  const origin = raw.replace(/\/+$/, '');
  if (!ORIGIN_RE.test(origin)) throw new ConfigError(`PUBLIC_ORIGIN must be an origin such as https://www.example.com, got "${raw}"`);
  return origin;
}

function readAdmin(env: Env): AppConfig['admin'] {
  const username = read(env, 'ADMIN_USERNAME');
  // Never echo a password.
  const password = env.ADMIN_PASSWORD !== undefined && env.ADMIN_PASSWORD !== '' ? env.ADMIN_PASSWORD : undefined;
  if (username === undefined && password === undefined) return undefined;
  if (password === undefined) throw new ConfigError('ADMIN_USERNAME is set without ADMIN_PASSWORD: set both, or neither');
  if (password.length < 8) throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters');
  const name = username ?? 'admin';
  if (!/^[A-Za-z0-9._-]{3,50}$/.test(name)) {
    throw new ConfigError(`ADMIN_USERNAME must be 3 to 50 letters, digits, dots, dashes or underscores, got "${name}"`);
  }
  return { username: name, password };
}

function readMail(env: Env): MailConfig | undefined {
  try {
    return parseMailConfig(read(env, 'SMTP_URL'), read(env, 'MAIL_FROM'));
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

export function readAppConfig(env: Env = process.env): AppConfig {
  return {
    admin: readAdmin(env),
    sessionDays: readSessionDays(env),
    allowedOrigins: readList(env, 'ALLOWED_ORIGINS', (item) => ORIGIN_RE.test(item), 'an origin such as https://app.example.com'),
    allowedHosts: readList(env, 'ALLOWED_HOSTS', (item) => HOST_RE.test(item), 'a host name such as www.example.com'),
    cspConnectSrc: readList(env, 'CSP_CONNECT_SRC', (item) => CSP_SOURCE_RE.test(item), 'an origin such as https://sync.example.com'),
    trustProxy: readBoolean(env, 'TRUST_PROXY'),
    publicOrigin: readPublicOrigin(env),
    limits: readLimits(env),
    logRequests: readBoolean(env, 'LOG_REQUESTS', true),
    mail: readMail(env),
  };
}
