// Toasts (SPEC: one at a time, 5 s). The renderer loads with the first toast, not with the page.
import { useNotifications } from '@mantine/notifications/store';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} position="top-center" />
    </Suspense>
  );
}
