// The words of the wizard's validation codes (form.ts), SPEC 5's messages.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DraftIssue } from './form';

// A context of their own: the sign-up form words some of the same English differently in French.
const ISSUE_MESSAGES: Record<Exclude<DraftIssue, 'passengersOverCapacity' | 'luggageOverCapacity'>, MessageDescriptor> = {
  serviceRequired: msg({ message: 'Please select a service type', context: 'booking wizard' }),
  vehicleRequired: msg({ message: 'Please select a vehicle', context: 'booking wizard' }),
  pickupLocationRequired: msg({ message: 'Pickup location is required', context: 'booking wizard' }),
  pickupDateRequired: msg({ message: 'Pickup date is required', context: 'booking wizard' }),
  pickupDateInvalid: msg({ message: 'Please enter a valid date', context: 'booking wizard' }),
  pickupDatePast: msg({ message: 'The pickup date cannot be in the past', context: 'booking wizard' }),
  pickupTimeRequired: msg({ message: 'Pickup time is required', context: 'booking wizard' }),
  pickupTimeInvalid: msg({ message: 'This is not a time: enter it as HH:MM, for example 14:30', context: 'booking wizard' }),
  passengersRange: msg({ message: 'Choose between 1 and 8 passengers', context: 'booking wizard' }),
  luggageRange: msg({ message: 'Choose between 0 and 8 pieces of luggage', context: 'booking wizard' }),
  firstNameRequired: msg({ message: 'First name is required', context: 'booking wizard' }),
  lastNameRequired: msg({ message: 'Last name is required', context: 'booking wizard' }),
  emailRequired: msg({ message: 'Email is required', context: 'booking wizard' }),
  emailInvalid: msg({ message: 'Please enter a valid email address', context: 'booking wizard' }),
  phoneRequired: msg({ message: 'Phone number is required', context: 'booking wizard' }),
  phoneInvalid: msg({ message: 'Please enter a valid phone number', context: 'booking wizard' }),
  tooLong: msg({ message: 'This text is too long', context: 'booking wizard' }),
  returnDateRequired: msg({ message: 'Return date is required', context: 'booking wizard' }),
  returnDateInvalid: msg({ message: 'Please enter a valid date', context: 'booking wizard' }),
  returnTimeRequired: msg({ message: 'Return time is required', context: 'booking wizard' }),
  returnTimeInvalid: msg({ message: 'This is not a time: enter it as HH:MM, for example 14:30', context: 'booking wizard' }),
  returnBeforeWayOut: msg({ message: 'The return must be after the pickup', context: 'booking wizard' }),
};

/** The message of a validation code, in the active language; `capacity`: the seats and bags of the chosen car. */
export function issueText(i18n: I18n, issue: string | undefined, capacity: { seats?: number | undefined; bags?: number | undefined } = {}): string | undefined {
  if (!issue) return undefined;
  if (issue === 'passengersOverCapacity') {
    const seats = capacity.seats ?? 0;
    return i18n._(msg({ message: `Selected vehicle can only accommodate up to ${seats} passengers`, context: 'booking wizard' }));
  }
  if (issue === 'luggageOverCapacity') {
    const bags = capacity.bags ?? 0;
    return i18n._(msg({ message: `Selected vehicle takes at most ${bags} bags`, context: 'booking wizard' }));
  }
  const descriptor = ISSUE_MESSAGES[issue as keyof typeof ISSUE_MESSAGES];
  return descriptor ? i18n._(descriptor) : issue;
}
