// Copies of the stored photos as plain files, named by their SHA-256, for the embedded database.
// PGlite runs its queries on the server's one thread: each photo read from it takes that thread for
// a while, and sign-ins, pushes and pages wait. A file is read by the operating system and streamed
// without the database. The database stays the photos' only record (backups hold it): a file is
// written once its content is known, never changed (its name is its content's hash), and one that is
// missing is made again from the database on the next read of its photo.

import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, rename, unlink, writeFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';

export interface PhotoFiles {
  /** The photo's bytes as a stream, when its file is there at the expected size; null otherwise. */
  open(sha256: string, size: number): Promise<ReadableStream<Uint8Array> | null>;
  /** Keeps a copy of a photo's bytes when they hash to `sha256` (a failure to write is only logged). */
  keep(sha256: string, bytes: Uint8Array): Promise<void>;
  /** A photo's file written as its bytes arrive; named once its hash is known (failures are only logged). */
  begin(): PhotoFileWriter;
}

export interface PhotoFileWriter {
  write(bytes: Uint8Array): Promise<void>;
  /** The file takes its name (the bytes' hash, which the caller computed as they came). */
  finish(sha256: string): Promise<void>;
  /** The upload failed: the partial file goes. */
  abort(): Promise<void>;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** Read a piece at a time as the client takes it (no more than one piece ahead of it in memory). */
const PIECE_BYTES = 256 * 1024;

function fileStream(file: FileHandle, size: number): ReadableStream<Uint8Array> {
  let position = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const piece = new Uint8Array(Math.min(PIECE_BYTES, size - position));
          const { bytesRead } = await file.read(piece, 0, piece.length, position);
          if (bytesRead === 0) throw new Error(`The photo file ends at ${position} of ${size} bytes`);
          position += bytesRead;
          controller.enqueue(bytesRead === piece.length ? piece : piece.subarray(0, bytesRead));
          if (position >= size) {
            await file.close();
            controller.close();
          }
        } catch (error) {
          await file.close().catch(() => undefined);
          controller.error(error);
        }
      },
      async cancel() {
        await file.close().catch(() => undefined);
      },
    },
    { highWaterMark: 0 },
  );
}

export function photoFiles(dir: string, log: (message: string) => void = console.error): PhotoFiles {
  let made: Promise<unknown> | undefined;
  const path = (sha256: string) => join(dir, sha256);
  const folder = () =>
    (made ??= mkdir(dir, { recursive: true }).catch((error: unknown) => {
      made = undefined;
      throw error;
    }));
  return {
    begin() {
      const partial = join(dir, `${randomUUID()}.part`);
      let handle: Promise<FileHandle> | undefined;
      let failed = false;
      const fail = async (error: unknown) => {
        failed = true;
        log(`Could not keep a copy of a photo in ${dir}: ${String(error)}`);
        await handle?.then((file) => file.close()).catch(() => undefined);
        await unlink(partial).catch(() => undefined);
      };
      return {
        async write(bytes) {
          if (failed) return;
          try {
            handle ??= folder().then(() => open(partial, 'w'));
            await (await handle).write(bytes);
          } catch (error) {
            await fail(error);
          }
        },
        async finish(sha256) {
          if (failed || !handle || !SHA256_HEX.test(sha256)) return this.abort();
          try {
            await (await handle).close();
            await rename(partial, path(sha256));
          } catch (error) {
            await fail(error);
          }
        },
        async abort() {
          await handle?.then((file) => file.close()).catch(() => undefined);
          await unlink(partial).catch(() => undefined);
        },
      };
    },
    async open(sha256, size) {
      if (!SHA256_HEX.test(sha256)) return null;
      const file = await open(path(sha256), 'r').catch(() => null);
      if (!file) return null;
      const found = await file.stat().catch(() => null);
      if (!found?.isFile() || found.size !== size) {
        await file.close();
        return null;
      }
      return fileStream(file, size);
    },
    async keep(sha256, bytes) {
      if (!SHA256_HEX.test(sha256) || createHash('sha256').update(bytes).digest('hex') !== sha256) return;
      // Written beside, then renamed: a reader never sees half a file.
      const partial = join(dir, `${sha256}.${randomUUID()}.part`);
      try {
        await folder();
        await writeFile(partial, bytes);
        await rename(partial, path(sha256));
      } catch (error) {
        await unlink(partial).catch(() => undefined);
        log(`Could not keep a copy of photo ${sha256} in ${dir}: ${String(error)}`);
      }
    },
  };
}
