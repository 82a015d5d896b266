// A booking's status as SPEC 4 styles it: confirmed plain, completed outlined, cancelled in red,
// pending quieter.
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { BookingStatus } from '../../domain/types';

export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useLingui();
  const label: Record<BookingStatus, string> = {
    pending: t`Pending`,
    confirmed: t`Confirmed`,
    completed: t`Completed`,
    cancelled: t`Cancelled`,
  };
  const look: Record<BookingStatus, { variant: string; color?: string }> = {
    confirmed: { variant: 'filled' },
    completed: { variant: 'outline', color: 'teal.9' },
    cancelled: { variant: 'filled', color: 'red.8' },
    pending: { variant: 'light', color: 'yellow.9' },
  };
  return (
    <Badge radius="sm" size="sm" {...look[status]}>
      {label[status]}
    </Badge>
  );
}
