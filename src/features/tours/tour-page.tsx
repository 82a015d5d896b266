import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function TourPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Tour details`} />;
}
