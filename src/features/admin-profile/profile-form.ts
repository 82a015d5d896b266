// The personal info form of the profile screen: its values as typed, their rules (the profile
// record's own, so that what passes here is storable), and the changes they make.

import * as v from 'valibot';
import { isImageRef } from '../../domain/image-ref';
import { phoneOrEmpty } from '../../domain/schema-fields';
import type { Profile } from '../../domain/types';

export const NAME_MAX = 100;

/** Why a field cannot be saved; the screen words each code in the active language. */
export type ProfileFormIssue = 'nameRequired' | 'nameTooLong' | 'phoneInvalid' | 'photoInvalid';

export interface ProfileFormValues {
  name: string;
  phone: string;
  /** '' for none, a URL or a `blob-ref:` of a photo kept on the device. */
  image: string;
}

export const profileFormSchema = v.object({
  name: v.pipe(
    v.string(),
    v.check((s) => s.trim() !== '', 'nameRequired'),
    v.check((s) => s.trim().length <= NAME_MAX, 'nameTooLong'),
  ),
  phone: v.pipe(v.string(), v.check((s) => v.is(phoneOrEmpty, s.trim()), 'phoneInvalid')),
  image: v.pipe(v.string(), v.check((s) => s === '' || isImageRef(s), 'photoInvalid')),
});

export function profileFormValues(profile: Pick<Profile, 'name' | 'phone' | 'image'>): ProfileFormValues {
  return { name: profile.name, phone: profile.phone, image: profile.image };
}

export function profileFields(values: ProfileFormValues): ProfileFormValues {
  return { name: values.name.trim(), phone: values.phone.trim(), image: values.image };
}
