import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { FRAMEWORK_CHUNK } from "./scripts/first-paint.ts";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        // React, React DOM and React Router in one chunk: every page needs all of them, one file
        // compresses smaller than four, and the pages evaluate it in a task of its own
        // (decision 008, scripts/first-paint.ts).
        codeSplitting: {
          groups: [
            {
              name: FRAMEWORK_CHUNK,
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            {
              name: "site",
              test: /[\\/](app[\\/](frame[\\/]|city-routes|use-mode|seo|contact[\\/]previous-page|ui[\\/](use-hydrated|page-hero|hero-motion|content-section|content-page|smart-link|contact-panel|page-path|city-line))|content[\\/](practice|navigation|mode|cities|frame))/,
            },
          ],
        },
      },
    },
  },
  define: {
    // The notify API's base address (requirements §7), a build-time setting.
    "import.meta.env.NOTIFY_API_BASE": JSON.stringify(
      process.env.NOTIFY_API_BASE ?? "/api/notify/",
    ),
  },
});
