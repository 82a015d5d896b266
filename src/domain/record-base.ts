// What every synced record has, and the staff roles: the ground the record types stand on.

/** Fields every synced record carries. `rev` is the last server version seen, 0 until synced. */
export interface SyncedBase {
  id: string;
  createdAt: string;
  updatedAt: string;
  rev: number;
}

export const STAFF_ROLES = ['admin', 'driver'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
