// A spinner that says what is loading: a status named by its label, "Loading" unless told otherwise.
// A spinner beside words that already say it (in a button, an alert) stays Mantine's Loader, hidden
// from assistive technology.
import { useLingui } from '@lingui/react/macro';
import { Loader, type LoaderProps } from '@mantine/core';

export interface LoadingProps extends Omit<LoaderProps, 'role' | 'aria-label'> {
  /** What is loading, read by screen readers ("Loading" by default). */
  label?: string;
}

export function Loading({ label, ...props }: LoadingProps) {
  const { t } = useLingui();
  return <Loader {...props} role="status" aria-label={label ?? t`Loading`} />;
}
