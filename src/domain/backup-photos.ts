// The photos of an export file: the photos kept on a device (records point at them with `blob-ref:`),
// as base64 text in the file so that an import on another device has them too, and their checks.

import { blobImageId } from './image-ref';

/** The image types the server takes (and the back office keeps). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
/** The server's limit on an upload (server/http/context.ts imageBodyBytes). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** A photo as an export file holds it. */
export interface BackupPhoto {
  id: string;
  type: PhotoType;
  createdAt: string;
  /** The image's bytes in base64. */
  data: string;
}

/** A photo of a file that passed its checks, decoded. */
export interface ImportedPhoto {
  id: string;
  type: PhotoType;
  createdAt: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** Why a photo of a file is left out. */
export type PhotoIssue = 'notPhoto' | 'id' | 'type' | 'data' | 'tooBig' | 'content';

export interface InvalidPhoto {
  /** Position in the file's list of photos, from 0. */
  index: number;
  id: string | null;
  issue: PhotoIssue;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64_RE = /^[A-Za-z0-9+/]*={0,2}$/;

export function isPhotoType(type: unknown): type is PhotoType {
  return typeof type === 'string' && (PHOTO_TYPES as readonly string[]).includes(type);
}

/** The ids of the device photos that records point at (`blob-ref:<id>` image fields). */
export function referencedPhotoIds(records: Iterable<{ image?: string | undefined }>): Set<string> {
  const ids = new Set<string>();
  for (const record of records) {
    const id = typeof record.image === 'string' ? blobImageId(record.image) : null;
    if (id) ids.add(id);
  }
  return ids;
}

export function toBase64(bytes: Uint8Array): string {
  let text = '';
  // A spread of the whole array would overflow the call stack on a big photo.
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** The bytes of base64 text, or null when it is not base64. */
export function fromBase64(data: string): Uint8Array<ArrayBuffer> | null {
  if (data.length % 4 !== 0 || !BASE64_RE.test(data)) return null;
  try {
    const text = atob(data);
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

const startsWith = (bytes: Uint8Array, at: number, expected: readonly number[]) => expected.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Whether the bytes begin as an image of that type does (so a file cannot smuggle anything else). */
export function looksLike(type: PhotoType, bytes: Uint8Array): boolean {
  switch (type) {
    case 'image/jpeg':
      return startsWith(bytes, 0, [0xff, 0xd8, 0xff]);
    case 'image/png':
      return startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/gif':
      return startsWith(bytes, 0, ascii('GIF87a')) || startsWith(bytes, 0, ascii('GIF89a'));
    case 'image/webp':
      return startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'));
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks and decodes a file's photos; each one that fails is set aside with its reason. The same id twice: the last wins. */
export function parsePhotos(rows: readonly unknown[]): { photos: ImportedPhoto[]; invalid: InvalidPhoto[] } {
  const byId = new Map<string, ImportedPhoto>();
  const invalid: InvalidPhoto[] = [];
  rows.forEach((row, index) => {
    const id = isObject(row) && typeof row.id === 'string' ? row.id : null;
    const fail = (issue: PhotoIssue) => invalid.push({ index, id, issue });
    if (!isObject(row)) return fail('notPhoto');
    if (id === null || !UUID_RE.test(id)) return fail('id');
    if (!isPhotoType(row.type)) return fail('type');
    if (typeof row.data !== 'string') return fail('data');
    // Base64 is 4 characters for 3 bytes: a longer text is too big before it is decoded.
    if (row.data.length > Math.ceil(PHOTO_MAX_BYTES / 3) * 4) return fail('tooBig');
    const bytes = fromBase64(row.data);
    if (!bytes || bytes.length === 0) return fail('data');
    if (!looksLike(row.type, bytes)) return fail('content');
    const createdAt = typeof row.createdAt === 'string' && !Number.isNaN(Date.parse(row.createdAt)) ? row.createdAt : new Date(0).toISOString();
    byId.set(id, { id, type: row.type, createdAt, bytes });
  });
  return { photos: [...byId.values()], invalid };
}
