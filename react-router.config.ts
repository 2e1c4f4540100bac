import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PATH, pagePaths } from "./app/site-urls.ts";
import { writeSiteFiles } from "./scripts/site-files.ts";

export default {
  ssr: false,
  async prerender({ getStaticPaths }) {
    return [...pagePaths(getStaticPaths()), NOT_FOUND_PATH];
  },
  async buildEnd({ reactRouterConfig }) {
    await writeSiteFiles(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
