import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function BookingPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Book Your Ride`} />;
}
