// Photos kept on the device as Blobs; records point at them with a `blob-ref:<uuid>` image reference.

import { blobImageId, blobImageRef } from '../domain/image-ref';
import type { ImageBlob } from '../domain/types';
import type { AppDb } from './db';
import { toStorageError } from './errors';

/** Stores a photo and returns the reference to put in a record's `image` field. */
export async function saveImage(db: AppDb, blob: Blob): Promise<string> {
  const image: ImageBlob = { id: crypto.randomUUID(), blob, type: blob.type, createdAt: new Date().toISOString() };
  try {
    await db.images.add(image);
  } catch (error) {
    throw toStorageError(error);
  }
  return blobImageRef(image.id);
}

/** The stored photo of a `blob-ref:` reference; undefined for other references or a missing one. */
export async function getImage(db: AppDb, ref: string): Promise<ImageBlob | undefined> {
  const id = blobImageId(ref);
  return id ? db.images.get(id) : undefined;
}

export async function deleteImage(db: AppDb, ref: string): Promise<void> {
  const id = blobImageId(ref);
  if (id) await db.images.delete(id);
}
