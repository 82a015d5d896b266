import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function ContactPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Contact Us`} />;
}
