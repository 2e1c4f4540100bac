/** Where the practice's files are, and how a message names one of them. */
import { join, relative, resolve } from "node:path";

/** The folder `content/`; a test may point the loaders elsewhere with CONTENT_DIR. */
export const CONTENT_DIR = resolve(process.env.CONTENT_DIR || join(import.meta.dirname, ".."));

export const contentPath = (file: string) => join(CONTENT_DIR, file);

/** "content/faq/psychotherapie.yaml": the path as the owner sees it from the project. */
export const shownPath = (file: string) =>
  relative(resolve(CONTENT_DIR, "../"), contentPath(file)).replaceAll("\\", "/");
