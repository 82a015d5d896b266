// The address an <img> can show for a record's `image` field: the field itself for a URL or a
// bundled file, an object URL for a photo kept on the device (`blob-ref:`), null for none.
import { useEffect, useMemo } from 'react';
import { blobImageId } from '../domain/image-ref';
import { useOptionalDb } from './db-context';
import { useDeviceQuery } from './live-query';

/** A photo kept on the device shows once the device database is open (never in server markup). */
export function useImageSrc(ref: string | undefined | null): string | null {
  const db = useOptionalDb();
  const id = ref ? blobImageId(ref) : null;
  const blob = useDeviceQuery(db, async (device) => (id ? ((await device.images.get(id))?.blob ?? null) : null), [id]);
  const objectUrl = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => {
    if (objectUrl) URL.revokeObjectURL(objectUrl);
  }, [objectUrl]);
  if (!ref) return null;
  return id ? objectUrl : ref;
}
