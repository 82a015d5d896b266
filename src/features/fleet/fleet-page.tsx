import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function FleetPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Our Fleet`} />;
}
