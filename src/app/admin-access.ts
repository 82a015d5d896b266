// Which staff role may open which back-office screen (DESIGN: a driver has bookings and nothing else).

import { matchPath } from 'react-router-dom';
import type { StaffRole } from '../domain/types';

export type AdminScreenId =
  | 'dashboard'
  | 'cars'
  | 'carCreate'
  | 'carEdit'
  | 'tours'
  | 'tourCreate'
  | 'tourEdit'
  | 'blogs'
  | 'blogCreate'
  | 'blogEdit'
  | 'bookings'
  | 'bookingCreate'
  | 'booking'
  | 'bookingEdit'
  | 'invoice'
  | 'profile'
  | 'settings'
  | 'team'
  | 'sync'
  | 'messages';

const EVERY_ROLE: readonly StaffRole[] = ['admin', 'driver'];
const ADMIN_ONLY: readonly StaffRole[] = ['admin'];

/** Route patterns under /:lang/admin and who may open them (DESIGN: a driver has bookings and nothing else). */
export const SCREENS: readonly { id: AdminScreenId; pattern: string; roles: readonly StaffRole[] }[] = [
  { id: 'dashboard', pattern: '', roles: EVERY_ROLE },
  { id: 'cars', pattern: 'cars', roles: ADMIN_ONLY },
  { id: 'carCreate', pattern: 'cars/create', roles: ADMIN_ONLY },
  { id: 'carEdit', pattern: 'cars/:id/edit', roles: ADMIN_ONLY },
  { id: 'tours', pattern: 'tours', roles: ADMIN_ONLY },
  { id: 'tourCreate', pattern: 'tours/create', roles: ADMIN_ONLY },
  { id: 'tourEdit', pattern: 'tours/:id/edit', roles: ADMIN_ONLY },
  { id: 'blogs', pattern: 'blogs', roles: ADMIN_ONLY },
  { id: 'blogCreate', pattern: 'blogs/create', roles: ADMIN_ONLY },
  { id: 'blogEdit', pattern: 'blogs/:id/edit', roles: ADMIN_ONLY },
  { id: 'bookings', pattern: 'bookings', roles: EVERY_ROLE },
  { id: 'bookingCreate', pattern: 'bookings/create', roles: EVERY_ROLE },
  { id: 'booking', pattern: 'bookings/:id', roles: EVERY_ROLE },
  { id: 'bookingEdit', pattern: 'bookings/:id/edit', roles: EVERY_ROLE },
  { id: 'invoice', pattern: 'bookings/:id/invoice', roles: EVERY_ROLE },
  { id: 'profile', pattern: 'profile', roles: EVERY_ROLE },
  { id: 'settings', pattern: 'settings', roles: ADMIN_ONLY },
  { id: 'team', pattern: 'team', roles: ADMIN_ONLY },
  { id: 'sync', pattern: 'sync', roles: EVERY_ROLE },
  { id: 'messages', pattern: 'messages', roles: ADMIN_ONLY },
];

/** The staff screens outside /admin (DESIGN 'Routes': publishing is staff work). */
export const PUBLISHING_ROLES: readonly StaffRole[] = ADMIN_ONLY;

/** The admin screen of a pathname, or null for a path that is none of them. */
export function matchAdminScreen(pathname: string): (typeof SCREENS)[number] | null {
  // The static 'create' paths come before ':id' ones in the list, and matchPath is exact.
  for (const screen of SCREENS) {
    const pattern = screen.pattern ? `/:lang/admin/${screen.pattern}` : '/:lang/admin';
    if (matchPath({ path: pattern, end: true }, pathname.replace(/\/+$/, '') || '/')) return screen;
  }
  return null;
}

export function canOpen(role: StaffRole, screen: { roles: readonly StaffRole[] }): boolean {
  return screen.roles.includes(role);
}
