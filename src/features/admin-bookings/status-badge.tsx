// A booking's status as a badge (SPEC 4 styles); a plain element, as lists show many of them.
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { BookingStatus } from '../../domain/types';
import classes from './status-badge.module.css';

export const StatusBadge = memo(function StatusBadge({ status, size = 'sm' }: { status: BookingStatus; size?: 'sm' | 'lg' }) {
  const { t } = useLingui();
  const label = { pending: t`Pending`, confirmed: t`Confirmed`, completed: t`Completed`, cancelled: t`Cancelled` }[status];
  return <span className={`${classes.badge} ${classes[status]} ${size === 'lg' ? classes.lg : ''}`}>{label}</span>;
});
