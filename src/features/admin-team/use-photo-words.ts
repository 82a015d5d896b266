// The words of a member's photo field in the active language.
import { useLingui } from '@lingui/react/macro';
import type { AvatarFieldWords } from '../../ui/admin/avatar-field';

export function usePhotoWords(name: string): AvatarFieldWords {
  const { t } = useLingui();
  return {
    label: t`Photo`,
    upload: t`Add a photo`,
    change: t`Change photo`,
    remove: t`Remove photo`,
    onDevice: t`Kept on this device; sent with the next sync.`,
    alt: t`Photo of ${name}`,
    wrongType: t`Choose a JPEG, PNG, WebP or GIF image.`,
    tooLarge: t`This photo is too large: choose one under 5 MB.`,
    saveFailed: t`The photo could not be kept on this device. Free some storage and try again.`,
  };
}
