/**
 * content/seiten/psychotherapie/leistungen/*.md: the psychotherapy service pages, one file per
 * page; the couples therapy page also holds its invitation for each kind of city page.
 */
import { group, text } from "../files/fields.ts";
import { markdownFile } from "../files/sources.ts";
import { PSYCHOTHERAPIE_SERVICE_SLUGS, type PsychotherapieServiceSlug } from "../page-slugs.ts";
import { contentPageFields, contentPageFile, pageFiles, withCheck } from "./content-page.ts";

const pageFile = (slug: PsychotherapieServiceSlug) => `seiten/psychotherapie/leistungen/${slug}.md`;

type SharedServiceSlug = Exclude<PsychotherapieServiceSlug, "paartherapie">;

/** Every service page but couples therapy, which has city variants. */
export const psychotherapieServiceFiles = pageFiles(
  PSYCHOTHERAPIE_SERVICE_SLUGS.filter((slug): slug is SharedServiceSlug => slug !== "paartherapie"),
  (slug) => contentPageFile(pageFile(slug)),
);

/** The paragraph of the couples therapy page where the invitation that fits the city stands. */
export const INVITATION = "{einladung}";

/**
 * The couples therapy page: {stadt} is the city of the page, and the line {einladung} becomes
 * the invitation for the page's kind of city (requirements §2).
 */
export const paartherapieFile = withCheck(
  markdownFile(
    pageFile("paartherapie"),
    group({
      ...contentPageFields,
      einladung: group({ "am-praxisort": text(), "andere-orte": text(), "ohne-ort": text() }),
    }),
    "sections",
    ["stadt", "einladung"],
  ),
  (page) =>
    page.sections.some((section) => section.paragraphs.includes(INVITATION))
      ? []
      : [
          `Im Text fehlt die Zeile ${INVITATION}. Schreiben Sie sie als eigenen Absatz an die Stelle, an der die Einladung zum ersten Gespräch stehen soll; ihr Wortlaut steht oben unter „einladung“.`,
        ],
);
