// Photos chosen on a device before they are kept: only the types the server takes, and phone
// photos scaled down so that they upload and load quickly (and stay under the server's 5 MB).

import { isPhotoType, PHOTO_MAX_BYTES } from '../domain/backup-photos';

/** Photos heavier than this, or longer than PHOTO_MAX_SIDE, are scaled down. */
const SHRINK_ABOVE_BYTES = 1024 * 1024;
export const PHOTO_MAX_SIDE = 1920;

export type PhotoProblem = 'type' | 'size';

async function shrink(file: Blob, maxSide: number): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= SHRINK_ABOVE_BYTES) return null;
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    // JPEG has no transparency: paint it white rather than black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob && blob.size < file.size ? blob : null;
  } finally {
    bitmap.close();
  }
}

/**
 * The photo to keep for a chosen file: the file itself, a smaller JPEG of a big photo, or why it
 * cannot be kept ('type': not JPEG, PNG, WebP or GIF; 'size': over 5 MB even when scaled down).
 * `maxSide`: the longest side kept (a portrait needs far less than a vehicle's photo).
 */
export async function preparePhoto(file: Blob, maxSide: number = PHOTO_MAX_SIDE): Promise<Blob | PhotoProblem> {
  if (!isPhotoType(file.type)) return 'type';
  const smaller = file.type === 'image/gif' ? null : await shrink(file, maxSide);
  const photo = smaller ?? file;
  return photo.size > PHOTO_MAX_BYTES ? 'size' : photo;
}
