// Copies of the stored photos as plain files, named by their SHA-256, for the embedded database.
// PGlite runs its queries on the server's one thread: each photo read from it takes that thread for
// a while, and sign-ins, pushes and pages wait. A file is read by the operating system and streamed
// without the database. The database stays the photos' only record (backups hold it): a file is
// written once its content is known, never changed (its name is its content's hash), and one that is
// missing is made again from the database on the next read of its photo.

import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';

export interface PhotoFiles {
  /** The photo's bytes as a stream, when its file is there at the expected size; null otherwise. */
  open(sha256: string, size: number): Promise<ReadableStream<Uint8Array> | null>;
  /** Keeps a copy of a photo's bytes when they hash to `sha256` (a failure to write is only logged). */
  keep(sha256: string, bytes: Uint8Array): Promise<void>;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

export function photoFiles(dir: string, log: (message: string) => void = console.error): PhotoFiles {
  let made: Promise<unknown> | undefined;
  const path = (sha256: string) => join(dir, sha256);
  return {
    async open(sha256, size) {
      if (!SHA256_HEX.test(sha256)) return null;
      const found = await stat(path(sha256)).catch(() => null);
      if (!found?.isFile() || found.size !== size) return null;
      return Readable.toWeb(createReadStream(path(sha256), { highWaterMark: 256 * 1024 })) as ReadableStream<Uint8Array>;
    },
    async keep(sha256, bytes) {
      if (!SHA256_HEX.test(sha256) || createHash('sha256').update(bytes).digest('hex') !== sha256) return;
      // Written beside, then renamed: a reader never sees half a file.
      const partial = join(dir, `${sha256}.${randomUUID()}.part`);
      try {
        await (made ??= mkdir(dir, { recursive: true }));
        await writeFile(partial, bytes);
        await rename(partial, path(sha256));
      } catch (error) {
        made = undefined;
        await unlink(partial).catch(() => undefined);
        log(`Could not keep a copy of photo ${sha256} in ${dir}: ${String(error)}`);
      }
    },
  };
}
