// Photos uploaded by staff, served to everyone with a long cache (an id never changes content).

import { createHash, randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { ATTACHMENT_CONTENT_TYPES, type AttachmentResponse } from '../../src/domain/protocol';
import type { AppEnv, Deps } from '../http/context';
import { ApiError, isUuid, notFoundError, readRaw } from '../http/http';
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
    const bytes = await readRaw(c, deps.limits.imageBodyBytes);
    if (bytes.length === 0) throw new ApiError(400, 'The file is empty');
    if (!looksLike(type as ImageType, bytes)) throw new ApiError(400, `The file is not a valid ${type.slice(6).toUpperCase()} image`);
    const id = randomUUID();
    await deps.db.query(
      `insert into attachments (id, content_type, bytes, size, sha256, created_by, created_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, type, bytes, bytes.length, createHash('sha256').update(bytes).digest('hex'), caller.id, deps.now()],
    );
    const answer: AttachmentResponse = { id, url: `/api/attachments/${id}` };
    return c.json(answer, 201);
  });

  app.get('/api/attachments/:id', async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFoundError('Attachment not found');
    const { rows } = await deps.db.query<{ content_type: string; bytes: Uint8Array; sha256: string }>(
      'select content_type, bytes, sha256 from attachments where id = $1',
      [id],
    );
    const row = rows[0];
    if (!row) throw notFoundError('Attachment not found');
    return new Response(new Uint8Array(row.bytes), {
      headers: {
        'Content-Type': row.content_type,
        'Content-Length': String(row.bytes.length),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Disposition': 'inline',
        ETag: `"${row.sha256}"`,
      },
    });
  });
}
