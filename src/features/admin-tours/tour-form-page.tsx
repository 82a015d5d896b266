import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function TourCreatePage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Add tour`} />;
}

export function TourEditPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Edit tour`} />;
}
