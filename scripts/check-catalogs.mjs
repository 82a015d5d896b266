// Fails when a message of the source code is missing from a catalog, or has no translation.
// Extraction runs into a scratch folder with the project's own catalog layout (lingui.config.ts),
// so checking never rewrites the committed catalogs.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const locales = ['fr', 'en', 'ar'];
const work = mkdtempSync(join(tmpdir(), 'catalogs-'));
const config = join(root, '.lingui-check.config.ts');

try {
  writeFileSync(
    config,
    `import base from './lingui.config';
export default {
  ...base,
  catalogs: base.catalogs!.map((c) => ({ ...c, path: c.path.replace('<rootDir>', ${JSON.stringify(work)}) })),
};
`,
  );
  try {
    execFileSync(join(root, 'node_modules/.bin/lingui'), ['extract', '--config', config], { cwd: root, stdio: 'pipe' });
  } finally {
    rmSync(config, { force: true });
  }

  const problems = [];
  for (const file of walk(work).filter((f) => f.endsWith('.po'))) {
    const rel = relative(work, file);
    const locale = /(?:^|\/)(fr|en|ar)(?:\/[a-z-]+)?\.po$/.exec(rel)?.[1];
    if (!locale) continue;
    const extracted = parsePo(readFileSync(file, 'utf8'));
    const committedPath = join(root, rel);
    const committed = existsSync(committedPath) ? parsePo(readFileSync(committedPath, 'utf8')) : new Map();
    for (const [id, entry] of extracted) {
      if (!committed.has(id)) problems.push(`${rel}: not in the catalog (run npm run i18n:extract): ${entry.msgid}`);
      else if (locale !== 'en' && !committed.get(id).msgstr.trim()) problems.push(`${rel}: no translation for: ${entry.msgid}`);
    }
    if (locale === 'ar') {
      for (const [, entry] of committed) {
        if (entry.msgstr && entry.msgstr === entry.msgid && /[a-z]{3,}/i.test(entry.msgstr.replace(/\{[^}]*\}/g, '')))
          problems.push(`${rel}: still English: ${entry.msgid}`);
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

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

// A minimal .po reader: entries keyed by msgctxt + msgid.
function parsePo(text) {
  const entries = new Map();
  for (const block of text.split(/\n\s*\n/)) {
    const msgid = readString(block, 'msgid');
    if (!msgid) continue;
    const context = readString(block, 'msgctxt') ?? '';
    entries.set(`${context}\u0004${msgid}`, { msgid, msgstr: readString(block, 'msgstr') ?? '' });
  }
  return entries;
}

function readString(block, key) {
  const match = new RegExp(`^${key} ((?:".*"\\s*)+)`, 'm').exec(block);
  if (!match) return null;
  return [...match[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`)).join('');
}
