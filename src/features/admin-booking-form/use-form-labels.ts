// The words of the booking form in the active language: choices, statuses and the messages of the
// form's checks (codes in form.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useBookingWords } from '../../ui/admin/booking-status';
import { COUNT_MAX, type OrderFormIssue } from './form';
import type { VatKind } from '../../domain/types';

const ISSUES: Record<OrderFormIssue, MessageDescriptor> = {
  firstNameRequired: msg`First name is required`,
  lastNameRequired: msg`Last name is required`,
  phoneRequired: msg`Phone number is required`,
  phoneInvalid: msg`Please enter a valid phone number`,
  emailInvalid: msg`Please enter a valid email address`,
  pickupDateRequired: msg`Pickup date is required`,
  pickupDateInvalid: msg`Please enter a valid date`,
  pickupTimeRequired: msg`Pickup time is required`,
  pickupTimeInvalid: msg`This is not a time: enter it as HH:MM, for example 14:30`,
  pickupLocationRequired: msg`Pickup location is required`,
  passengersMin: msg`At least 1 passenger`,
  luggageMin: msg`Baggage cannot be below 0`,
  countInvalid: msg`Enter a whole number up to ${COUNT_MAX}`,
  priceMin: msg`The price cannot be below 0`,
  priceInvalid: msg`Enter an amount such as 85.00`,
  hoursRange: msg`Hours must be between 1 and 72`,
  tooLong: msg`This text is too long`,
  returnDateRequired: msg`Enter the date of the return trip`,
  returnTimeRequired: msg`Enter the time of the return trip as HH:MM`,
  returnBeforeWayOut: msg`The return trip must be after the pickup`,
};

export function useFormLabels() {
  const { t, i18n } = useLingui();
  const { statuses, services, payments } = useBookingWords();
  return useMemo(() => {
    const vatKinds: Record<VatKind, string> = { transport: t`Transport`, hourly: t`Hourly hire` };
    return {
      services,
      statuses,
      payments,
      vatKinds,
      issue: (code: string | undefined) => {
        if (!code) return undefined;
        const descriptor = ISSUES[code as OrderFormIssue];
        return descriptor ? i18n._(descriptor) : code;
      },
    };
  }, [t, i18n, statuses, services, payments]);
}
