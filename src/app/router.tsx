// The route tree of SPEC 2.1 and DESIGN 'Routes'. Every screen but the home page is its own chunk.
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../ui/not-found-page';
import { PUBLISHING_ROLES } from './admin-access';
import { RequireStaff, SessionLoader } from './admin-guard';
import { CanonicalRedirect, LangLayout } from './lang-layout';
import { loadCatalogs } from '../i18n/i18n';
import { HomeRoute } from './home-route';
import { PublicLayout } from './public-layout';
import { deviceScreen, featureComponent, publicScreen, ScreenLoader } from './screen';
import { CatalogueSnapshotProvider } from '../db/catalogue-snapshot';
import type { PublicRouteName } from '../domain/public-routes';
import { pathsOf, ROUTES, type SiteRoute } from '../domain/routes';

/**
 * The modules of the screens of src/domain/routes.ts, each once (tests/app/route-table.test.tsx holds
 * this list and the table equal; Vite needs it written out). The server links the styles and code of
 * those a page used.
 */
export const screenModules = import.meta.glob([
  '../features/fleet/fleet-page.tsx',
  '../features/fleet/car-page.tsx',
  '../features/tours/tours-page.tsx',
  '../features/tours/tour-page.tsx',
  '../features/blog/blog-page.tsx',
  '../features/blog/post-page.tsx',
  '../features/contact/contact-page.tsx',
  '../features/booking/booking-page.tsx',
  '../features/my-bookings/my-bookings-page.tsx',
  '../features/catalogue/create-page.tsx',
]);

/** Each screen of the table, by route name (the folder of its module names its catalog). */
const screens = new Map(
  Object.entries(ROUTES).flatMap(([name, { screen }]: [string, SiteRoute]) =>
    screen ? [[name, featureComponent(screenModules, `../features/${screen.module}`, screen.export, screen.module.split('/')[0]!)] as const] : [],
  ),
);

/** Starts loading a public route's screen and catalog (before hydrating the page the server drew). */
export function preloadPublicScreen(name: PublicRouteName): Promise<unknown> {
  const { screen }: SiteRoute = ROUTES[name];
  return screen && !screen.deviceOnly ? screens.get(name)!.preload() : Promise.resolve();
}

const AdminLoginScreen = lazy(async () => ({ default: (await import('./admin-login-route')).AdminLoginRoute }));

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

/** The routes of src/domain/routes.ts but the home page; a staff screen's former paths send to it. */
const siteRoutes = Object.entries(ROUTES).flatMap(([name, route]: [string, SiteRoute]) => {
  const lazyScreen = screens.get(name);
  if (!lazyScreen) return [];
  const element =
    route.kind === 'staff' ? (
      <DeviceOnly>
        <Staff>{deviceScreen(lazyScreen)}</Staff>
      </DeviceOnly>
    ) : route.screen?.deviceOnly ? (
      deviceScreen(lazyScreen)
    ) : (
      publicScreen(lazyScreen)
    );
  return pathsOf(route).map((path) => (
    <Route
      key={path}
      path={path}
      element={path === route.path ? element : <Navigate to={'../'.repeat(path.split('/').length) + route.path} relative="path" replace />}
    />
  ));
});

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
              <Suspense fallback={<ScreenLoader />}>
                <AdminLoginScreen />
              </Suspense>
            </DeviceOnly>
          }
        />
        <Route path="admin/*" element={<AdminEntry />} />
        <Route element={<PublicLayout />}>
          <Route index element={<HomeRoute />} />
          {siteRoutes}
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
