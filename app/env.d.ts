/**
 * Build-time settings defined in vite.config.ts (`define`).
 * NOTIFY_API_BASE: the notify API's base address, ending in "/" (default "/api/notify/").
 */
interface ImportMetaEnv {
  readonly NOTIFY_API_BASE: string;
}
