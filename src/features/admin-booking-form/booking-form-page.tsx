import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function BookingCreatePage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`New booking`} />;
}

export function BookingEditPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Edit booking`} />;
}
