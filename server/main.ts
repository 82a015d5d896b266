import { existsSync, realpathSync } from 'node:fs';
import type { Server } from 'node:http';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './http/app';
import { buildClient, isClientBuildStale } from './http/client-build';
import { ConfigError, readAppConfig, readConfig } from './config';
import { MEMORY_DATA_DIR, openDb, type Db } from './storage/db';
import { closeServer, listen, urlHost } from './http/http-server';
import { runMigrations } from './storage/migrate';
import { bootstrap } from './accounts/setup';

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
  log?: (line: string) => void;
  /** The first admin, created while there is no staff account. Default DEFAULT_ADMIN. */
  admin?: { username: string; password: string } | undefined;
  sessionDays?: number;
  allowedOrigins?: readonly string[];
  cspConnectSrc?: readonly string[];
  trustProxy?: boolean;
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
  let server: Server;
  let port: number;
  try {
    const applied = await runMigrations(db);
    for (const migration of applied) log(`Applied migration ${migration.file}`);
    const setup = await bootstrap(db, { admin: options.admin });
    if (setup.adminCreated) log(`Created the first admin account (${options.admin?.username ?? 'default credentials'})`);
    if (setup.seeded) log('Loaded the sample data');
    const app = createApp({
      db,
      distDir,
      sessionDays: options.sessionDays,
      allowedOrigins: options.allowedOrigins,
      cspConnectSrc: options.cspConnectSrc,
      trustProxy: options.trustProxy,
    });
    const requestedPort = options.port ?? 8080;
    server = serve({ fetch: app.fetch, port: requestedPort, hostname: host }) as Server;
    port = await listen(server, requestedPort);
  } catch (error) {
    await db.close();
    throw error;
  }

  log(`Listening on http://localhost:${port} (storage: ${storageLabel(options.databaseUrl, dataDir)})`);
  let closing: Promise<void> | undefined;
  return {
    port,
    url: `http://${urlHost(host)}:${port}`,
    db,
    close: () => (closing ??= closeServer(server).finally(() => db.close())),
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
  const running = await startServer({ ...config, ...readAppConfig(), distDir, build: !args.includes('--no-build') });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: exiting now.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: shutting down...`);
    running.close().then(
      () => process.exit(0),
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
