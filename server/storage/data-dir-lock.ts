import { openSync, readFileSync, unlinkSync, writeFileSync, closeSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'server.lock';
const held = new Set<string>();

/** Thrown when a live process other than this one holds the data directory. */
export class DataDirInUse extends Error {
  override name = 'DataDirInUse';
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dir} is in use by process ${pid}. Stop that server first, ` +
        `or delete ${join(dir, LOCK_FILE)} if no server is running.`,
    );
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    writeFileSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * PGlite happily opens a data directory that another process has open, and two writers corrupt it,
 * so one server process per DATA_DIR is enforced with a pid file. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, LOCK_FILE);
  if (held.has(dir)) throw new Error(`The database in ${dir} is already open in this process.`);
  if (!tryCreate(path)) {
    const pid = Number(readFileSync(path, 'utf8').trim());
    // A pid equal to ours that we do not hold is a leftover from a container restart.
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      throw new DataDirInUse(dir, pid);
    }
    unlinkSync(path);
    if (!tryCreate(path)) throw new Error(`Could not lock ${dir}: another server started at the same time.`);
  }
  held.add(dir);
  return () => {
    if (!held.delete(dir)) return;
    try {
      if (readFileSync(path, 'utf8').trim() === String(process.pid)) unlinkSync(path);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
