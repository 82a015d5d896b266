// `npm run backup [FILE]`: a consistent copy of the database the server uses (DATA_DIR or DATABASE_URL).
//   PGlite      a gzipped tarball of the data directory (PGlite's dumpDataDir). PGlite allows one
//               process per data directory: a running server writes it when asked (run this as the
//               server's user), else this script takes it
//   PostgreSQL  pg_dump's custom format, a consistent snapshot taken while the server runs
// FILE defaults to backups/vtc-<pglite|postgres>-<UTC time>.<tar.gz|dump>. `npm run restore FILE` puts it back.

import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { dumpPglite, dumpPostgres, stamp, target } from './backup-lib';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length > 1) throw new Error('Usage: npm run backup [FILE]');
  const where = target();
  const extension = where.kind === 'pglite' ? 'tar.gz' : 'dump';
  const file = resolve(args[0] ?? `backups/vtc-${where.kind}-${stamp()}.${extension}`);
  mkdirSync(dirname(file), { recursive: true });
  const bytes = where.kind === 'pglite' ? await dumpPglite(where.dataDir, file) : await dumpPostgres(where.url, file);
  console.log(`Backed up the ${where.kind === 'pglite' ? `PGlite database in ${where.dataDir}` : 'PostgreSQL database'} to ${file} (${bytes} bytes).`);
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
