import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function AdminLoginPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Admin login`} />;
}
