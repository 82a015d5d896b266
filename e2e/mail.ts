// The emails the e2e server's SMTP server received (scripts/e2e-server.mjs writes each as a file).
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseMail, type ReceivedMail } from '../tests/server/smtp-sink';

const MAIL_DIR = join(tmpdir(), `vtc-e2e-mail-${Number(process.env.E2E_PORT ?? 4317)}`);

export function receivedMail(): ReceivedMail[] {
  let files: string[];
  try {
    files = readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((name) => {
    const raw = readFileSync(join(MAIL_DIR, name), 'utf8');
    const to = /^To:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '';
    return parseMail(raw, [to]);
  });
}
