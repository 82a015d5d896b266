// Who may open what (DESIGN: a driver has their rides, bookings, sync and their profile; publishing
// and the rest of the back office are the admin's). The screens themselves are in admin-screens.tsx.

import type { StaffRole } from '../domain/types';

export const EVERY_ROLE: readonly StaffRole[] = ['admin', 'driver'];
export const ADMIN_ONLY: readonly StaffRole[] = ['admin'];

/** The staff screens outside /admin (DESIGN 'Routes': publishing is staff work). */
export const PUBLISHING_ROLES: readonly StaffRole[] = ADMIN_ONLY;

export function canOpen(role: StaffRole, screen: { roles: readonly StaffRole[] }): boolean {
  return screen.roles.includes(role);
}
