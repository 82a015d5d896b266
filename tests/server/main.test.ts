// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { formatHlc } from '../../src/domain/hlc';
import { PROJECT_ROOT, startServer } from '../../server/main';
import { makeFakeDist, SECRET, SHELL_HTML } from './fake-dist';
import { bookingFields, mutation } from './harness';

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

/** Waits until check() holds, checking every 20 ms, at most 30 s (a bound for a loaded machine, not a measure). */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The condition never held');
}

/** Whether a new connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', () => resolve(true));
  });
}

describe('server/main.ts as a process', () => {
  /** main.ts in a process of its own; `viaNpm`: as `npm start` runs it, in a process group of its own. */
  function runMain(env: Record<string, string>, viaNpm = false) {
    const [command, args] = viaNpm ? ['npm', ['start', '--silent', '--', '--no-build']] : [process.execPath, ['--import', 'tsx', 'server/main.ts', '--no-build']];
    const child = spawn(command as string, args as string[], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: viaNpm,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { child, exited, output: () => output };
  }

  /** The port, once the process says it is listening. */
  function listening(main: ReturnType<typeof runMain>): Promise<number> {
    return new Promise<number>((resolve, reject) => {
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
  }

  it('starts from the environment, answers, and shuts down cleanly on SIGTERM', async () => {
    const processDataDir = mkdtempSync(join(tmpdir(), 'main-data-'));
    const main = runMain({ PORT: '0', DATA_DIR: processDataDir });
    try {
      const port = await listening(main);
      expect(await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()).toEqual({ ok: true });
      main.child.kill('SIGTERM');
      expect(await main.exited).toBe(0);
      expect(existsSync(join(processDataDir, 'server.lock'))).toBe(false);
    } finally {
      if (main.child.exitCode === null) main.child.kill('SIGKILL');
      rmSync(processDataDir, { recursive: true, force: true });
    }
  });

  it('prints a random first password once; logs each request as one JSON line without any secret', async () => {
    const processDataDir = mkdtempSync(join(tmpdir(), 'main-data-'));
    const main = runMain({ PORT: '0', DATA_DIR: processDataDir, ADMIN_PASSWORD: '', ADMIN_USERNAME: '' });
    try {
      const port = await listening(main);
      const password = /was created with this password:\n\n {4}([A-Za-z0-9_-]{24})\n/.exec(main.output())?.[1] ?? '';
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(main.output()).toContain('change it in the profile (account menu > Profile > Change password)');
      const base = `http://127.0.0.1:${port}`;
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: 'tracking=cookie-secret' },
        body: JSON.stringify({ username: 'admin', password }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const requestId = login.headers.get('X-Request-Id');
      expect((await fetch(`${base}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
      const receipt = 'receipt-secret-0123456789';
      expect((await fetch(`${base}/api/public/bookings/${crypto.randomUUID()}?receipt=${receipt}`)).status).toBe(404);
      main.child.kill('SIGTERM');
      expect(await main.exited).toBe(0);

      const output = main.output();
      // The first-start notice is the only place the password ever appears.
      expect(output.split(password).length - 1).toBe(1);
      for (const secret of [token, receipt, 'cookie-secret', 'Bearer']) expect(output).not.toContain(secret);
      const lines = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.map((line) => `${line.method} ${line.path} ${line.status}`)).toEqual(
        expect.arrayContaining(['POST /api/auth/login 200', 'GET /api/auth/me 200', expect.stringMatching(/^GET \/api\/public\/bookings\/[0-9a-f-]{36} 404$/)]),
      );
      const loginLine = lines.find((line) => line.path === '/api/auth/login');
      expect(Object.keys(loginLine ?? {}).sort()).toEqual(['method', 'ms', 'path', 'requestId', 'status', 'time']);
      expect(loginLine?.requestId).toBe(requestId);
      expect(typeof loginLine?.ms).toBe('number');
    } finally {
      if (main.child.exitCode === null) main.child.kill('SIGKILL');
      rmSync(processDataDir, { recursive: true, force: true });
    }
  });

  it.each([
    ['the node process', false],
    ['the whole process group of `npm start` (Ctrl-C, systemd)', true],
  ])('on SIGTERM to %s: stops accepting, finishes the request under way, closes the database and exits', async (_who, viaNpm) => {
    const processDataDir = mkdtempSync(join(tmpdir(), 'main-data-'));
    const main = runMain({ PORT: '0', DATA_DIR: processDataDir, ADMIN_PASSWORD: 'graceful-password', LOG_REQUESTS: 'false' }, viaNpm);
    // The node process alone gets it twice in a row, as from a supervisor relaying a group signal.
    const signal = () => (viaNpm ? process.kill(-(main.child.pid as number), 'SIGTERM') : [0, 50].forEach((ms) => setTimeout(() => main.child.kill('SIGTERM'), ms)));
    let socket: Socket | undefined;
    try {
      const port = await listening(main);
      // A push of 500 new bookings keeps the server busy when the signal comes: it completes too.
      const { token } = (await (await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'graceful-password' }),
      })).json()) as { token: string };
      const mutations = Array.from({ length: 500 }, (_, i) =>
        mutation({ seq: i + 1, table: 'bookings', recordId: randomUUID(), op: 'create', hlc: formatHlc({ millis: Date.now(), counter: i, node: 'abcdef0123456789' }), fields: bookingFields() }),
      );
      const pushed = fetch(`http://127.0.0.1:${port}/api/sync/push`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ clientId: randomUUID(), schemaVersion: 1, mutations }),
      }).then(async (res) => ({ status: res.status, applied: ((await res.json()) as { results: { status: string }[] }).results.filter((r) => r.status === 'applied').length }));
      await new Promise((resolve) => setTimeout(resolve, 150));
      // A sign-in whose body is only half sent when the signal comes: a request under way.
      const body = JSON.stringify({ username: 'admin', password: 'graceful-password' });
      socket = connect(port, '127.0.0.1');
      let response = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (response += chunk));
      // A reset is seen in `response` (no 200); it must not end the test run.
      socket.on('error', () => {});
      const ended = new Promise<void>((resolve) => socket?.on('end', () => resolve()));
      await new Promise<void>((resolve) => socket?.once('connect', () => resolve()));
      const half = Math.floor(body.length / 2);
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
      );
      signal();
      await until(() => main.output().includes('SIGTERM: shutting down'));
      // New connections are refused while the open request is still waiting for its body.
      await until(() => refused(port));
      // A parent relaying the same signal (npm does) is not a second Ctrl-C.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(main.output()).not.toContain('exiting now');
      socket.write(body.slice(half));
      await ended;
      expect(response).toMatch(/^HTTP\/1\.1 200 /);
      expect(response).toMatch(/"token":"[A-Za-z0-9_-]{43}"/);
      await until(() => main.output().includes('Stopped: open requests finished, database closed.'));
      await until(() => !existsSync(join(processDataDir, 'server.lock')));
      expect(await pushed).toEqual({ status: 200, applied: 500 });
      const code = await main.exited;
      // npm answers a signal with its own status; the server itself said it stopped cleanly, above.
      if (!viaNpm) expect(code).toBe(0);
    } finally {
      socket?.destroy();
      if (main.child.exitCode === null) {
        if (viaNpm) process.kill(-(main.child.pid as number), 'SIGKILL');
        else main.child.kill('SIGKILL');
      }
      rmSync(processDataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('fails with a clear message on a bad PORT', async () => {
    const main = runMain({ PORT: 'eighty' });
    expect(await main.exited).toBe(1);
    expect(main.output()).toContain('Configuration error: PORT must be a whole number from 0 to 65535, got "eighty"');
  });
});
