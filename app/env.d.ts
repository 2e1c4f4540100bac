/**
 * Build-time settings defined in vite.config.ts (`define`).
 * NOTIFY_API_BASE: the notify API's base address, ending in "/" (default "/api/notify/").
 */
interface ImportMetaEnv {
  readonly NOTIFY_API_BASE: string;
}

/** The URLs of the site's own browser entries (scripts/browser-entries.ts). */
declare module "virtual:browser-entries" {
  export const browserEntries: Readonly<
    Record<import("./browser/entries.ts").BrowserEntry, string>
  >;
}
