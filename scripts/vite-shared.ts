/**
 * What the build (build-site.ts) and the preview (dev.ts) give Vite alike. A plugin the site
 * needs goes into `plugins` here, so that the preview renders what the build writes.
 */
import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import type { InlineConfig } from "vite";
import { contentForBrowser } from "./content-for-browser.ts";

export const ROOT = resolve(import.meta.dirname, "..");

/** React's JSX, the site's plugins and the notify API's base address (requirements §7). */
export function sharedViteConfig(notifyApiBase: string): InlineConfig {
  return {
    configFile: false,
    root: ROOT,
    logLevel: "warn",
    plugins: [react(), contentForBrowser()],
    define: {
      "import.meta.env.NOTIFY_API_BASE": JSON.stringify(notifyApiBase),
    },
  };
}
