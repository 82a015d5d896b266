// The visitor's booking: the wizard's draft (SPEC 3 'Public booking draft') and how other screens
// hand it values to start from (the home search, a vehicle's page, a tour's page).

import type { ServiceType } from './types';

/** The wizard's three services and the stored service type each one becomes (DESIGN 'Decisions'). */
export const WIZARD_SERVICES = ['airport', 'tours', 'shared'] as const;
export type WizardService = (typeof WIZARD_SERVICES)[number];

export const SERVICE_TYPE_OF: Record<WizardService, ServiceType> = {
  airport: 'transfer',
  tours: 'private_tour',
  shared: 'shared_tour',
};

export function isWizardService(value: unknown): value is WizardService {
  return typeof value === 'string' && (WIZARD_SERVICES as readonly string[]).includes(value);
}

export interface PublicBookingDraft {
  serviceType: WizardService | '';
  vehicleId: string;
  /** Set when the visitor came from a tour's 'Book This Tour'. */
  tourId: string;
  pickupLocation: string;
  dropoffLocation: string;
  /** 'YYYY-MM-DD' */
  pickupDate: string;
  /** 'HH:MM', 24 h */
  pickupTime: string;
  flightNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  passengers: number;
  luggage: number;
  specialRequests: string;
}

/** Values another screen gives the wizard to start from; the wizard keeps what the visitor typed. */
export type BookingPrefill = Partial<PublicBookingDraft>;
