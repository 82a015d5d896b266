// A booking's status as SPEC 4 styles it: confirmed in the default (filled) style, completed
// outlined, cancelled red, the others (pending) light.
import { Badge, type BadgeProps } from '@mantine/core';
import type { BookingStatus } from '../../domain/types';
import { useBookingLabels } from './use-booking-labels';

const LOOK: Record<BookingStatus, Pick<BadgeProps, 'variant' | 'color'>> = {
  confirmed: { variant: 'filled' },
  completed: { variant: 'outline' },
  cancelled: { variant: 'filled', color: 'red.8' },
  pending: { variant: 'light', color: 'gray' },
};

export function StatusBadge({ status, size = 'md' }: { status: BookingStatus; size?: BadgeProps['size'] }) {
  const labels = useBookingLabels();
  return (
    <Badge {...LOOK[status]} size={size} radius="sm" styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}>
      {labels.status(status)}
    </Badge>
  );
}
