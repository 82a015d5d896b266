// The address an <img> can show for a record's `image` field: the field itself for a URL or a
// bundled file, an object URL for a photo kept on the device (`blob-ref:`), null for none.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { blobImageId } from '../domain/image-ref';
import { useOptionalDb } from './db-context';

/** A photo kept on the device shows once the device database is open (never in server markup). */
export function useImageSrc(ref: string | undefined | null): string | null {
  const db = useOptionalDb();
  const id = ref ? blobImageId(ref) : null;
  const blob = useLiveQuery(async () => (id && db ? ((await db.images.get(id))?.blob ?? null) : null), [db, id]);
  const objectUrl = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => {
    if (objectUrl) URL.revokeObjectURL(objectUrl);
  }, [objectUrl]);
  if (!ref) return null;
  return id ? objectUrl : ref;
}
