// Fails when a message of the source code is missing from a catalog, or has no translation.
// Extraction runs on a copy, so checking never rewrites the committed catalogs.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const locales = ['fr', 'en', 'ar'];
const work = mkdtempSync(join(tmpdir(), 'catalogs-'));

try {
  cpSync(join(root, 'src/i18n/locales'), join(work, 'locales'), { recursive: true });
  const config = join(root, '.lingui-check.config.mjs');
  writeFileSync(
    config,
    `export default ${JSON.stringify({
      sourceLocale: 'en',
      locales,
      rootDir: root,
      catalogs: [
        {
          path: join(work, 'locales/{locale}/messages'),
          include: [join(root, 'src')],
          exclude: ['**/node_modules/**', '**/*.test.*'],
        },
      ],
    })};\n`,
  );
  try {
    execFileSync(join(root, 'node_modules/.bin/lingui'), ['extract', '--config', config], {
      cwd: root,
      stdio: 'pipe',
    });
  } finally {
    rmSync(config, { force: true });
  }

  const problems = [];
  for (const locale of locales) {
    const extracted = parsePo(readFileSync(join(work, 'locales', locale, 'messages.po'), 'utf8'));
    const committed = parsePo(readFileSync(join(root, 'src/i18n/locales', locale, 'messages.po'), 'utf8'));
    for (const [id, entry] of extracted) {
      if (!committed.has(id)) problems.push(`${locale}: not in the catalog (run npm run i18n:extract): ${entry.msgid}`);
      else if (locale !== 'en' && !committed.get(id).msgstr.trim())
        problems.push(`${locale}: no translation for: ${entry.msgid}`);
    }
    if (locale === 'ar') {
      for (const [, entry] of committed) {
        if (entry.msgstr && entry.msgstr === entry.msgid && /[a-z]{3,}/i.test(entry.msgstr.replace(/\{[^}]*\}/g, '')))
          problems.push(`ar: still English: ${entry.msgid}`);
      }
    }
  }
  if (problems.length) {
    console.error(`Catalog check failed (${problems.length}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Catalogs complete: ${locales.join(', ')}.`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

// A minimal .po reader: entries keyed by msgctxt/msgid (Lingui writes ids with `#. js-lingui-id`).
function parsePo(text) {
  const entries = new Map();
  for (const block of text.split(/\n\s*\n/)) {
    const id = /#\. js-lingui-id: (\S+)/.exec(block)?.[1];
    const msgid = readString(block, 'msgid');
    if (msgid === null || (msgid === '' && !id)) continue;
    entries.set(id ?? msgid, { msgid, msgstr: readString(block, 'msgstr') ?? '' });
  }
  return entries;
}

function readString(block, key) {
  const match = new RegExp(`^${key} ((?:".*"\\s*)+)`, 'm').exec(block);
  if (!match) return null;
  return [...match[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`)).join('');
}
