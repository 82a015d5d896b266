// What an `image` field may hold: an http(s) URL, a site-relative path to a bundled file, or `blob-ref:<uuid>` for a photo kept on the device.

export const IMAGE_REF_PREFIX = 'blob-ref:';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SITE_PATH_RE = /^\/(?!\/)[^\s\\]*$/;

export function blobImageRef(imageId: string): string {
  return `${IMAGE_REF_PREFIX}${imageId}`;
}

/** The image id of a `blob-ref:<uuid>` reference; null for any other value. */
export function blobImageId(ref: string): string | null {
  if (!ref.startsWith(IMAGE_REF_PREFIX)) return null;
  const id = ref.slice(IMAGE_REF_PREFIX.length);
  return UUID_RE.test(id) ? id : null;
}

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function isImageRef(value: string): boolean {
  if (value.length > 2048) return false;
  return SITE_PATH_RE.test(value) || blobImageId(value) !== null || isHttpUrl(value);
}
