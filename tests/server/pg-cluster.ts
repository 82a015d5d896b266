import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';

export interface PgCluster {
  url: string;
  stop(): Promise<void>;
}

function findBinDir(): string {
  const versions = existsSync(POSTGRES_ROOT)
    ? readdirSync(POSTGRES_ROOT)
        .filter((version) => existsSync(join(POSTGRES_ROOT, version, 'bin', 'initdb')))
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : [];
  const newest = versions[0];
  if (!newest) {
    throw new Error(
      `No PostgreSQL server binaries under ${POSTGRES_ROOT}/*/bin (initdb, pg_ctl). ` +
        'Install them, e.g. apt-get install postgresql.',
    );
  }
  return join(POSTGRES_ROOT, newest, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

/** A throwaway PostgreSQL server on 127.0.0.1; initdb refuses root, so root runs it as postgres. */
export async function startPgCluster(): Promise<PgCluster> {
  const bin = findBinDir();
  const asRoot = userInfo().uid === 0;
  const pgCommand = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { cwd: tmpdir() })
      : run(join(bin, tool), args, { cwd: tmpdir() });

  const root = mkdtempSync(join(tmpdir(), 'pg-test-'));
  const dataDir = join(root, 'data');
  const socketDir = join(root, 'sock');
  const logFile = join(root, 'postgres.log');
  const remove = () => rmSync(root, { recursive: true, force: true });

  let port = 0;
  try {
    mkdirSync(socketDir);
    if (asRoot) {
      const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
      for (const dir of [root, socketDir]) chownSync(dir, Number(uid.stdout), Number(gid.stdout));
    }
    await pgCommand('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C']);
    // The port is free when probed but could be taken before postgres binds it: retry on a new one.
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      try {
        await pgCommand('pg_ctl', [
          '-D', dataDir,
          '-o', `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
          '-l', logFile,
          '-w', 'start',
        ]);
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    remove();
    throw new Error(`Could not start a PostgreSQL test cluster: ${(error as Error).message}\n${log}`, { cause: error });
  }

  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        await pgCommand('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        remove();
      }
    },
  };
}
