import './young-generation';
import { existsSync, realpathSync } from 'node:fs';
import type { Server } from 'node:http';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { buildClient, isClientBuildStale } from './http/client-build';
import { ConfigError, readAppConfig, readConfig } from './config';
import { MEMORY_DATA_DIR, openDb } from './storage/db';
import type { Db } from './storage/queryable';
import { closeServer, listen, urlHost } from './http/http-server';
import { runMigrations } from './storage/migrate';
import { housekeeper, scheduleHousekeeping } from './storage/housekeeping';
import { serveLiveBackups } from './storage/live-backup';
import { bootstrap, type BootstrapResult } from './accounts/setup';
import { passwordHasher } from './accounts/passwords';
import { photoFiles, type PhotoFiles } from './storage/photo-files';
import type { Limits } from './http/context';
import type { MailConfig } from './mail/config';
import { startMailWorker, type MailWorker } from './mail/worker';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface StartOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  /** Default 0.0.0.0. */
  host?: string;
  /** PGlite data directory (resolved from process.cwd()) when databaseUrl is not set. Default ./data. */
  dataDir?: string;
  databaseUrl?: string | undefined;
  /** Default <project>/dist. */
  distDir?: string;
  /** Build the client first when dist is missing or stale. Default false. */
  build?: boolean;
  /** The server's own lines (start, first admin, shutdown). Default console.log. */
  log?: (line: string) => void;
  /** One JSON line per request. Default: log. */
  requestLog?: ((line: string) => void) | false;
  /** The first admin, created while there is no staff account. Default: a random password, logged once. */
  admin?: { username: string; password: string } | undefined;
  sessionDays?: number;
  allowedOrigins?: readonly string[];
  allowedHosts?: readonly string[];
  cspConnectSrc?: readonly string[];
  trustProxy?: boolean;
  publicOrigin?: string | undefined;
  limits?: Partial<Limits>;
  /** log2 of scrypt's N for new password hashes. Default 16 (with p = 2). */
  passwordCost?: number;
  /**
   * Write a backup when `npm run backup` asks (PGlite on disk only; storage/live-backup.ts). It
   * handles a signal of the whole process: for the process's own server only. Default false.
   */
  liveBackups?: boolean;
  /** Email (SMTP_URL, MAIL_FROM); without it client messages are kept as 'not configured'. */
  mail?: MailConfig | undefined;
  /** Between two rounds of the mail worker. Default 15 s. */
  mailIntervalMs?: number;
}

export interface RunningServer {
  port: number;
  url: string;
  db: Db;
  close(): Promise<void>;
}

function storageLabel(databaseUrl: string | undefined, dataDir: string): string {
  if (databaseUrl) return 'postgres';
  if (dataDir.startsWith(MEMORY_DATA_DIR)) return 'pglite in memory';
  const path = relative(process.cwd(), resolve(dataDir));
  return `pglite at ${path.startsWith('..') || isAbsolute(path) ? resolve(dataDir) : `./${path}`}`;
}

/** The only place the generated password ever appears: the log of the start that made it. */
function logGeneratedAdmin(log: (line: string) => void, admin: NonNullable<BootstrapResult['generatedAdmin']>): void {
  log(
    [
      '================================================================================',
      `First start: the administrator account "${admin.username}" was created with this password:`,
      '',
      `    ${admin.password}`,
      '',
      'It is shown this once and never sent over the network. Sign in at /admin/login, then',
      'change it in the profile (account menu > Profile > Change password).',
      'To choose it yourself instead, set ADMIN_PASSWORD (and ADMIN_USERNAME) before the first start.',
      '================================================================================',
    ].join('\n'),
  );
}

/**
 * The embedded database on disk keeps its photos as files too, beside its folder (not in it: PGlite's
 * backups copy that whole folder): <DATA_DIR>-photos. PostgreSQL reads them in its own process.
 */
