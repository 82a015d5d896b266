// `npm run restore FILE`: puts a backup of `npm run backup` back as the server's database (DATA_DIR or
// DATABASE_URL). Refused while a server uses that database: stop it first. What was there is kept:
//   PGlite      the data directory is moved aside to <DATA_DIR>.before-restore-<time>
//   PostgreSQL  a dump of it is written to <FILE>.before-restore-<time>.dump first

import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { dumpKind, restorePglite, restorePostgres, target } from './backup-lib';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length !== 1 || !args[0]) throw new Error('Usage: npm run restore FILE');
  const file = resolve(args[0]);
  if (!existsSync(file)) throw new Error(`${file} does not exist.`);
  const where = target();
  const kind = await dumpKind(file);
  if (kind !== where.kind) {
    throw new Error(
      kind === 'pglite'
        ? `${file} is a PGlite backup but DATABASE_URL is set: unset it to restore into DATA_DIR.`
        : `${file} is a PostgreSQL dump but DATABASE_URL is not set.`,
    );
  }
  if (where.kind === 'pglite') {
    const { keptAs } = await restorePglite(where.dataDir, file);
    console.log(`Restored ${file} into ${where.dataDir}.`);
    if (keptAs) console.log(`The data directory that was there is kept in ${keptAs}.`);
  } else {
    const { keptAs } = await restorePostgres(where.url, file);
    console.log(`Restored ${file} into the PostgreSQL database. What it held before is kept in ${keptAs}.`);
  }
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
