// One toast at a time (SPEC 4): a new one replaces what is shown or queued, so news is never stuck
// behind an older message (a failed sign-in behind the previous 'Signed out').
import { t } from '@lingui/core/macro';
import { notifications, type NotificationData } from '@mantine/notifications/store';

export function showToast(data: NotificationData): string {
  notifications.clean();
  return notifications.show({ closeButtonProps: { 'aria-label': t`Close` }, ...data });
}
