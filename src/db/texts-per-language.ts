// Database version 6: the catalogue's texts move to one field per language (src/domain/content-lang.ts),
// on the device as migration 015 does on the server. A text written before goes to the language it is
// in (Arabic script: 'ar', otherwise 'en'), the other languages start empty. Changes waiting in the
// outbox, and those the server refused, move the same way, so that none of them is lost.

import type { Transaction } from 'dexie';
import { blankTexts, langField, legacyTextLang, type LocalizedTable } from '../domain/content-lang';

/** The single-language fields of the previous version, by table. */
const LEGACY_TEXTS: Record<LocalizedTable, readonly string[]> = {
  cars: ['description'],
  tours: ['title', 'description', 'duration'],
  posts: ['title', 'excerpt', 'content', 'readTime'],
};

const isLocalized = (table: string): table is LocalizedTable => table in LEGACY_TEXTS;

/**
 * `fields` in the new shape: each legacy text under its language's name. A whole record (a stored one,
 * or the fields of a create) also gets every other language's text, empty; a patch changes only what
 * it changed. Fields already in the new shape are kept as they are.
 */
export function moveLegacyTexts(table: LocalizedTable, fields: Record<string, unknown>, whole: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = whole ? { ...blankTexts(table), ...fields } : { ...fields };
  for (const base of LEGACY_TEXTS[table]) {
    if (!(base in fields)) continue;
    const value = fields[base];
    delete out[base];
    if (value !== null && value !== undefined) out[langField(base, legacyTextLang(value))] = value;
  }
  return out;
}

interface QueuedChange {
  table: string;
  op: string;
  fields: Record<string, unknown>;
}

/** The upgrade itself (db.ts, version 6). */
export async function upgradeTextsPerLanguage(tx: Transaction): Promise<void> {
  for (const table of Object.keys(LEGACY_TEXTS) as LocalizedTable[]) {
    await tx
      .table(table)
      .toCollection()
      .modify((record: Record<string, unknown>) => {
        const next = moveLegacyTexts(table, record, true);
        for (const key of Object.keys(record)) if (!(key in next)) delete record[key];
        Object.assign(record, next);
      });
  }
  for (const store of ['outbox', 'rejected']) {
    await tx
      .table(store)
      .toCollection()
      .modify((entry: QueuedChange) => {
        if (!isLocalized(entry.table) || entry.op === 'delete') return;
        entry.fields = moveLegacyTexts(entry.table, entry.fields, entry.op === 'create');
      });
  }
}
