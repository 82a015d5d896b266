// @vitest-environment node
// `npm run backup` on PGlite while the server runs: the server (server/main.ts, a process of its own)
// writes the dump when the script asks, the backup restores into a fresh directory with what was
// written through the API, and a dump that cannot be written fails the script, not the server.

import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/main';
import { openDb } from '../../server/storage/db';

const execute = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), 'live-backup-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function npmScript(script: 'backup' | 'restore', args: string[], dataDir: string) {
  try {
    const { stdout, stderr } = await execute(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      timeout: 60_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** server/main.ts on a free loopback port; resolves once it says it listens. */
async function runServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--no-build'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DIST_DIR: join(root, 'no-dist'),
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'live-backup-pass',
      LOG_REQUESTS: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Listening on http:\/\/localhost:(\d+) /.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server/main.ts exited early:\n${output}`));
    });
  });
  return { child, exited, url: `http://127.0.0.1:${port}`, output: () => output };
}

const health = async (url: string) => (await fetch(`${url}/api/health`)).status;

describe('npm run backup while the server runs on PGlite', () => {
  it('is written by the server, restores what the API took, and a failed dump leaves the server running', async () => {
    const dataDir = join(root, 'data');
    const file = join(root, 'backups', 'live.tar.gz');
    const messageId = randomUUID();
    const server = await runServer(dataDir);
    try {
      const message = {
        id: messageId,
        idempotencyKey: randomUUID(),
        firstName: 'Hugo',
        lastName: 'Petit',
        email: 'hugo@example.com',
        phone: '+33 6 10 20 30 40',
        message: 'Written before the backup.',
      };
      const posted = await fetch(`${server.url}/api/public/contacts`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(message),
      });
      expect(posted.status).toBe(201);

      const backup = await npmScript('backup', [file], dataDir);
      expect(backup.output).toContain(`Backed up the PGlite database in ${dataDir} to ${file} (`);
      expect(backup.code).toBe(0);
      expect(server.output()).toContain(`Backed up the database to ${file} (`);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      // The same name twice is refused before the server is asked.
      const twice = await npmScript('backup', [file], dataDir);
      expect(twice.code).toBe(1);
      expect(twice.output).toContain(`${file} already exists.`);

      // Nothing can be created under /proc, not even by root: the server's own write fails.
      const nowhere = `/proc/vtc-live-backup-${randomUUID()}.tar.gz`;
      const failed = await npmScript('backup', [nowhere], dataDir);
      expect(failed.code).toBe(1);
      expect(failed.output).toContain('Backup failed: The server could not write the backup:');
      expect(server.output()).toContain(`Backup to ${nowhere} failed:`);
      expect(await health(server.url)).toBe(200);
      expect(server.child.exitCode).toBeNull();
      // Each request and its answer are gone once the script has read it.
      expect(readdirSync(join(dataDir, 'live-backup'))).toEqual(['server.pid']);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }

    const fresh = join(root, 'fresh');
    const restore = await npmScript('restore', [file], fresh);
    expect(restore.output).toContain(`Restored ${file} into ${fresh}.`);
    expect(restore.code).toBe(0);
    expect(existsSync(join(fresh, 'live-backup'))).toBe(false);
    const restored = await openDb({ dataDir: fresh });
    try {
      const { rows } = await restored.query<{ message: string }>('select message from contacts where id = $1', [messageId]);
      expect(rows).toEqual([{ message: 'Written before the backup.' }]);
    } finally {
      await restored.close();
    }
  }, 180_000);
});
