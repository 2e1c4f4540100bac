/**
 * content/seiten/psychotherapie/{slug}.md: the method pages. Their contact panel's action is
 * fixed by requirements §2, so the file holds only the panel's title.
 */
import { group, text } from "../files/fields.ts";
import { markdownFile } from "../files/sources.ts";
import { PSYCHOTHERAPIE_METHOD_SLUGS } from "../page-slugs.ts";
import { pageFields, pageFiles } from "./content-page.ts";

const methodPage = group({ ...pageFields, kontakt: group({ titel: text() }) });

export const psychotherapieMethodFiles = pageFiles(PSYCHOTHERAPIE_METHOD_SLUGS, (slug) =>
  markdownFile(`seiten/psychotherapie/${slug}.md`, methodPage, "sections"),
);
