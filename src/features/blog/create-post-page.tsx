import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function CreatePostPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Create New Blog Post`} />;
}
