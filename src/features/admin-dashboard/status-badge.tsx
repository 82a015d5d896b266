// A booking's status as SPEC 4 styles it: confirmed plain, completed outlined, cancelled in red,
// pending in gold; shades picked per colour scheme so the words stay readable (WCAG AA).
import { useLingui } from '@lingui/react/macro';
import { Badge, useComputedColorScheme, type BadgeProps } from '@mantine/core';
import type { BookingStatus } from '../../domain/types';

export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useLingui();
  const dark = useComputedColorScheme('light') === 'dark';
  const label: Record<BookingStatus, string> = {
    pending: t`Pending`,
    confirmed: t`Confirmed`,
    completed: t`Completed`,
    cancelled: t`Cancelled`,
  };
  const look: Record<BookingStatus, Pick<BadgeProps, 'variant' | 'color'>> = {
    confirmed: { variant: 'filled', color: dark ? 'gold.3' : 'navy.9' },
    completed: { variant: 'outline', color: dark ? 'teal.3' : 'teal.9' },
    cancelled: { variant: 'filled', color: 'red.9' },
    pending: dark ? { variant: 'outline', color: 'gold.3' } : { variant: 'filled', color: 'gold.3' },
  };
  return (
    <Badge radius="sm" size="sm" {...look[status]}>
      {label[status]}
    </Badge>
  );
}
