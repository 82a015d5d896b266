import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function CarCreatePage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Add car`} />;
}

export function CarEditPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Edit car`} />;
}
