import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function ToursPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Our Tours`} />;
}
