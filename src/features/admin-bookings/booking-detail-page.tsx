import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function BookingDetailPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Booking details`} />;
}
