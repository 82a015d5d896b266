// The back office's routes, built from the screen registry (admin-screens.tsx) and loaded with the
// back-office frame: a visitor of the public site downloads none of it.
import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '../domain/paths';
import { useLang } from '../i18n/use-lang';
import { NotFoundPage } from '../ui/not-found-page';
import { RequireStaff, SessionLoader } from './admin-guard';
import { AdminLayout } from './admin-layout';
import { ADMIN_SCREENS, matchAdminScreen } from './admin-screens';
import { sessionAtom, staffSessionAtom, useAtomValue } from './state';

/** /admin itself: the dashboard for an admin; a driver's day starts on 'My rides'. */
function RoleHome({ children }: { children: ReactNode }) {
  const lang = useLang();
  const staff = useAtomValue(staffSessionAtom);
  return staff?.user.role === 'driver' ? <Navigate to={paths.admin.rides(lang)} replace /> : children;
}

// Built once: a screen's lazy component keeps its identity across renders (see router.tsx).
const screenRoutes = ADMIN_SCREENS.map((screen) =>
  screen.path ? (
    <Route key={screen.id} path={screen.path} element={<RequireStaff roles={screen.roles}>{screen.element}</RequireStaff>} />
  ) : (
    <Route
      key={screen.id}
      index
      element={
        <RoleHome>
          <RequireStaff roles={screen.roles}>{screen.element}</RequireStaff>
        </RoleHome>
      }
    />
  ),
);

/**
 * Every admin screen needs a staff session. A path that is no admin screen says Page Not Found to a
 * visitor without one (there is nothing to sign in for).
 */
export function AdminRoutes() {
  const { pathname } = useLocation();
  const state = useAtomValue(sessionAtom);
  if (!matchAdminScreen(pathname) && state.status !== 'signed-in') {
    return state.status === 'loading' ? <SessionLoader /> : <NotFoundPage />;
  }
  return (
    <RequireStaff>
      <Routes>
        <Route element={<AdminLayout />}>
          {screenRoutes}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RequireStaff>
  );
}
