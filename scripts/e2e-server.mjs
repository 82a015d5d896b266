// Serves the built app for the browser tests with a throwaway embedded database. The specs sign in
// as admin / Prestige2026!, a test password given as ADMIN_PASSWORD (the product has no default one).
// With E2E_MAIL_DIR set, an SMTP server runs here (smtp-server, test-only: never in the product's
// server), the server sends its email to it (SMTP_URL), and each message it receives is written
// as <n>.eml in that folder, where the specs read it.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'vtc-e2e-'));
const mailDir = process.env.E2E_MAIL_DIR;
const mailEnv = {};
let smtp;
if (mailDir) {
  const { SMTPServer } = await import('smtp-server');
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  let count = 0;
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        writeFileSync(join(mailDir, `${String(++count).padStart(4, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  mailEnv.SMTP_URL = `smtp://127.0.0.1:${smtp.server.address().port}`;
  mailEnv.MAIL_FROM = 'Paris Prestige Chauffeur <bookings@e2e.test>';
}
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
    ...mailEnv,
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-photos`, { recursive: true, force: true });
  process.exit(code ?? 0);
});
