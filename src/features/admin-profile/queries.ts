// What the profile screen reads and writes of the device database: the signed-in member's synced
// profile (name, phone, photo), its changes through the repository (so that they reach the office
// with the next sync, offline too), and the photos kept on the device until then.

import { useMemo } from 'react';
import { useDb } from '../../db/db-context';
import { deleteImage, saveImage } from '../../db/images-repo';
import { useDeviceQuery } from '../../db/live-query';
import { createRecord, patchRecord } from '../../db/repository';
import type { PatchFields, Profile, StaffRole } from '../../domain/types';
import type { PhotoStore } from '../../ui/admin/avatar-field';

export type ProfileChanges = Pick<PatchFields<'profiles'>, 'name' | 'phone' | 'image'>;

/** The profile of a staff member: undefined while loading, null when this device has none yet. */
export function useOwnProfile(id: string | undefined): Profile | null | undefined {
  const db = useDb();
  return useDeviceQuery(db, async (db) => (id ? ((await db.profiles.get(id)) ?? null) : null), [id]);
}

export function useProfileWrites() {
  const db = useDb();
  return useMemo(
    () => ({
      /** Changes only the fields given; a patch that changes nothing writes nothing. */
      update: (id: string, changes: ProfileChanges) => patchRecord(db, 'profiles', id, changes),
      /**
       * The first profile of a member of a device without a sync server: there, no server will ever
       * send one, and none can collide with this one.
       */
      createLocal: (id: string, role: StaffRole, fields: Required<ProfileChanges>) =>
        createRecord(db, 'profiles', { id, role, active: true, name: fields.name, phone: fields.phone, image: fields.image }),
    }),
    [db],
  );
}

export function usePhotoStore(): PhotoStore {
  const db = useDb();
  return useMemo(() => ({ save: (blob) => saveImage(db, blob), discard: (ref) => deleteImage(db, ref) }), [db]);
}
