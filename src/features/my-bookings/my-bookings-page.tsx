import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function MyBookingsPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`My bookings`} />;
}
