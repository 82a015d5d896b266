import { useLingui } from '@lingui/react/macro';

/** How a staff role reads (SPEC 6: 'admin' is shown as administrator, an unknown role as user). */
export function useRoleLabel() {
  const { t } = useLingui();
  return (role: string) => (role === 'admin' ? t`Administrator` : role === 'driver' ? t`Driver` : t`User`);
}
