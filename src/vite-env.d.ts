/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build-time default of the sync server's URL; an admin's `settings.syncUrl` overrides it. */
  readonly VITE_SYNC_URL?: string;
}

/** The toast store of @mantine/notifications without its renderer (an alias of vite.config.ts). */
declare module '@mantine/notifications/store' {
  export { notifications, useNotifications, type NotificationData } from '@mantine/notifications';
}
