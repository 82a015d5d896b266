import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function BlogsPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Blog posts`} />;
}
