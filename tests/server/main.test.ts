// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, startServer } from '../../server/main';
import { makeFakeDist, SECRET, SHELL_HTML } from './fake-dist';

const dist = makeFakeDist();
const dataDir = join(dist.root, 'data');
afterAll(() => dist.cleanup());

function rawGet(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html\r\nConnection: close\r\n\r\n`);
    });
    let response = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (response += chunk));
    socket.on('end', () => resolve(response));
    socket.on('error', reject);
  });
}

describe('startServer', () => {
  it('serves health, the shell and static files over HTTP on an ephemeral port, and keeps data across restarts', async () => {
    const lines: string[] = [];
    const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, distDir: dist.distDir, log: (l) => lines.push(l) });
    try {
      expect(server.port).toBeGreaterThan(0);
      expect(lines).toContain(`Listening on http://localhost:${server.port} (storage: pglite at ${dataDir})`);
      const health = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ ok: true });

      const page = await fetch(`${server.url}/en/admin/bookings`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(page.headers.get('Cache-Control')).toBe('no-cache');
      expect(await page.text()).toBe(SHELL_HTML);

      for (const path of ['/../secret.txt', '/assets/../../secret.txt', '/../../../../etc/passwd', '/./../secret.txt']) {
        const response = await rawGet(server.port, path);
        expect(response).toMatch(/^HTTP\/1\.1 (200|400|404)/);
        expect(response).not.toContain(SECRET);
        expect(response).not.toMatch(/root:.*:0:0:/);
      }

      await server.db.query("insert into app_meta (key, value) values ('server-restart', '\"kept\"')");
    } finally {
      await server.close();
    }
    await expect(fetch(`http://127.0.0.1:${server.port}/api/health`)).rejects.toThrow();
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    const again = await startServer({ port: 0, host: '127.0.0.1', dataDir, distDir: dist.distDir, log: () => {} });
    try {
      const { rows } = await again.db.query("select value from app_meta where key = 'server-restart'");
      expect(rows).toEqual([{ value: 'kept' }]);
    } finally {
      await again.close();
    }
  });

  it('closes promptly although a client keeps its connection alive', async () => {
    const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, distDir: dist.distDir, log: () => {} });
    await (await fetch(`${server.url}/api/health`, { headers: { Connection: 'keep-alive' } })).text();
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('explains a port that is already taken, and leaves the data directory free', async () => {
    const first = await startServer({ port: 0, host: '127.0.0.1', dataDir: 'memory://', distDir: dist.distDir, log: () => {} });
    try {
      await expect(
        startServer({ port: first.port, host: '127.0.0.1', dataDir, distDir: dist.distDir, log: () => {} }),
      ).rejects.toThrow(`Port ${first.port} is already in use`);
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    } finally {
      await first.close();
    }
  });
});

describe('server/main.ts as a process', () => {
  function runMain(env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--no-build'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { child, exited, output: () => output };
  }

  it('starts from the environment, answers, and shuts down cleanly on SIGTERM', async () => {
    const processDataDir = mkdtempSync(join(tmpdir(), 'main-data-'));
    const main = runMain({ PORT: '0', DATA_DIR: processDataDir });
    try {
      const port = await new Promise<number>((resolve, reject) => {
        const timer = setInterval(() => {
          const match = /Listening on http:\/\/localhost:(\d+) \(storage: pglite at /.exec(main.output());
          if (match) {
            clearInterval(timer);
            resolve(Number(match[1]));
          }
        }, 50);
        void main.exited.then(() => {
          clearInterval(timer);
          reject(new Error(`main.ts exited early:\n${main.output()}`));
        });
      });
      expect(await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()).toEqual({ ok: true });
      main.child.kill('SIGTERM');
      expect(await main.exited).toBe(0);
      expect(existsSync(join(processDataDir, 'server.lock'))).toBe(false);
    } finally {
      if (main.child.exitCode === null) main.child.kill('SIGKILL');
      rmSync(processDataDir, { recursive: true, force: true });
    }
  });

  it('fails with a clear message on a bad PORT', async () => {
    const main = runMain({ PORT: 'eighty' });
    expect(await main.exited).toBe(1);
    expect(main.output()).toContain('Configuration error: PORT must be a whole number from 0 to 65535, got "eighty"');
  });
});
