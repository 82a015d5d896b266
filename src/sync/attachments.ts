// Photos taken on the device: uploaded once online, then the records that show them are pointed at
// the stable URL through the repository, so that the change syncs like any other.
//
// An upload that fails never stops the flush: the failure is kept (syncState 'uploadFailures') and
// shown on the sync screen; a network or server trouble is tried again with backoff, a photo the
// server refuses (too large, wrong type) waits for the user (retryUpload) and is kept on the device.

import { SYNC_KEYS, type AppDb } from '../db/db';
import { toStorageError } from '../db/errors';
import { patchRecord } from '../db/repository';
import { getUploadFailures, setSyncValue, type UploadFailure } from '../db/sync-state';
import { blobImageId, blobImageRef } from '../domain/image-ref';
import type { AttachmentResponse } from '../domain/protocol';
import type { SyncedTable } from '../domain/types';
import { backoffDelay } from './status';
import type { SyncContext } from './sync-context';
import { HttpError, ProtocolError, requestJson } from './transport';

/** Tables whose records have an `image` field (a staff profile's photo too). */
const IMAGE_TABLES = ['cars', 'tours', 'posts', 'profiles'] as const;

export interface AttachmentSummary {
  uploaded: number;
  /** Records pointed from `blob-ref:` to the uploaded URL. */
  patched: number;
  /** Uploads that failed this time (kept in syncState, shown on the sync screen). */
  failed: { imageId: string; message: string }[];
  /** Failed before and not due again yet. */
  waiting: number;
}

type Users = Map<string, { table: SyncedTable; id: string }[]>;

/** The photos the records show, with the records that show each. */
async function referencedImages(db: AppDb): Promise<Users> {
  const users: Users = new Map();
  for (const table of IMAGE_TABLES) {
    const records = await db.table<{ id: string; image?: string }, string>(table).toArray();
    for (const record of records) {
      const id = typeof record.image === 'string' ? blobImageId(record.image) : null;
      if (!id) continue;
      const list = users.get(id) ?? [];
      list.push({ table, id: record.id });
      users.set(id, list);
    }
  }
  return users;
}

function failureOf(error: unknown, previous: UploadFailure | undefined, base: Omit<UploadFailure, 'message' | 'status' | 'attempts' | 'retryAt'>, now: number, random: () => number): UploadFailure {
  const attempts = (previous?.attempts ?? 0) + 1;
  const status = error instanceof HttpError ? error.status : null;
  const message = error instanceof Error ? error.message : String(error);
  // A refusal of the photo itself does not change by sending it again.
  const refused = error instanceof HttpError && !error.retryable;
  const wait = Math.max(backoffDelay(attempts, random), error instanceof HttpError ? (error.retryAfterMs ?? 0) : 0);
  return { ...base, message, status, attempts, retryAt: refused ? null : new Date(now + wait).toISOString() };
}

/**
 * Uploads every referenced photo not uploaded yet (`POST /api/attachments`, raw body) and patches
 * the records that show it. Only a full device storage or a refused session is thrown; any other
 * failure is kept for the sync screen and the flush goes on.
 */
export async function uploadPendingImages(ctx: SyncContext, token: string, random: () => number = Math.random): Promise<AttachmentSummary> {
  const summary: AttachmentSummary = { uploaded: 0, patched: 0, failed: [], waiting: 0 };
  const users = await referencedImages(ctx.db);
  const before = await getUploadFailures(ctx.db);
  const failures: Record<string, UploadFailure> = {};
  const images = users.size === 0 ? [] : await ctx.db.images.bulkGet([...users.keys()]);
  let reachable = true;
  for (const image of images) {
    if (!image) continue;
    let url = image.remoteRef;
    const previous = before[image.id];
    if (!url) {
      const due = !previous || (previous.retryAt !== null && Date.parse(previous.retryAt) <= ctx.now());
      if (!due || !reachable) {
        if (previous) failures[image.id] = previous;
        summary.waiting++;
        continue;
      }
      try {
        const res = await requestJson<Partial<AttachmentResponse> | null>(ctx, '/api/attachments', { token, body: image.blob });
        if (typeof res?.url !== 'string' || res.url === '') throw new ProtocolError('The attachment answer has no url');
        url = res.url;
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) throw error;
        const failure = failureOf(error, previous, { imageId: image.id, failedAt: new Date(ctx.now()).toISOString(), bytes: image.blob.size, usedBy: users.get(image.id) ?? [] }, ctx.now(), random);
        failures[image.id] = failure;
        summary.failed.push({ imageId: image.id, message: failure.message });
        // The server is out of reach or in trouble: the other photos wait for the next try too.
        if (failure.retryAt !== null) reachable = false;
        continue;
      }
      try {
        await ctx.db.images.update(image.id, { remoteRef: url });
      } catch (error) {
        throw toStorageError(error);
      }
      summary.uploaded++;
    }
    const ref = blobImageRef(image.id);
    for (const { table, id } of users.get(image.id) ?? []) {
      const record = await ctx.db.table<{ image?: string }, string>(table).get(id);
      if (record?.image !== ref) continue;
      await patchRecord(ctx.db, table, id, { image: url });
      summary.patched++;
    }
  }
  // Failures of photos no longer shown, or sent since, are forgotten.
  if (JSON.stringify(failures) !== JSON.stringify(before)) await setSyncValue(ctx.db, SYNC_KEYS.uploadFailures, failures);
  return summary;
}

/** Makes a failed photo due at the next flush (the sync screen's 'Try again'). */
export async function retryUpload(db: AppDb, imageId: string): Promise<void> {
  try {
    await db.transaction('rw', db.syncState, async () => {
      const failures = await getUploadFailures(db);
      const failure = failures[imageId];
      if (!failure) return;
      failures[imageId] = { ...failure, retryAt: new Date(0).toISOString() };
      await db.syncState.put({ key: SYNC_KEYS.uploadFailures, value: failures });
    });
  } catch (error) {
    throw toStorageError(error);
  }
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
