import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  define: {
    // The notify API's base address (SPEC §7), a build-time setting.
    "import.meta.env.NOTIFY_API_BASE": JSON.stringify(
      process.env.NOTIFY_API_BASE ?? "/api/notify/",
    ),
  },
});
