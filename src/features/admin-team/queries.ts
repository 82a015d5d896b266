// What the team screen reads and writes of the device database: the members' synced profiles (name,
// phone, photo, and a driver's VTC card and licence), changed through the repository so that an
// admin edits them offline too and the office's other devices get them with the sync.

import { useMemo } from 'react';
import { useDb } from '../../db/db-context';
import { deleteImage, saveImage } from '../../db/images-repo';
import { useDeviceQuery } from '../../db/live-query';
import { patchRecord } from '../../db/repository';
import type { PatchFields, Profile } from '../../domain/types';
import type { PhotoStore } from '../../ui/admin/avatar-field';

/** What Team changes of a profile: never its role or whether it is active (the server's). */
export type TeamProfileChanges = Pick<
  PatchFields<'profiles'>,
  'name' | 'phone' | 'image' | 'vtcCardNumber' | 'vtcCardExpiry' | 'licenceExpiry'
>;

/** Every member's profile this device holds, by name. */
export function useProfiles(): Profile[] | undefined {
  const db = useDb();
  return useDeviceQuery(
    db,
    async (db) => (await db.profiles.toArray()).sort((a, b) => a.name.localeCompare(b.name)),
    [],
  );
}

export function useProfileWrites() {
  const db = useDb();
  return useMemo(
    () => ({
      /** Changes only the fields given (null clears an optional one); nothing changed writes nothing. */
      update: (id: string, changes: TeamProfileChanges) => patchRecord(db, 'profiles', id, changes),
    }),
    [db],
  );
}

export function usePhotoStore(): PhotoStore {
  const db = useDb();
  return useMemo(() => ({ save: (blob) => saveImage(db, blob), discard: (ref) => deleteImage(db, ref) }), [db]);
}
