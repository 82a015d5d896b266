// The team as the screen lists it: each staff account the server has, with the synced profile of
// the same id when this device holds it, then the profiles of accounts the server did not list (or
// all of them, while the server is out of reach: the details can still be edited offline).

import type { Profile, StaffRole } from '../../domain/types';
import type { StaffAccount } from './use-team';

export interface Member {
  id: string;
  /** The profile's name (the one clients see), else the account's. */
  name: string;
  role: StaffRole;
  /** null: not on this device yet (it comes with the next sync). */
  profile: Profile | null;
  /** null: the server was not asked (offline, no server) or has no such account. */
  account: StaffAccount | null;
}

export function membersOf(accounts: readonly StaffAccount[] | null, profiles: readonly Profile[]): Member[] {
  const left = new Map(profiles.map((profile) => [profile.id, profile]));
  const members: Member[] = [];
  for (const account of accounts ?? []) {
    const profile = left.get(account.id) ?? null;
    left.delete(account.id);
    members.push({ id: account.id, name: profile?.name || account.name, role: account.role, profile, account });
  }
  for (const profile of left.values()) {
    members.push({ id: profile.id, name: profile.name, role: profile.role, profile, account: null });
  }
  return members;
}
