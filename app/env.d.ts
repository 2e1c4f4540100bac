/**
 * Build-time settings defined by the build (`define` in scripts/build-site.ts).
 * NOTIFY_API_BASE: the notify API's base address, ending in "/" (default "/api/notify/").
 */
interface ImportMetaEnv {
  readonly NOTIFY_API_BASE: string;
}
