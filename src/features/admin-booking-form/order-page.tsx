import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function BookingOrderPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Order form`} />;
}
