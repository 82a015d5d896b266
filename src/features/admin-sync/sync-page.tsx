import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function SyncPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Synchronization`} />;
}
