/**
 * content/seiten/sportphysiotherapie/{slug}.md: the sports service pages. Their contact panel
 * is fixed by requirements §2 and is not in the files.
 */
import { group } from "../files/fields.ts";
import { markdownFile } from "../files/sources.ts";
import { SPORT_SERVICE_SLUGS } from "../page-slugs.ts";
import { pageFields, pageFiles } from "./content-page.ts";

const sportPage = group(pageFields);

export const sportServiceFiles = pageFiles(SPORT_SERVICE_SLUGS, (slug) =>
  markdownFile(`seiten/sportphysiotherapie/${slug}.md`, sportPage, "sections"),
);
