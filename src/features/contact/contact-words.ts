// The words of the contact form's validation codes (src/domain/contact-form.ts) and of its services.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContactFormIssue } from './form';
import type { ContactServiceType } from '../../domain/types';

// A context of their own: other forms word some of the same English differently in French.
const ISSUE_MESSAGES: Record<ContactFormIssue, MessageDescriptor> = {
  firstNameRequired: msg({ message: 'First name is required', context: 'contact form' }),
  lastNameRequired: msg({ message: 'Last name is required', context: 'contact form' }),
  emailRequired: msg({ message: 'Email is required', context: 'contact form' }),
  emailInvalid: msg({ message: 'Please enter a valid email address', context: 'contact form' }),
  phoneRequired: msg({ message: 'Phone number is required', context: 'contact form' }),
  phoneInvalid: msg({ message: 'Please enter a valid phone number, e.g. +33 6 12 34 56 78', context: 'contact form' }),
  serviceTypeInvalid: msg({ message: 'Please choose a service from the list', context: 'contact form' }),
  messageRequired: msg({ message: 'Message is required', context: 'contact form' }),
  tooLong: msg({ message: 'This text is too long', context: 'contact form' }),
};

/** The message of a validation code in the active language (an unknown code is shown as it is). */
export function contactIssueText(i18n: I18n, issue: string | undefined): string | undefined {
  if (!issue) return undefined;
  const descriptor = ISSUE_MESSAGES[issue as ContactFormIssue];
  return descriptor ? i18n._(descriptor) : issue;
}

export const SERVICE_LABELS: Record<ContactServiceType, MessageDescriptor> = {
  transfer: msg`Airport transfer`,
  private: msg`Private tour`,
  shared: msg`Shared tour`,
  corporate: msg`Corporate travel`,
};
