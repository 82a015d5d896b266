// Photos uploaded by staff, served to everyone with a long cache (an id never changes content),
// stored and streamed in chunks (migration 014).

import { createHash, randomUUID } from 'node:crypto';
import type { Hono, MiddlewareHandler } from 'hono';
import { ATTACHMENT_CONTENT_TYPES, type AttachmentResponse } from '../../src/domain/protocol';
import type { StaffRole } from '../../src/domain/record-base';
import type { AppEnv, Deps } from '../http/context';
import { ApiError, bodyTooLarge, isUuid, notFoundError } from '../http/http';
import { matchesEtag } from '../http/negotiation';
import { requireStaff } from '../accounts/sessions';

type ImageType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));

/** The file really is what its Content-Type says (its magic number). */
function looksLike(type: ImageType, bytes: Uint8Array): boolean {
  switch (type) {
    case 'image/jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'image/png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/gif':
      return startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'));
    case 'image/webp':
      return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
  }
}

export function registerAttachmentRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/api/attachments', async (c) => {
    const caller = requireStaff(c);
    const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!(ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(type)) {
      throw new ApiError(415, `Content-Type must be one of ${ATTACHMENT_CONTENT_TYPES.join(', ')}`);
    }
    // Each member's photos of the last 24 hours, before the body is read (as it says its size) and after.
    const quota = UPLOAD_BYTES_PER_DAY[caller.role];
    const since = new Date(deps.now().getTime() - 24 * 3600_000);
    const used = async () =>
      Number((await deps.db.query<{ n: string }>('select coalesce(sum(size), 0)::text as n from attachments where created_by = $1 and created_at > $2', [caller.id, since])).rows[0]?.n ?? 0);
    const declared = Number(c.req.header('Content-Length') ?? 0);
    const before = await used();
    const over = (size: number) => before + size > quota;
    const refuse = () => new ApiError(429, `You have sent ${formatMb(before)} of photos in 24 hours, the most a ${caller.role} may: try again tomorrow`);
    if (Number.isFinite(declared) && over(declared)) throw refuse();
    if (declared > deps.limits.imageBodyBytes) throw bodyTooLarge(deps.limits.imageBodyBytes);
    const id = await storeUpload(c.req.raw.body, {
      deps,
      type: type as ImageType,
      createdBy: caller.id,
      maxBytes: Math.min(deps.limits.imageBodyBytes, quota - before),
      tooLarge: (size) => (over(size) ? refuse() : bodyTooLarge(deps.limits.imageBodyBytes)),
    });
    const answer: AttachmentResponse = { id, url: `/api/attachments/${id}` };
    return c.json(answer, 201);
  });

  app.get('/api/attachments/:id', async (c) => {
    const id = c.req.param('id').toLowerCase();
    if (!isUuid(id)) throw notFoundError('Attachment not found');
    const { rows } = await deps.db.query<{ content_type: string; size: number; sha256: string }>(
      'select content_type, size, sha256 from attachments where id = $1 and complete',
      [id],
    );
    const row = rows[0];
    if (!row) throw notFoundError('Attachment not found');
    const size = Number(row.size);
    const body = (await deps.photoFiles?.open(row.sha256, size)) ?? chunkStream(deps, id, size, row.sha256);
    return new Response(body, {
      headers: {
        'Content-Type': row.content_type,
        'Content-Length': String(row.size),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': IMMUTABLE,
        'Content-Disposition': 'inline',
        ETag: attachmentEtag(id),
      },
    });
  });
}

/** A photo's bytes are stored in chunks of this size (migration 014). */
export const CHUNK_BYTES = 256 * 1024;

interface Upload {
  deps: Deps;
  type: ImageType;
  createdBy: string;
  /** Past this many bytes the upload stops with `tooLarge`'s error. */
  maxBytes: number;
  tooLarge: (size: number) => ApiError;
}

/**
 * Stores an upload as it arrives, a chunk at a time: the row first, incomplete, then each chunk in
 * its own query (base64, decoded by the database: PGlite's own bytea encoding costs ~5 times more),
 * then its size, hash and completeness. No query carries the whole photo, other requests are answered
 * between two chunks, and the server never holds more than a chunk of it. An upload that fails half
 * way is deleted (or, cut off with the server, purged after an hour). Returns the photo's id.
 */
