// Serves the built app for the browser tests with a throwaway embedded database. The specs sign in
// as admin / Prestige2026!, a test password given as ADMIN_PASSWORD (the product has no default one).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'vtc-e2e-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--no-build'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'Prestige2026!', LOG_REQUESTS: 'false' },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
