import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function BlogCreatePage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Add post`} />;
}

export function BlogEditPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Edit post`} />;
}
