// The route tree of SPEC 2.1 and DESIGN 'Routes'. Every screen but the home page is its own chunk.
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { NotFoundPage } from '../ui/not-found-page';
import { matchAdminScreen, PUBLISHING_ROLES } from './admin-access';
import { RequireStaff, SessionLoader } from './admin-guard';
import { AdminLoginLayout } from './admin-login-layout';
import { CanonicalRedirect, LangLayout } from './lang-layout';
import { loadCatalogs } from '../i18n/i18n';
import { HomeRoute } from './home-route';
import { PublicLayout } from './public-layout';
import { screen } from './screen';
import { sessionAtom, useAtomValue } from './state';

const loadAdminLayout = () => Promise.all([import('./admin-layout'), loadCatalogs(['admin'])]).then(([m]) => m);
const AdminLayout = lazy(async () => ({ default: (await loadAdminLayout()).AdminLayout }));

/**
 * Every admin screen needs a staff session. A path that is no admin screen says Page Not Found to a
 * visitor without one (there is nothing to sign in for).
 */
function AdminGate() {
  const { pathname } = useLocation();
  const state = useAtomValue(sessionAtom);
  // Fetch the frame while the stored session is being read.
  void loadAdminLayout();
  if (!matchAdminScreen(pathname) && state.status !== 'signed-in')
    return state.status === 'loading' ? <SessionLoader /> : <NotFoundPage />;
  return (
    <RequireStaff>
      <Suspense fallback={<SessionLoader />}>
        <AdminLayout />
      </Suspense>
    </RequireStaff>
  );
}

function Staff({ children }: { children: ReactNode }) {
  return <RequireStaff roles={PUBLISHING_ROLES}>{children}</RequireStaff>;
}

// Built once: a screen's lazy component must keep its identity across renders (a theme switch
// re-renders the app, and a new component would remount the screen and lose what was typed).
const routeTree = (
    <Routes>
      <Route path="/" element={<CanonicalRedirect />} />
      <Route path="/:lang" element={<LangLayout />}>
        <Route
          path="admin/login"
          element={
            <AdminLoginLayout>{screen('admin-login', () => import('../features/admin-login/login-page'), 'AdminLoginPage')}</AdminLoginLayout>
          }
        />
        <Route path="admin" element={<AdminGate />}>
          <Route
            index
            element={screen('admin-dashboard', () => import('../features/admin-dashboard/dashboard-page'), 'DashboardPage')}
          />
          <Route path="cars" element={screen('admin-cars', () => import('../features/admin-cars/cars-page'), 'CarsPage')} />
          <Route
            path="cars/create"
            element={screen('admin-cars', () => import('../features/admin-cars/car-form-page'), 'CarCreatePage')}
          />
          <Route
            path="cars/:id/edit"
            element={screen('admin-cars', () => import('../features/admin-cars/car-form-page'), 'CarEditPage')}
          />
          <Route
            path="tours"
            element={screen('admin-tours', () => import('../features/admin-tours/tours-page'), 'AdminToursPage')}
          />
          <Route
            path="tours/create"
            element={screen('admin-tours', () => import('../features/admin-tours/tour-form-page'), 'TourCreatePage')}
          />
          <Route
            path="tours/:id/edit"
            element={screen('admin-tours', () => import('../features/admin-tours/tour-form-page'), 'TourEditPage')}
          />
          <Route path="blogs" element={screen('admin-blogs', () => import('../features/admin-blogs/blogs-page'), 'BlogsPage')} />
          <Route
            path="blogs/create"
            element={screen('admin-blogs', () => import('../features/admin-blogs/blog-form-page'), 'BlogCreatePage')}
          />
          <Route
            path="blogs/:id/edit"
            element={screen('admin-blogs', () => import('../features/admin-blogs/blog-form-page'), 'BlogEditPage')}
          />
          <Route
            path="bookings"
            element={screen('admin-bookings', () => import('../features/admin-bookings/bookings-page'), 'BookingsPage')}
          />
          <Route
            path="bookings/create"
            element={screen('admin-bookings', () => import('../features/admin-bookings/booking-form-page'), 'BookingCreatePage')}
          />
          <Route
            path="bookings/:id"
            element={screen('admin-bookings', () => import('../features/admin-bookings/booking-detail-page'), 'BookingDetailPage')}
          />
          <Route
            path="bookings/:id/edit"
            element={screen('admin-bookings', () => import('../features/admin-bookings/booking-form-page'), 'BookingEditPage')}
          />
          <Route
            path="bookings/:id/invoice"
            element={screen('admin-bookings', () => import('../features/admin-bookings/invoice-page'), 'InvoicePage')}
          />
          <Route
            path="profile"
            element={screen('admin-profile', () => import('../features/admin-profile/profile-page'), 'ProfilePage')}
          />
          <Route
            path="settings"
            element={screen('admin-settings', () => import('../features/admin-settings/settings-page'), 'SettingsPage')}
          />
          <Route path="team" element={screen('admin-team', () => import('../features/admin-team/team-page'), 'TeamPage')} />
          <Route path="sync" element={screen('admin-sync', () => import('../features/admin-sync/sync-page'), 'SyncPage')} />
          <Route
            path="messages"
            element={screen('admin-messages', () => import('../features/admin-messages/messages-page'), 'MessagesPage')}
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={<PublicLayout />}>
          <Route index element={<HomeRoute />} />
          <Route path="fleet" element={screen('fleet', () => import('../features/fleet/fleet-page'), 'FleetPage')} />
          <Route path="car/:id" element={screen('fleet', () => import('../features/fleet/car-page'), 'CarPage')} />
          <Route path="tours" element={screen('tours', () => import('../features/tours/tours-page'), 'ToursPage')} />
          <Route
            path="tours/create"
            element={<Staff>{screen('tours', () => import('../features/tours/create-tour-page'), 'CreateTourPage')}</Staff>}
          />
          <Route path="tour/:id" element={screen('tours', () => import('../features/tours/tour-page'), 'TourPage')} />
          <Route path="blog" element={screen('blog', () => import('../features/blog/blog-page'), 'BlogPage')} />
          <Route
            path="blog/create"
            element={<Staff>{screen('blog', () => import('../features/blog/create-post-page'), 'CreatePostPage')}</Staff>}
          />
          <Route path="blog/new" element={<Navigate to="../create" relative="path" replace />} />
          <Route path="blog/:id" element={screen('blog', () => import('../features/blog/post-page'), 'PostPage')} />
          <Route path="contact" element={screen('contact', () => import('../features/contact/contact-page'), 'ContactPage')} />
          <Route path="booking" element={screen('booking', () => import('../features/booking/booking-page'), 'BookingPage')} />
          <Route
            path="my-bookings"
            element={screen('my-bookings', () => import('../features/my-bookings/my-bookings-page'), 'MyBookingsPage')}
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
      <Route path="*" element={<CanonicalRedirect />} />
    </Routes>
);

export function AppRoutes() {
  return routeTree;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