function photoFilesFor(databaseUrl: string | undefined, dataDir: string): PhotoFiles | undefined {
  if (databaseUrl || dataDir.startsWith(MEMORY_DATA_DIR)) return undefined;
  return photoFiles(`${resolve(dataDir)}-photos`);
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? console.log;
  const distDir = resolve(options.distDir ?? join(PROJECT_ROOT, 'dist'));
  const dataDir = options.dataDir ?? './data';
  const host = options.host ?? '0.0.0.0';

  if (options.build && isClientBuildStale(PROJECT_ROOT, distDir)) {
    log('Building the client (npm run build)...');
    await buildClient(PROJECT_ROOT);
  }
  if (!existsSync(join(distDir, 'index.html'))) {
    log(`No client build in ${distDir}: only /api will answer (run npm run build).`);
  }

  const db = await openDb({ databaseUrl: options.databaseUrl, dataDir });
  const housekeeping = housekeeper(db, () => new Date());
  // Started once the server listens; the app wakes it when a request has queued emails.
  const mailer: { worker?: MailWorker } = {};
  let server: Server;
  let port: number;
  try {
    const applied = await runMigrations(db);
    for (const migration of applied) log(`Applied migration ${migration.file}`);
    // One hasher for the whole server: never two scrypt hashes (64 MiB each) at once.
    const passwords = passwordHasher({ cost: options.passwordCost });
    const setup = await bootstrap(db, { admin: options.admin, passwords });
    if (setup.generatedAdmin) logGeneratedAdmin(log, setup.generatedAdmin);
    else if (setup.adminCreated) log(`Created the first admin account (${options.admin?.username ?? 'admin'}) from ADMIN_PASSWORD`);
    if (setup.seeded) log('Loaded the sample data');
    const app = createApp({
      db,
      distDir,
      sessionDays: options.sessionDays,
      allowedOrigins: options.allowedOrigins,
      allowedHosts: options.allowedHosts,
      cspConnectSrc: options.cspConnectSrc,
      trustProxy: options.trustProxy,
      publicOrigin: options.publicOrigin,
      limits: options.limits,
      passwords,
      requestLog: options.requestLog === false ? undefined : (options.requestLog ?? log),
      housekeeping,
      mail: options.mail,
      mailWake: () => mailer.worker?.wake(),
      photoFiles: photoFilesFor(options.databaseUrl, dataDir),
    });
    const requestedPort = options.port ?? 8080;
    server = serve({ fetch: app.fetch, port: requestedPort, hostname: host }) as Server;
    port = await listen(server, requestedPort);
  } catch (error) {
    await db.close();
    throw error;
  }

  const backups = options.liveBackups && !options.databaseUrl ? serveLiveBackups(resolve(dataDir), db, log) : null;
  log(`Listening on http://localhost:${port} (storage: ${storageLabel(options.databaseUrl, dataDir)})`);
  const purges = scheduleHousekeeping(housekeeping);
  // Sends the queued emails and queues the reminders (server/mail/worker.ts).
  mailer.worker = startMailWorker({ db, mail: options.mail, publicOrigin: options.publicOrigin, intervalMs: options.mailIntervalMs, log });
  log(options.mail ? `Email: sending as ${options.mail.from}` : 'Email: not configured (SMTP_URL unset): client messages are kept as not sent');
  let closing: Promise<void> | undefined;
  // New connections are refused at once; requests and a backup under way finish; then the purges and the database.
  const close = async () => {
    try {
      await Promise.all([closeServer(server), backups?.stop()]);
      await Promise.all([purges.stop(), mailer.worker?.stop()]);
    } finally {
      await db.close();
    }
  };
  return {
    port,
    url: `http://${urlHost(host)}:${port}`,
    db,
    close: () => (closing ??= close()),
  };
}

function isRunDirectly(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== '--no-build');
  if (unknown.length > 0) throw new ConfigError(`Unknown argument ${unknown.join(' ')} (only --no-build is accepted)`);
  const config = readConfig();
  const distDir = process.env.DIST_DIR || undefined;
  const { logRequests, ...appConfig } = readAppConfig();
  const running = await startServer({
    ...config,
    ...appConfig,
    distDir,
    build: !args.includes('--no-build'),
    requestLog: logRequests ? undefined : false,
    liveBackups: true,
  });

  // A signal to the process group (Ctrl-C, systemd) reaches this process and its parent (npm), which
  // relays it a moment later: that copy is the same request to stop, not a second Ctrl-C.
  const RELAYED_MS = 2_000;
  let stoppingSince: number | undefined;
  const stop = (signal: NodeJS.Signals) => {
    if (stoppingSince !== undefined) {
      if (Date.now() - stoppingSince < RELAYED_MS) return;
      console.error(`${signal} again: exiting now.`);
      process.exit(1);
    }
    stoppingSince = Date.now();
    console.log(`${signal}: shutting down...`);
    running.close().then(
      () => {
        console.log('Stopped: open requests finished, database closed.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (isRunDirectly()) {
  main().catch((error: unknown) => {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
    process.exit(1);
  });
}
