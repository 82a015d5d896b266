// What a draft costs and becomes: the estimate with the chosen car's or tour's price (the server
// computes the same), and the booking record a confirmed draft is saved as.

import { estimateTotal, tourApplies } from '../../domain/estimate';
import { SERVICE_TYPE_OF, isWizardService, type PublicBookingDraft } from '../../domain/public-booking';
import { parseTime } from '../../domain/time';
import type { BookingExtra } from '../../domain/billing-types';
import type { CreateInput } from '../../domain/types';
import { asksDropoff, asksFlight } from './draft';

/** Whether the tour the visitor came from prices this draft (not for an airport transfer). */
export function draftTourApplies(draft: Pick<PublicBookingDraft, 'serviceType' | 'tourId'>): boolean {
  return draft.tourId !== '' && isWizardService(draft.serviceType) && tourApplies(SERVICE_TYPE_OF[draft.serviceType]);
}

/** The estimate of a draft with the chosen car's and tour's prices. */
export function draftEstimate(
  draft: Pick<PublicBookingDraft, 'serviceType' | 'tourId' | 'passengers'>,
  prices: { pricePerHour?: string | undefined; tourPrice?: string | undefined },
): string | null {
  if (!isWizardService(draft.serviceType)) return null;
  return estimateTotal({
    serviceType: SERVICE_TYPE_OF[draft.serviceType],
    pricePerHour: prices.pricePerHour,
    tourPrice: draftTourApplies(draft) ? prices.tourPrice : undefined,
    passengers: draft.passengers,
  });
}

/** The fields of the booking record a valid, confirmed draft becomes (SPEC 3 'Booking'). */
export function draftToBooking(draft: PublicBookingDraft, totalPrice: string, extras: readonly BookingExtra[] = []): CreateInput<'bookings'> {
  if (!isWizardService(draft.serviceType)) throw new Error('The draft has no service type');
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    pickupLocation: draft.pickupLocation.trim(),
    dropoffLocation: asksDropoff(draft.serviceType) ? optional(draft.dropoffLocation) : undefined,
    pickupDate: draft.pickupDate,
    pickupTime: parseTime(draft.pickupTime) ?? draft.pickupTime,
    flightTrainNumber: asksFlight(draft.serviceType) ? optional(draft.flightNumber) : undefined,
    serviceType: SERVICE_TYPE_OF[draft.serviceType],
    vehicleId: optional(draft.vehicleId),
    tourId: draftTourApplies(draft) ? draft.tourId : undefined,
    passengers: draft.passengers,
    luggage: draft.luggage,
    totalPrice,
    vatKind: 'transport',
    status: 'pending',
    specialRequests: optional(draft.specialRequests),
    source: 'public',
    extras: extras.length > 0 ? [...extras] : undefined,
  };
}
