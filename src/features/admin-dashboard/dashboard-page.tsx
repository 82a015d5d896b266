import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function DashboardPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Dashboard`} />;
}
