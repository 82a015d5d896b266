// The words of the schema messages (src/domain/schema-messages.ts) for the records an import file
// gets wrong, in the active language.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MESSAGES, type MessageKey } from '../../domain/schema-messages';

const WORDS: Record<MessageKey, MessageDescriptor> = {
  titleRequired: msg({ message: 'Title is required', context: 'imported record' }),
  titleTooLong: msg({ message: 'Title must be less than 200 characters', context: 'imported record' }),
  excerptRequired: msg({ message: 'Excerpt is required', context: 'imported record' }),
  excerptTooLong: msg({ message: 'Excerpt must be less than 500 characters', context: 'imported record' }),
  contentRequired: msg({ message: 'Content is required', context: 'imported record' }),
  categoryRequired: msg({ message: 'Category is required', context: 'imported record' }),
  readTimeRequired: msg({ message: 'Read time is required', context: 'imported record' }),
  invalidUrl: msg({ message: 'Please enter a valid URL', context: 'imported record' }),
  descriptionRequired: msg({ message: 'Description is required', context: 'imported record' }),
  durationRequired: msg({ message: 'Duration is required', context: 'imported record' }),
  priceRequired: msg({ message: 'Price is required', context: 'imported record' }),
  priceInvalid: msg({ message: 'Price must be a valid number greater than 0', context: 'imported record' }),
  maxParticipantsMin: msg({ message: 'Max participants must be at least 1', context: 'imported record' }),
  nameRequired: msg({ message: 'Name is required', context: 'imported record' }),
  firstNameRequired: msg({ message: 'First name is required', context: 'imported record' }),
  lastNameRequired: msg({ message: 'Last name is required', context: 'imported record' }),
  emailRequired: msg({ message: 'Email is required', context: 'imported record' }),
  emailInvalid: msg({ message: 'Please enter a valid email address', context: 'imported record' }),
  phoneRequired: msg({ message: 'Phone number is required', context: 'imported record' }),
  phoneInvalid: msg({ message: 'Please enter a valid phone number', context: 'imported record' }),
  pickupLocationRequired: msg({ message: 'Pickup location is required', context: 'imported record' }),
  pickupDateInvalid: msg({ message: 'Please enter a valid date (YYYY-MM-DD)', context: 'imported record' }),
  pickupTimeInvalid: msg({ message: 'Please enter a valid time (HH:MM, 24-hour)', context: 'imported record' }),
  serviceTypeInvalid: msg({ message: 'Please select a service type', context: 'imported record' }),
  statusInvalid: msg({ message: 'Please select a status', context: 'imported record' }),
  passengersRange: msg({ message: 'Passengers must be between 1 and 99', context: 'imported record' }),
  luggageRange: msg({ message: 'Luggage must be between 0 and 99', context: 'imported record' }),
  amountInvalid: msg({ message: 'Please enter an amount such as 89.00', context: 'imported record' }),
  ratingInvalid: msg({ message: 'Rating must be between 0 and 5', context: 'imported record' }),
  countInvalid: msg({ message: 'Please enter a whole number of 0 or more', context: 'imported record' }),
  percentInvalid: msg({ message: 'Please enter a percentage between 0 and 100', context: 'imported record' }),
  daysInvalid: msg({ message: 'Please enter a number of days between 1 and 3650', context: 'imported record' }),
  messageRequired: msg({ message: 'Message is required', context: 'imported record' }),
  remarkRequired: msg({ message: 'Remark text is required', context: 'imported record' }),
  textTooLong: msg({ message: 'This text is too long', context: 'imported record' }),
  siteNameRequired: msg({ message: 'Site name is required', context: 'imported record' }),
  vtcRegistrationInvalid: msg({ message: 'VTC register number must be EVTC followed by 9 digits', context: 'imported record' }),
  sirenInvalid: msg({ message: 'SIREN must be 9 digits', context: 'imported record' }),
  hoursRange: msg({ message: 'Hours must be between 1 and 72', context: 'imported record' }),
  minutesRange: msg({ message: 'Please enter a number of minutes between 0 and 1440', context: 'imported record' }),
  spanInvalid: msg({ message: 'Please enter a date and time (YYYY-MM-DDTHH:MM)', context: 'imported record' }),
  spanOrder: msg({ message: 'The end must be after the start', context: 'imported record' }),
  dateInvalid: msg({ message: 'Please enter a valid date (YYYY-MM-DD)', context: 'imported record' }),
  invalidId: msg({ message: 'Invalid id', context: 'imported record' }),
  invalidDate: msg({ message: 'Invalid date', context: 'imported record' }),
  invalidValue: msg({ message: 'Invalid value', context: 'imported record' }),
  unknownField: msg({ message: 'Unknown field', context: 'imported record' }),
};

const KEY_OF = new Map<string, MessageKey>(Object.entries(MESSAGES).map(([key, text]) => [text, key as MessageKey]));

/** A schema message in the active language; one it does not know stays as the schema gave it. */
export function schemaMessage(i18n: I18n, message: string): string {
  const key = KEY_OF.get(message);
  return key ? i18n._(WORDS[key]) : message;
}
