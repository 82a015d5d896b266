import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function CarPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Vehicle details`} />;
}
