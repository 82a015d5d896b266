import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function AdminToursPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Tours`} />;
}
