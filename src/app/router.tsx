// The route tree of SPEC 2.1 and DESIGN 'Routes'. Every screen but the home page is its own chunk.
import { Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AppDbBoundary } from '../db/app-db-boundary';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../ui/not-found-page';
import { matchAdminScreen, PUBLISHING_ROLES } from './admin-access';
import { RequireStaff, SessionLoader } from './admin-guard';
import { AdminLoginLayout } from './admin-login-layout';
import { CanonicalRedirect, LangLayout } from './lang-layout';
import { PublicLayout } from './public-layout';
import { sessionAtom, useAtomValue } from './state';

// A screen loaded on demand (the module and the name of the component it exports), with the
// device database opened alongside it.
function screen<M>(load: () => Promise<M>, name: keyof M & string) {
  const Screen = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return (
    <AppDbBoundary fallback={<ScreenLoader />}>
      <Suspense fallback={<ScreenLoader />}>
        <Screen />
      </Suspense>
    </AppDbBoundary>
  );
}

function ScreenLoader() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <Loader color="gold.5" type="dots" aria-label="…" />
    </div>
  );
}

const loadAdminLayout = () => import('./admin-layout');
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

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<CanonicalRedirect />} />
      <Route path="/:lang" element={<LangLayout />}>
        <Route
          path="admin/login"
          element={
            <AdminLoginLayout>{screen(() => import('../features/admin-login/login-page'), 'AdminLoginPage')}</AdminLoginLayout>
          }
        />
        <Route path="admin" element={<AdminGate />}>
          <Route
            index
            element={screen(() => import('../features/admin-dashboard/dashboard-page'), 'DashboardPage')}
          />
          <Route path="cars" element={screen(() => import('../features/admin-cars/cars-page'), 'CarsPage')} />
          <Route
            path="cars/create"
            element={screen(() => import('../features/admin-cars/car-form-page'), 'CarCreatePage')}
          />
          <Route
            path="cars/:id/edit"
            element={screen(() => import('../features/admin-cars/car-form-page'), 'CarEditPage')}
          />
          <Route
            path="tours"
            element={screen(() => import('../features/admin-tours/tours-page'), 'AdminToursPage')}
          />
          <Route
            path="tours/create"
            element={screen(() => import('../features/admin-tours/tour-form-page'), 'TourCreatePage')}
          />
          <Route
            path="tours/:id/edit"
            element={screen(() => import('../features/admin-tours/tour-form-page'), 'TourEditPage')}
          />
          <Route path="blogs" element={screen(() => import('../features/admin-blogs/blogs-page'), 'BlogsPage')} />
          <Route
            path="blogs/create"
            element={screen(() => import('../features/admin-blogs/blog-form-page'), 'BlogCreatePage')}
          />
          <Route
            path="blogs/:id/edit"
            element={screen(() => import('../features/admin-blogs/blog-form-page'), 'BlogEditPage')}
          />
          <Route
            path="bookings"
            element={screen(() => import('../features/admin-bookings/bookings-page'), 'BookingsPage')}
          />
          <Route
            path="bookings/create"
            element={screen(() => import('../features/admin-bookings/booking-form-page'), 'BookingCreatePage')}
          />
          <Route
            path="bookings/:id"
            element={screen(() => import('../features/admin-bookings/booking-detail-page'), 'BookingDetailPage')}
          />
          <Route
            path="bookings/:id/edit"
            element={screen(() => import('../features/admin-bookings/booking-form-page'), 'BookingEditPage')}
          />
          <Route
            path="bookings/:id/invoice"
            element={screen(() => import('../features/admin-bookings/invoice-page'), 'InvoicePage')}
          />
          <Route
            path="profile"
            element={screen(() => import('../features/admin-profile/profile-page'), 'ProfilePage')}
          />
          <Route
            path="settings"
            element={screen(() => import('../features/admin-settings/settings-page'), 'SettingsPage')}
          />
          <Route path="team" element={screen(() => import('../features/admin-team/team-page'), 'TeamPage')} />
          <Route path="sync" element={screen(() => import('../features/admin-sync/sync-page'), 'SyncPage')} />
          <Route
            path="messages"
            element={screen(() => import('../features/admin-messages/messages-page'), 'MessagesPage')}
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path="fleet" element={screen(() => import('../features/fleet/fleet-page'), 'FleetPage')} />
          <Route path="car/:id" element={screen(() => import('../features/fleet/car-page'), 'CarPage')} />
          <Route path="tours" element={screen(() => import('../features/tours/tours-page'), 'ToursPage')} />
          <Route
            path="tours/create"
            element={<Staff>{screen(() => import('../features/tours/create-tour-page'), 'CreateTourPage')}</Staff>}
          />
          <Route path="tour/:id" element={screen(() => import('../features/tours/tour-page'), 'TourPage')} />
          <Route path="blog" element={screen(() => import('../features/blog/blog-page'), 'BlogPage')} />
          <Route
            path="blog/create"
            element={<Staff>{screen(() => import('../features/blog/create-post-page'), 'CreatePostPage')}</Staff>}
          />
          <Route path="blog/new" element={<Navigate to="../create" relative="path" replace />} />
          <Route path="blog/:id" element={screen(() => import('../features/blog/post-page'), 'PostPage')} />
          <Route path="contact" element={screen(() => import('../features/contact/contact-page'), 'ContactPage')} />
          <Route path="booking" element={screen(() => import('../features/booking/booking-page'), 'BookingPage')} />
          <Route
            path="my-bookings"
            element={screen(() => import('../features/my-bookings/my-bookings-page'), 'MyBookingsPage')}
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
      <Route path="*" element={<CanonicalRedirect />} />
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
