// The staff guard: a loader while the stored session is read, the sign-in page (and back) without a
// staff session, and a plain refusal for screens the person's role may not open.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../domain/paths';
import type { StaffRole } from '../domain/types';
import { useLang } from '../i18n/use-lang';
import { NotAllowed } from './admin-not-allowed';
import { sessionAtom, useAtomValue } from './state';
import { Loading } from '../ui/loading';


export function SessionLoader() {
  const { t } = useLingui();
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100dvh' }}>
      <Loading color="gold.5" label={t`Loading your session`} />
    </div>
  );
}

/** Renders its children for a signed-in staff member of one of `roles`; see the file's first line. */
export function RequireStaff({ roles, children }: { roles?: readonly StaffRole[]; children: ReactNode }) {
  const state = useAtomValue(sessionAtom);
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  if (state.status === 'loading') return <SessionLoader />;
  if (state.status === 'signed-out' && state.byUser) return <Navigate to={paths.admin.login(lang)} replace />;
  if (state.status === 'signed-out' || state.session.kind !== 'staff')
    return <Navigate to={paths.admin.login(lang, `${pathname}${search}${hash}`)} replace />;
  if (roles && !roles.includes(state.session.user.role))
    return <NotAllowed />;
  return children;
}
