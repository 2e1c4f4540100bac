import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { BROWSER_ENTRIES } from "./app/browser/entries.ts";
import { browserEntries } from "./scripts/browser-entries.ts";

export default defineConfig({
  plugins: [reactRouter(), browserEntries(BROWSER_ENTRIES)],
  define: {
    // The notify API's base address (requirements §7), a build-time setting.
    "import.meta.env.NOTIFY_API_BASE": JSON.stringify(
      process.env.NOTIFY_API_BASE ?? "/api/notify/",
    ),
  },
});
