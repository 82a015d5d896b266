// The public contact form (SPEC 2.4 'Contact page', 5 'Contact form'): its values, its valibot
// schema (each message a code the contact feature words in the visitor's language) and the message
// a valid form becomes. The patterns are those of the contacts schema (schema-fields.ts), so a form
// that passes is always storable.

import * as v from 'valibot';
import { CONTACT_SERVICE_TYPES, type ContactServiceType, type CreateInput } from '../../domain/types';

export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** '' while no service is chosen: the one optional field. */
  serviceType: ContactServiceType | '';
  message: string;
}

export type ContactFormIssue =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'serviceTypeInvalid'
  | 'messageRequired'
  | 'tooLong';

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

export function emptyContactForm(): ContactFormValues {
  return { firstName: '', lastName: '', email: '', phone: '', serviceType: '', message: '' };
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_RE = /^\+?[0-9 ().-]{6,24}$/;

const filled = (issue: ContactFormIssue) => v.pipe(v.string(issue), v.check((s) => s.trim() !== '', issue));
const upTo = (max: number) => v.check((s: string) => s.trim().length <= max, 'tooLong' satisfies ContactFormIssue);

/** The form's schema; the first problem of each field is the one shown (`abortPipeEarly`). */
export const contactFormSchema = v.object({
  firstName: v.pipe(filled('firstNameRequired'), upTo(CONTACT_LIMITS.name)),
  lastName: v.pipe(filled('lastNameRequired'), upTo(CONTACT_LIMITS.name)),
  email: v.pipe(
    filled('emailRequired'),
    v.check((s) => s.trim().length <= CONTACT_LIMITS.email && EMAIL_RE.test(s.trim()), 'emailInvalid'),
  ),
  phone: v.pipe(filled('phoneRequired'), v.check((s) => PHONE_RE.test(s.trim()), 'phoneInvalid')),
  serviceType: v.picklist(['', ...CONTACT_SERVICE_TYPES], 'serviceTypeInvalid'),
  message: v.pipe(filled('messageRequired'), upTo(CONTACT_LIMITS.message)),
});

export type ContactFormIssues = Partial<Record<keyof ContactFormValues, ContactFormIssue>>;

/** The problems of a form, one per field (the first one met); empty when it can be sent. */
export function checkContactForm(values: ContactFormValues): ContactFormIssues {
  const result = v.safeParse(contactFormSchema, values, { abortPipeEarly: true });
  const issues: ContactFormIssues = {};
  if (result.success) return issues;
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !(key in issues)) issues[key as keyof ContactFormValues] = issue.message as ContactFormIssue;
  }
  return issues;
}

/** The contact message a valid form becomes: trimmed, without a service when none was chosen. */
export function toContactInput(values: ContactFormValues): CreateInput<'contacts'> {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    ...(values.serviceType ? { serviceType: values.serviceType } : {}),
    message: values.message.trim(),
  };
}
