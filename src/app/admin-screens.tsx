// Every back-office screen, once: who may open it, its title and subtitle, its sidebar entry and its
// code; its path under /:lang/admin is in src/domain/admin-routes.ts (paths.admin is built from it).
// The router, the guard, the sidebar, the header and the tab title are all read from this list, so a
// new screen is one entry there, one here, and its feature folder.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  type Icon,
  IconArticle,
  IconCalendarEvent,
  IconCar,
  IconFileInvoice,
  IconLayoutDashboard,
  IconMail,
  IconMap2,
  IconRefresh,
  IconRoute,
  IconSteeringWheel,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { matchPath } from 'react-router-dom';
import { ADMIN_ROUTES, type AdminRouteName } from '../domain/admin-routes';
import type { StaffRole } from '../domain/types';
import { ADMIN_ONLY, EVERY_ROLE } from './admin-access';
import { screen } from './screen';

export interface AdminScreen {
  id: string;
  /** The route pattern under /:lang/admin ('' for the dashboard). */
  path: string;
  roles: readonly StaffRole[];
  title: MessageDescriptor;
  subtitle: MessageDescriptor;
  /** Its sidebar entry, in sidebar order; `end`: active on its own path only, not the ones below. */
  nav?: { label: MessageDescriptor; icon: Icon; end?: boolean };
  element: ReactNode;
}

