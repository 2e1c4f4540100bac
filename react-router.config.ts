import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PATH, pagePaths } from "./app/site-urls.ts";
import { writeSiteFiles } from "./scripts/site-files.ts";

export default {
  ssr: false,
  // BUILD_DIR lets parallel work build into separate folders; the server reads SITE_DIR.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender({ getStaticPaths }) {
    return [...pagePaths(getStaticPaths()), NOT_FOUND_PATH];
  },
  async buildEnd({ reactRouterConfig }) {
    await writeSiteFiles(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
