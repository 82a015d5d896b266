/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build-time default of the sync server's URL; an admin's `settings.syncUrl` overrides it. */
  readonly VITE_SYNC_URL?: string;
}
