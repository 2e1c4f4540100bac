/** Where the project lies on disk, so that paths do not depend on the working directory. */
import { fileURLToPath } from "node:url";

/** The project root (the folder holding package.json). */
export const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));
