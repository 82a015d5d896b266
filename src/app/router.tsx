// The route tree of SPEC 2.1 and DESIGN 'Routes'. Every screen but the home page is its own chunk.
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../ui/not-found-page';
import { PUBLISHING_ROLES } from './admin-access';
import { RequireStaff, SessionLoader } from './admin-guard';
import { AdminLoginLayout } from './admin-login-layout';
import { CanonicalRedirect, LangLayout } from './lang-layout';
import { loadCatalogs } from '../i18n/i18n';
import { HomeRoute } from './home-route';
import { PublicLayout } from './public-layout';
import { screen } from './screen';

const AdminRoutesScreen = lazy(async () => {
  const [module] = await Promise.all([import('./admin-routes'), loadCatalogs(['admin'])]);
  return { default: module.AdminRoutes };
});

/** The back office, its frame and its catalog, loaded together on the first admin path. */
function AdminEntry() {
  return (
    <Suspense fallback={<SessionLoader />}>
      <AdminRoutesScreen />
    </Suspense>
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
        <Route path="admin/*" element={<AdminEntry />} />
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
