// A record's state in a back-office list (available, published, featured...), readable in both themes.
import type { ReactNode } from 'react';
import classes from './status-badge.module.css';

export interface StatusBadgeProps {
  /** positive: available, published; neutral: unavailable, draft, default; accent: featured. */
  tone: 'positive' | 'neutral' | 'accent';
  children: ReactNode;
}

export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return <span className={`${classes.badge} ${classes[tone]}`}>{children}</span>;
}
