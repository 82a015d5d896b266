// A booking's words shared by the back-office screens (status, service, payment), and its status as a
// badge (SPEC 4 styles: confirmed filled, completed outlined, cancelled red, pending gold), the same
// on the dashboard, the lists, the booking and its forms.
import { useLingui } from '@lingui/react/macro';
import { memo, useMemo } from 'react';
import type { BookingStatus, PaymentMethod, ServiceType } from '../../domain/types';
import classes from './booking-status.module.css';

export function useBookingWords() {
  const { t } = useLingui();
  return useMemo(() => {
    const statuses: Record<BookingStatus, string> = {
      pending: t`Pending`,
      confirmed: t`Confirmed`,
      completed: t`Completed`,
      cancelled: t`Cancelled`,
    };
    const services: Record<ServiceType, string> = {
      transfer: t`Transfer`,
      private_tour: t`Private tour`,
      shared_tour: t`Shared tour`,
    };
    const payments: Record<PaymentMethod, string> = { cash: t`Cash`, card: t`Card` };
    return { statuses, services, payments };
  }, [t]);
}

/** The badge's classes, for lists that draw many rows as plain elements. */
export function bookingStatusClass(status: BookingStatus, size: 'sm' | 'lg' = 'sm'): string {
  return `${classes.badge} ${classes[status]} ${size === 'lg' ? classes.lg : ''}`;
}

/** A plain element, as lists show many of them. */
export const BookingStatusBadge = memo(function BookingStatusBadge({ status, size = 'sm' }: { status: BookingStatus; size?: 'sm' | 'lg' }) {
  const { statuses } = useBookingWords();
  return <span className={bookingStatusClass(status, size)}>{statuses[status]}</span>;
});
