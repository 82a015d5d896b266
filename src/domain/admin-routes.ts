/**
 * The back office's screens by name, with their path under /{lang}/admin ('' for the dashboard;
 * ':id' stands for a record's id). `paths.admin` is built from it, and so is the screen registry
 * (src/app/admin-screens.tsx), which must give each name its screen. The sign-in page is not a screen
 * of the back office (it has its own route and layout).
 *
 * Static paths ('create') come before ':id' ones: the registry keeps this order, and its first match wins.
 */
export const ADMIN_ROUTES = {
  dashboard: '',
  rides: 'rides',
  cars: 'cars',
  carCreate: 'cars/create',
  carEdit: 'cars/:id/edit',
  tours: 'tours',
  tourCreate: 'tours/create',
  tourEdit: 'tours/:id/edit',
  blogs: 'blogs',
  blogCreate: 'blogs/create',
  blogEdit: 'blogs/:id/edit',
  bookings: 'bookings',
  bookingCreate: 'bookings/create',
  booking: 'bookings/:id',
  bookingEdit: 'bookings/:id/edit',
  bookingOrder: 'bookings/:id/order',
  invoice: 'bookings/:id/invoice',
  dispatch: 'dispatch',
  messages: 'messages',
  team: 'team',
  settings: 'settings',
  sync: 'sync',
  profile: 'profile',
  invoices: 'invoices',
} as const;

export type AdminRouteName = keyof typeof ADMIN_ROUTES;