async function storeUpload(body: ReadableStream<Uint8Array> | null, upload: Upload): Promise<string> {
  const { deps } = upload;
  const id = randomUUID();
  const hash = createHash('sha256');
  const file = deps.photoFiles?.begin();
  const pending = new Uint8Array(CHUNK_BYTES);
  let filled = 0;
  let size = 0;
  let n = 0;
  let created = false;
  const flush = async () => {
    if (filled === 0) return;
    const chunk = Buffer.from(pending.buffer, 0, filled);
    if (n === 0) {
      if (!looksLike(upload.type, chunk)) throw new ApiError(400, `The file is not a valid ${upload.type.slice(6).toUpperCase()} image`);
      await deps.db.query(
        `insert into attachments (id, content_type, size, sha256, created_by, created_at, complete) values ($1, $2, 0, '', $3, $4, false)`,
        [id, upload.type, upload.createdBy, deps.now()],
      );
      created = true;
    }
    await deps.db.query(`insert into attachment_chunks (attachment_id, n, bytes) values ($1, $2, decode($3, 'base64'))`, [id, n, chunk.toString('base64')]);
    hash.update(chunk);
    await file?.write(chunk);
    n++;
    filled = 0;
  };
  const reader = body?.getReader();
  try {
    for (;;) {
      let read: Awaited<ReturnType<ReadableStreamDefaultReader<Uint8Array>['read']>> = { done: true, value: undefined };
      try {
        if (reader) read = await reader.read();
      } catch {
        throw new ApiError(400, 'The request body could not be read');
      }
      if (read.done) break;
      size += read.value.byteLength;
      if (size > upload.maxBytes) throw upload.tooLarge(size);
      for (let offset = 0; offset < read.value.byteLength; ) {
        const taken = Math.min(CHUNK_BYTES - filled, read.value.byteLength - offset);
        pending.set(read.value.subarray(offset, offset + taken), filled);
        filled += taken;
        offset += taken;
        if (filled === CHUNK_BYTES) await flush();
      }
    }
    await flush();
    if (size === 0) throw new ApiError(400, 'The file is empty');
    const sha256 = hash.digest('hex');
    await deps.db.query('update attachments set size = $2, sha256 = $3, complete = true where id = $1', [id, size, sha256]);
    await file?.finish(sha256);
    return id;
  } catch (error) {
    await reader?.cancel().catch(() => undefined);
    await file?.abort();
    if (created) await deps.db.query('delete from attachments where id = $1', [id]).catch(() => undefined);
    throw error;
  }
}

/**
 * A photo's bytes, one chunk per query as the client reads them: base64 out of the database and
 * Buffer's native decoding (PGlite's own bytea parsing costs several times more of the main thread).
 * With photo files (the embedded database), the whole photo is then kept as its file for later reads.
 */
function chunkStream(deps: Deps, id: string, size: number, sha256: string): ReadableStream<Uint8Array> {
  const count = Math.ceil(size / CHUNK_BYTES);
  const read: Buffer[] | null = deps.photoFiles ? [] : null;
  let n = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (n >= count) return controller.close();
      const { rows } = await deps.db.query<{ data: string }>(
        `select encode(bytes, 'base64') as data from attachment_chunks where attachment_id = $1 and n = $2`,
        [id, n],
      );
      const data = rows[0]?.data;
      if (data === undefined) return controller.error(new Error(`Attachment ${id}: chunk ${n} is missing`));
      n++;
      const chunk = Buffer.from(data, 'base64');
      read?.push(chunk);
      controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length));
      if (n >= count) {
        // Kept before the end is told, so that a read that has ended finds the file.
        if (read) await deps.photoFiles?.keep(sha256, Buffer.concat(read));
        controller.close();
      }
    },
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What one staff member may upload in 24 hours: an admin fills the catalogue, a driver has one photo. */
export const UPLOAD_BYTES_PER_DAY: Record<StaffRole, number> = { admin: 200 * 1024 * 1024, driver: 20 * 1024 * 1024 };

const formatMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** An attachment's id never changes content: its ETag is made from the id alone (no read needed). */
const attachmentEtag = (id: string) => `"${id.toLowerCase()}"`;

/**
 * A revalidation of a photo the browser has (If-None-Match with its ETag) is answered 304 before
 * anything else runs: no database read, no rate-limit count.
 */
export const attachmentNotModified: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = c.req.param('id') ?? '';
  if (c.req.method === 'GET' && isUuid(id) && matchesEtag(c.req.header('If-None-Match'), attachmentEtag(id))) {
    return c.body(null, 304, { ETag: attachmentEtag(id), 'Cache-Control': IMMUTABLE });
  }
  return next();
};
