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
import { featureComponent, publicScreen, screen, type LazyScreen } from './screen';
import { CatalogueSnapshotProvider } from '../db/catalogue-snapshot';
import type { PublicRouteName } from '../domain/public-routes';

// The public screens' modules: the server links the styles and code of those a page used.
const screenModules = import.meta.glob([
  '../features/fleet/fleet-page.tsx',
  '../features/fleet/car-page.tsx',
  '../features/tours/tours-page.tsx',
  '../features/tours/tour-page.tsx',
  '../features/blog/blog-page.tsx',
  '../features/blog/post-page.tsx',
  '../features/contact/contact-page.tsx',
  '../features/booking/booking-page.tsx',
]);

/** The public screens, by the name of their route (src/domain/public-routes.ts). */
const publicScreens = {
  fleet: featureComponent(screenModules, '../features/fleet/fleet-page.tsx', 'FleetPage', 'fleet'),
  car: featureComponent(screenModules, '../features/fleet/car-page.tsx', 'CarPage', 'fleet'),
  tours: featureComponent(screenModules, '../features/tours/tours-page.tsx', 'ToursPage', 'tours'),
  tour: featureComponent(screenModules, '../features/tours/tour-page.tsx', 'TourPage', 'tours'),
  blog: featureComponent(screenModules, '../features/blog/blog-page.tsx', 'BlogPage', 'blog'),
  post: featureComponent(screenModules, '../features/blog/post-page.tsx', 'PostPage', 'blog'),
  contact: featureComponent(screenModules, '../features/contact/contact-page.tsx', 'ContactPage', 'contact'),
  booking: featureComponent(screenModules, '../features/booking/booking-page.tsx', 'BookingPage', 'booking'),
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
                <Staff>{screen('catalogue', () => import('../features/catalogue/create-page'), 'CreateTourPage')}</Staff>
              </DeviceOnly>
            }
          />
          <Route path="tour/:id" element={publicScreen(publicScreens.tour)} />
          <Route path="blog" element={publicScreen(publicScreens.blog)} />
          <Route
            path="blog/create"
            element={
              <DeviceOnly>
                <Staff>{screen('catalogue', () => import('../features/catalogue/create-page'), 'CreatePostPage')}</Staff>
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
