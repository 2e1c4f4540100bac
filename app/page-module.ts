/** What every page module under app/routes/ gives the document (app/document.tsx). */
import type { ComponentType } from "react";
import type { PageEntry } from "./browser/entries.ts";
import type { HeadTag } from "./seo.ts";

export type PageModule = {
  /** The page's main content for the URL path it is prerendered for. */
  default: ComponentType<{ path: string }>;
  /** Its <head> entries: title, description, canonical URL, Open Graph. */
  head: (path: string) => HeadTag[];
  /** Browser entries the page loads besides `site`. */
  scripts?: readonly PageEntry[];
};
