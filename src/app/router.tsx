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
import { lazyWithCatalog, publicScreen, screen, type LazyScreen } from './screen';
import { CatalogueSnapshotProvider } from '../db/catalogue-snapshot';
import type { PublicRouteName } from '../domain/public-routes';

/** The public screens, by the name of their route (src/domain/public-routes.ts). */
const publicScreens = {
  fleet: lazyWithCatalog('fleet', () => import('../features/fleet/fleet-page'), 'FleetPage'),
  car: lazyWithCatalog('fleet', () => import('../features/fleet/car-page'), 'CarPage'),
  tours: lazyWithCatalog('tours', () => import('../features/tours/tours-page'), 'ToursPage'),
  tour: lazyWithCatalog('tours', () => import('../features/tours/tour-page'), 'TourPage'),
  blog: lazyWithCatalog('blog', () => import('../features/blog/blog-page'), 'BlogPage'),
  post: lazyWithCatalog('blog', () => import('../features/blog/post-page'), 'PostPage'),
  contact: lazyWithCatalog('contact', () => import('../features/contact/contact-page'), 'ContactPage'),
  booking: lazyWithCatalog('booking', () => import('../features/booking/booking-page'), 'BookingPage'),
} satisfies Partial<Record<PublicRouteName, LazyScreen>>;

/** Starts loading a public route's screen and catalog (before hydrating the page the server drew). */
export function preloadPublicScreen(name: PublicRouteName): Promise<unknown> {
  return name in publicScreens ? publicScreens[name as keyof typeof publicScreens].preload() : Promise.resolve();
}

const AdminRoutesScreen = lazy(async () => {
  const [module] = await Promise.all([import('./admin-routes'), loadCatalogs(['admin'])]);
  return { default: module.AdminRoutes };
});

/** The back office, its frame and its catalog, loaded together on the first admin path. */
function AdminEntry() {
  return (
    <DeviceOnly>
      <Suspense fallback={<SessionLoader />}>
        <AdminRoutesScreen />
      </Suspense>
    </DeviceOnly>
  );
}

/** Staff screens read the device's records only, never the public page's (they may differ). */
function DeviceOnly({ children }: { children: ReactNode }) {
  return <CatalogueSnapshotProvider snapshot={null}>{children}</CatalogueSnapshotProvider>;
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
            <DeviceOnly>
              <AdminLoginLayout>{screen('admin-login', () => import('../features/admin-login/login-page'), 'AdminLoginPage')}</AdminLoginLayout>
            </DeviceOnly>
          }
        />
        <Route path="admin/*" element={<AdminEntry />} />
        <Route element={<PublicLayout />}>
          <Route index element={<HomeRoute />} />
          <Route path="fleet" element={publicScreen(publicScreens.fleet)} />
          <Route path="car/:id" element={publicScreen(publicScreens.car)} />
          <Route path="tours" element={publicScreen(publicScreens.tours)} />
          <Route
            path="tours/create"
            element={
              <DeviceOnly>
                <Staff>{screen('tours', () => import('../features/tours/create-tour-page'), 'CreateTourPage')}</Staff>
              </DeviceOnly>
            }
          />
          <Route path="tour/:id" element={publicScreen(publicScreens.tour)} />
          <Route path="blog" element={publicScreen(publicScreens.blog)} />
          <Route
            path="blog/create"
            element={
              <DeviceOnly>
                <Staff>{screen('blog', () => import('../features/blog/create-post-page'), 'CreatePostPage')}</Staff>
              </DeviceOnly>
            }
          />
          <Route path="blog/new" element={<Navigate to="../create" relative="path" replace />} />
          <Route path="blog/:id" element={publicScreen(publicScreens.post)} />
          <Route path="contact" element={publicScreen(publicScreens.contact)} />
          <Route path="booking" element={publicScreen(publicScreens.booking)} />
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
