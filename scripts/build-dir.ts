/**
 * Where the build is: the one place that reads BUILD_DIR (default `build`; parallel work builds
 * into separate folders), for the build, its checks, the browser tests and the measurements.
 * Absolute paths, resolved from the project's root. The server reads SITE_DIR instead.
 */
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The build folder: BUILD_DIR (relative to the project's root, or absolute) or `build`; a link
 * to the folder of the last complete build beside it (build-output.ts).
 */
export const BUILD_DIR = resolve(
  fileURLToPath(new URL("..", import.meta.url)),
  process.env.BUILD_DIR ?? "build",
);

/** The build's client folder: the site as served (pages, assets); site.json lies beside it. */
export const CLIENT_DIR = join(BUILD_DIR, "client");
