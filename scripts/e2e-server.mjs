// Serves the built app for the browser tests with a throwaway embedded database. The specs sign in
// as admin / Prestige2026!, a test password given as ADMIN_PASSWORD (the product has no default one).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'vtc-e2e-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--no-build'], {
  stdio: 'inherit',
  // Every spec signs in from 127.0.0.1 in parallel, some with wrong passwords or codes on purpose:
  // the per-address limit is raised so that they never add up to a refusal (unit tests cover it).
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'Prestige2026!',
    LOG_REQUESTS: 'false',
    LOGIN_ATTEMPTS_PER_MINUTE: '100',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
