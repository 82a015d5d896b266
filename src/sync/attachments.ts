// Photos taken on the device: uploaded once online, then the records that show them are pointed at
// the stable URL through the repository, so that the change syncs like any other.

import type { AppDb } from '../db/db';
import { toStorageError } from '../db/errors';
import { patchRecord } from '../db/repository';
import { blobImageId, blobImageRef } from '../domain/image-ref';
import type { AttachmentResponse } from '../domain/protocol';
import type { SyncContext } from './push';
import { HttpError, ProtocolError, requestJson } from './transport';

/** Tables whose records have an `image` field. */
const IMAGE_TABLES = ['cars', 'tours', 'posts'] as const;

export interface AttachmentSummary {
  uploaded: number;
  /** Records pointed from `blob-ref:` to the uploaded URL. */
  patched: number;
  /** Photos the server refused (too large, wrong type): kept on the device, shown from there. */
  failed: { imageId: string; message: string }[];
}

async function referencedImageIds(db: AppDb): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const table of IMAGE_TABLES) {
    const records = await db.table<{ image?: string }, string>(table).toArray();
    for (const record of records) {
      const id = typeof record.image === 'string' ? blobImageId(record.image) : null;
      if (id) ids.add(id);
    }
  }
  return ids;
}

/**
 * Uploads every referenced photo not uploaded yet (`POST /api/attachments`, raw body) and patches
 * the records that show it. Network and server errors are thrown (the flush retries later).
 */
export async function uploadPendingImages(ctx: SyncContext, token: string): Promise<AttachmentSummary> {
  const summary: AttachmentSummary = { uploaded: 0, patched: 0, failed: [] };
  const wanted = await referencedImageIds(ctx.db);
  if (wanted.size === 0) return summary;
  const images = await ctx.db.images.bulkGet([...wanted]);
  for (const image of images) {
    if (!image) continue;
    let url = image.remoteRef;
    if (!url) {
      let res: Partial<AttachmentResponse> | null;
      try {
        res = await requestJson<Partial<AttachmentResponse> | null>(ctx, '/api/attachments', { token, body: image.blob });
      } catch (error) {
        if (error instanceof HttpError && !error.retryable && error.status !== 401) {
          summary.failed.push({ imageId: image.id, message: error.message });
          continue;
        }
        throw error;
      }
      if (typeof res?.url !== 'string' || res.url === '') throw new ProtocolError('The attachment answer has no url');
      url = res.url;
      try {
        await ctx.db.images.update(image.id, { remoteRef: url });
      } catch (error) {
        throw toStorageError(error);
      }
      summary.uploaded++;
    }
    const ref = blobImageRef(image.id);
    for (const table of IMAGE_TABLES) {
      const records = await ctx.db.table<{ id: string; image?: string }, string>(table).filter((r) => r.image === ref).toArray();
      for (const record of records) {
        await patchRecord(ctx.db, table, record.id, { image: url });
        summary.patched++;
      }
    }
  }
  return summary;
}

/**
 * What an <img> shows for an image field: an object URL of the photo kept on the device (the
 * caller revokes it with URL.revokeObjectURL), or the reference itself (a URL or a bundled path);
 * '' for a `blob-ref:` whose photo is not on this device.
 */
export async function resolveImageSrc(db: AppDb, ref: string): Promise<string> {
  const id = blobImageId(ref);
  if (!id) return ref;
  const image = await db.images.get(id);
  if (image) return URL.createObjectURL(image.blob);
  return '';
}