// Each screen of src/domain/admin-routes.ts (which holds its path), by its name there.
const SCREENS: Record<AdminRouteName, Omit<AdminScreen, 'id' | 'path'>> = {
  dashboard: {
    // A driver's start is 'My rides' (admin-routes.tsx sends them there).
    roles: ADMIN_ONLY,
    title: msg`Dashboard`,
    subtitle: msg`Overview of your business`,
    nav: { label: msg`Dashboard`, icon: IconLayoutDashboard, end: true },
    element: screen('admin-dashboard', () => import('../features/admin-dashboard/dashboard-page'), 'DashboardPage'),
  },
  rides: {
    roles: EVERY_ROLE,
    title: msg`My rides`,
    subtitle: msg`Your rides today and the next days`,
    nav: { label: msg`My rides`, icon: IconSteeringWheel },
    element: screen('driver-rides', () => import('../features/driver-rides/rides-page'), 'RidesPage'),
  },
  cars: {
    roles: ADMIN_ONLY,
    title: msg`Cars`,
    subtitle: msg`Manage your fleet`,
    nav: { label: msg`Cars`, icon: IconCar },
    element: screen('catalogue', () => import('../features/catalogue/list-page'), 'CarsPage'),
  },
  carCreate: {
    roles: ADMIN_ONLY,
    title: msg`Add car`,
    subtitle: msg`Add a vehicle to the fleet`,
    element: screen('catalogue', () => import('../features/catalogue/form-page'), 'CarCreatePage'),
  },
  carEdit: {
    roles: ADMIN_ONLY,
    title: msg`Edit car`,
    subtitle: msg`Update this vehicle`,
    element: screen('catalogue', () => import('../features/catalogue/form-page'), 'CarEditPage'),
  },
  tours: {
    roles: ADMIN_ONLY,
    title: msg`Tours`,
    subtitle: msg`Manage your tours`,
    nav: { label: msg`Tours`, icon: IconMap2 },
    element: screen('catalogue', () => import('../features/catalogue/list-page'), 'AdminToursPage'),
  },
  tourCreate: {
    roles: ADMIN_ONLY,
    title: msg`Add tour`,
    subtitle: msg`Create a new tour`,
    element: screen('catalogue', () => import('../features/catalogue/form-page'), 'TourCreatePage'),
  },
  tourEdit: {
    roles: ADMIN_ONLY,
    title: msg`Edit tour`,
    subtitle: msg`Update this tour`,
    element: screen('catalogue', () => import('../features/catalogue/form-page'), 'TourEditPage'),
  },
  blogs: {
    roles: ADMIN_ONLY,
    title: msg`Blogs`,
    subtitle: msg`Manage your blog posts`,
    nav: { label: msg`Blogs`, icon: IconArticle },
    element: screen('catalogue', () => import('../features/catalogue/list-page'), 'BlogsPage'),
  },
  blogCreate: {
    roles: ADMIN_ONLY,
    title: msg`Add post`,
    subtitle: msg`Write a new blog post`,
    element: screen('catalogue', () => import('../features/catalogue/form-page'), 'BlogCreatePage'),
  },
  blogEdit: {
    roles: ADMIN_ONLY,
    title: msg`Edit post`,
    subtitle: msg`Update this blog post`,
    element: screen('catalogue', () => import('../features/catalogue/form-page'), 'BlogEditPage'),
  },
  bookings: {
    roles: EVERY_ROLE,
    title: msg`Bookings`,
    subtitle: msg`Manage customer bookings`,
    nav: { label: msg`Bookings`, icon: IconCalendarEvent },
    element: screen('admin-bookings', () => import('../features/admin-bookings/bookings-page'), 'BookingsPage'),
  },
  bookingCreate: {
    roles: EVERY_ROLE,
    title: msg`New booking`,
    subtitle: msg`Create a booking and its order form`,
    element: screen('admin-booking-form', () => import('../features/admin-booking-form/booking-form-page'), 'BookingCreatePage'),
  },
  booking: {
    roles: EVERY_ROLE,
    title: msg`Booking details`,
    subtitle: msg`Customer, trip and status`,
    element: screen('admin-bookings', () => import('../features/admin-bookings/booking-detail-page'), 'BookingDetailPage'),
  },
  bookingEdit: {
    roles: EVERY_ROLE,
    title: msg`Edit booking`,
    subtitle: msg`Update this booking`,
    element: screen('admin-booking-form', () => import('../features/admin-booking-form/booking-form-page'), 'BookingEditPage'),
  },
  bookingOrder: {
    roles: EVERY_ROLE,
    title: msg`Order form`,
    subtitle: msg`BON DE COMMANDE: download or send it`,
    element: screen('admin-booking-form', () => import('../features/admin-booking-form/order-page'), 'BookingOrderPage'),
  },
  invoice: {
    // Drivers neither read nor write invoices (server/accounts/access.ts).
    roles: ADMIN_ONLY,
    title: msg`Invoice`,
    subtitle: msg`Print or download the invoice`,
    element: screen('admin-bookings', () => import('../features/admin-bookings/invoice-page'), 'InvoicePage'),
  },
  dispatch: {
    roles: ADMIN_ONLY,
    title: msg`Dispatch`,
    subtitle: msg`Assign drivers and vehicles`,
    nav: { label: msg`Dispatch`, icon: IconRoute },
    element: screen('dispatch', () => import('../features/dispatch/dispatch-page'), 'DispatchPage'),
  },
  messages: {
    roles: ADMIN_ONLY,
    title: msg`Messages`,
    subtitle: msg`Messages sent from the contact form`,
    nav: { label: msg`Messages`, icon: IconMail },
    element: screen('admin-messages', () => import('../features/admin-messages/messages-page'), 'MessagesPage'),
  },
  team: {
    roles: ADMIN_ONLY,
    title: msg`Team`,
    subtitle: msg`Staff accounts and roles`,
    nav: { label: msg`Team`, icon: IconUsersGroup },
    element: screen('admin-team', () => import('../features/admin-team/team-page'), 'TeamPage'),
  },
  settings: {
    roles: ADMIN_ONLY,
    title: msg`Settings`,
    subtitle: msg`Manage your application settings`,
    element: screen('admin-settings', () => import('../features/admin-settings/settings-page'), 'SettingsPage'),
  },
  sync: {
    roles: EVERY_ROLE,
    title: msg`Synchronization`,
    subtitle: msg`Changes waiting, refused or in conflict`,
    nav: { label: msg`Sync`, icon: IconRefresh },
    element: screen('admin-sync', () => import('../features/admin-sync/sync-page'), 'SyncPage'),
  },
  profile: {
    roles: EVERY_ROLE,
    title: msg`Profile`,
    subtitle: msg`Your account, password and two-factor sign-in`,
    element: screen('admin-profile', () => import('../features/admin-profile/profile-page'), 'ProfilePage'),
  },
  invoices: {
    roles: ADMIN_ONLY,
    title: msg`Invoices`,
    subtitle: msg`Invoices and credit notes by month, for the accountant`,
    nav: { label: msg`Invoices`, icon: IconFileInvoice },
    element: screen('admin-invoices', () => import('../features/admin-invoices/invoices-page'), 'InvoicesPage'),
  },
};

// In the order of admin-routes.ts: static paths ('create') before ':id' ones, as the first match wins.
export const ADMIN_SCREENS: readonly AdminScreen[] = (Object.keys(ADMIN_ROUTES) as AdminRouteName[]).map((id) => ({
  id,
  path: ADMIN_ROUTES[id],
  ...SCREENS[id],
}));

/** The screen of a pathname (/:lang/admin/...), or null for a path that is none of them. */
export function matchAdminScreen(pathname: string): AdminScreen | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const screen of ADMIN_SCREENS) {
    const pattern = screen.path ? `/:lang/admin/${screen.path}` : '/:lang/admin';
    if (matchPath({ path: pattern, end: true }, path)) return screen;
  }
  return null;
}

export function adminScreen(id: string): AdminScreen | undefined {
  return ADMIN_SCREENS.find((s) => s.id === id);
}
