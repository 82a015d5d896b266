// A member's details as an admin edits them in Team: name, phone, photo, and for a driver the VTC
// card (number, expiry) and the driving licence's expiry. Values as typed, their rules (those of the
// profile record, so that what passes is storable), and the changes they make.

import * as v from 'valibot';
import { isImageRef } from '../../domain/image-ref';
import { phoneOrEmpty } from '../../domain/schema-fields';
import { isIsoDate } from '../../domain/time';
import type { Profile } from '../../domain/types';
import type { TeamProfileChanges } from './queries';

export const NAME_MAX = 100;
export const CARD_NUMBER_MAX = 40;

/** Why a field cannot be saved; the screen words each code in the active language. */
export type MemberFormIssue = 'nameRequired' | 'nameTooLong' | 'phoneInvalid' | 'photoInvalid' | 'cardNumberTooLong' | 'dateInvalid';

export interface MemberFormValues {
  name: string;
  phone: string;
  image: string;
  vtcCardNumber: string;
  /** 'YYYY-MM-DD', or '' for none. */
  vtcCardExpiry: string;
  licenceExpiry: string;
}

const date = v.pipe(v.string(), v.check((s) => s === '' || isIsoDate(s), 'dateInvalid'));

export const memberFormSchema = v.object({
  name: v.pipe(
    v.string(),
    v.check((s) => s.trim() !== '', 'nameRequired'),
    v.check((s) => s.trim().length <= NAME_MAX, 'nameTooLong'),
  ),
  phone: v.pipe(v.string(), v.check((s) => v.is(phoneOrEmpty, s.trim()), 'phoneInvalid')),
  image: v.pipe(v.string(), v.check((s) => s === '' || isImageRef(s), 'photoInvalid')),
  vtcCardNumber: v.pipe(v.string(), v.check((s) => s.trim().length <= CARD_NUMBER_MAX, 'cardNumberTooLong')),
  vtcCardExpiry: date,
  licenceExpiry: date,
});

export function memberFormValues(profile: Profile): MemberFormValues {
  return {
    name: profile.name,
    phone: profile.phone,
    image: profile.image,
    vtcCardNumber: profile.vtcCardNumber ?? '',
    vtcCardExpiry: profile.vtcCardExpiry ?? '',
    licenceExpiry: profile.licenceExpiry ?? '',
  };
}

const OPTIONAL = ['vtcCardNumber', 'vtcCardExpiry', 'licenceExpiry'] as const;

/**
 * The fields changed from `before` (trimmed; an emptied card field cleared with null). Only those:
 * a change another device made meanwhile to another field is kept.
 */
export function memberChanges(before: MemberFormValues, after: MemberFormValues): TeamProfileChanges {
  const clean = (values: MemberFormValues): MemberFormValues => ({
    ...values,
    name: values.name.trim(),
    phone: values.phone.trim(),
    vtcCardNumber: values.vtcCardNumber.trim(),
  });
  const [was, now] = [clean(before), clean(after)];
  const changes: Record<string, string | null> = {};
  for (const key of Object.keys(now) as (keyof MemberFormValues)[]) {
    if (now[key] === was[key]) continue;
    changes[key] = now[key] === '' && (OPTIONAL as readonly string[]).includes(key) ? null : now[key];
  }
  return changes as TeamProfileChanges;
}
