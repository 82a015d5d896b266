// The words of a ride's states and of the driver's step buttons, in the active language.
import { useLingui } from '@lingui/react/macro';
import type { RideState } from '../../domain/ride-state';
import type { RideEventKind, ServiceType } from '../../domain/types';

/** What a ride's badge says: its derived state, or 'cancelled' when the office cancelled the booking. */
export type RideBadgeState = RideState | 'cancelled';

export function useRideWords() {
  const { t } = useLingui();
  const states: Record<RideBadgeState, string> = {
    unassigned: t`Not assigned`,
    assigned: t`To accept`,
    accepted: t`Accepted`,
    declined: t`Declined`,
    en_route: t`On the way`,
    on_location: t`On location`,
    on_board: t`Passenger on board`,
    done: t`Done`,
    no_show: t`No-show`,
    cancelled_client: t`Cancelled by the client`,
    cancelled_late: t`Cancelled late`,
    cancelled_operator: t`Cancelled by the office`,
    cancelled: t`Cancelled`,
  };
  const actions: Partial<Record<RideEventKind, string>> = {
    accepted: t`Accept`,
    declined: t`Decline`,
    en_route: t`On my way`,
    on_location: t`On location`,
    on_board: t`Passenger on board`,
    done: t`Done`,
    no_show: t`No-show`,
  };
  const services: Record<ServiceType, string> = {
    transfer: t`Transfer`,
    private_tour: t`Private tour`,
    shared_tour: t`Shared tour`,
  };
  return {
    state: (state: RideBadgeState) => states[state],
    action: (kind: RideEventKind) => actions[kind] ?? kind,
    service: (service: ServiceType) => services[service],
  };
}
