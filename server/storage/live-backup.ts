// Backups of a running server's PGlite database. PGlite allows one process per data directory, so
// `npm run backup` asks the server that holds it to write the dump itself: through files in DATA_DIR
// and a signal, never the network. Only the server's user (or root) can write there and signal it.
//
//   DATA_DIR/live-backup/server.pid    the pid of the server that takes requests (while it runs)
//   DATA_DIR/live-backup/<id>.request  {"target": "/absolute/file.tar.gz"}, from the script
//   DATA_DIR/live-backup/<id>.result   {"ok": true, "bytes": n} or {"ok": false, "error": "..."}

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { isAlive } from './data-dir-lock';
import type { Db } from './queryable';

export const LIVE_BACKUP_DIR = 'live-backup';
// Node leaves SIGUSR2 alone unless started with --report-on-signal; SIGUSR1 starts its debugger.
const SIGNAL = 'SIGUSR2';
const MARKER = 'server.pid';
const ID_RE = /^[0-9a-f]{32}$/;
const POLL_MS = 100;

type Result = { ok: true; bytes: number } | { ok: false; error: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Writes a file whole or not at all, readable by its owner only (a backup holds personal data):
 * under a temporary name first, renamed at the end. With noClobber, an existing file is an error.
 */
async function writeWhole(path: string, data: string | Uint8Array, noClobber = false): Promise<void> {
  const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
  const handle = await open(partial, 'wx', 0o600);
  try {
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (noClobber && existsSync(path)) throw new Error(`${path} already exists.`);
    await rename(partial, path);
  } catch (error) {
    await unlink(partial).catch(() => {});
    throw error;
  }
}

export interface LiveBackups {
  /**
   * Takes no more requests (later ones are answered with a refusal) and waits for the one under
   * way. The signal handler stays until the process exits: a late signal must not end it.
   */
  stop(): Promise<void>;
}

/** Answers `npm run backup` while the server runs; null when the database is not PGlite on disk. */
export function serveLiveBackups(dataDir: string, db: Db, log: (line: string) => void): LiveBackups | null {
  if (!db.dumpDataDir) return null;
  const dump: () => Promise<Uint8Array> = db.dumpDataDir;
  const dir = join(dataDir, LIVE_BACKUP_DIR);
  // Whatever a server that stopped in the middle of a request left.
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { mode: 0o700 });
  writeFileSync(join(dir, MARKER), String(process.pid));

  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;

  async function answer(id: string): Promise<void> {
    const requestPath = join(dir, `${id}.request`);
    let target = '';
    let result: Result;
    try {
      let request: { target?: unknown };
      try {
        request = JSON.parse(await readFile(requestPath, 'utf8')) as { target?: unknown };
      } catch (error) {
        // Withdrawn by a script that gave up waiting.
        if (isMissing(error)) return;
        throw error;
      } finally {
        await unlink(requestPath).catch(() => {});
      }
      if (typeof request.target !== 'string' || !isAbsolute(request.target)) throw new Error('The request names no absolute file path.');
      target = request.target;
      if (stopped) throw new Error('The server is shutting down.');
      if (existsSync(target)) throw new Error(`${target} already exists.`);
      const bytes = await dump();
      await writeWhole(target, bytes, true);
      result = { ok: true, bytes: bytes.length };
      log(`Backed up the database to ${target} (${bytes.length} bytes)`);
    } catch (error) {
      result = { ok: false, error: messageOf(error) };
      log(`Backup${target ? ` to ${target}` : ''} failed: ${result.error}`);
    }
    await writeWhole(join(dir, `${id}.result`), JSON.stringify(result)).catch((error: unknown) => {
      log(`Could not answer backup request ${id}: ${messageOf(error)}`);
    });
  }

  // One request at a time, in no particular order; a signal during a round makes another round.
  async function answerAll(): Promise<void> {
    do {
      again = false;
      for (const name of await readdir(dir)) {
        const id = name.replace(/\.request$/, '');
        if (id !== name && ID_RE.test(id)) await answer(id);
      }
    } while (again);
  }

  const onSignal = () => {
    again = true;
    running ??= answerAll()
      .catch((error: unknown) => log(`Backup requests: ${messageOf(error)}`))
      .finally(() => {
        running = null;
        if (again) onSignal();
      });
  };
  process.on(SIGNAL, onSignal);

  return {
    async stop() {
      stopped = true;
      rmSync(join(dir, MARKER), { force: true });
      await running;
    },
  };
}

/** The server takes requests: process `pid` is alive and is the one that wrote the marker. */
function serving(dir: string, pid: number): boolean {
  try {
    return readFileSync(join(dir, MARKER), 'utf8').trim() === String(pid) && isAlive(pid);
  } catch {
    return false;
  }
}

/** The process that holds the data directory takes no backup requests (an older server, a script). */
export class NotServing extends Error {
  override name = 'NotServing';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readResult(path: string): Promise<Result | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Result;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * Asks the server of process `pid`, which holds `dataDir`, to write a backup to `target` (an
 * absolute path it can write to); resolves with the backup's size in bytes once it is written.
 */
export async function requestLiveBackup(dataDir: string, pid: number, target: string, timeoutMs = 120_000): Promise<number> {
  const dir = join(dataDir, LIVE_BACKUP_DIR);
  if (!serving(dir, pid)) throw new NotServing(`Process ${pid} takes no backup requests.`);
  const id = randomBytes(16).toString('hex');
  const requestPath = join(dir, `${id}.request`);
  const resultPath = join(dir, `${id}.result`);
  const asServerUser = 'run npm run backup as the user the server runs as';
  try {
    await writeWhole(requestPath, JSON.stringify({ target }));
  } catch (error) {
    throw new Error(`Could not ask the server for a backup (${messageOf(error)}): ${asServerUser}.`, { cause: error });
  }
  try {
    try {
      process.kill(pid, SIGNAL);
    } catch (error) {
      throw new Error(`Could not signal the server, process ${pid} (${messageOf(error)}): ${asServerUser}.`, { cause: error });
    }
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      // Read once more after the server is gone: it may have answered on its way out.
      const alive = serving(dir, pid);
      const result = await readResult(resultPath);
      if (result) {
        if (result.ok) return result.bytes;
        throw new Error(`The server could not write the backup: ${result.error}`);
      }
      if (!alive) throw new Error(`The server (process ${pid}) stopped before it wrote the backup.`);
      if (Date.now() > deadline) throw new Error(`The server (process ${pid}) did not write the backup within ${Math.round(timeoutMs / 1000)} s.`);
      await sleep(POLL_MS);
    }
  } finally {
    rmSync(requestPath, { force: true });
    rmSync(resultPath, { force: true });
  }
}
