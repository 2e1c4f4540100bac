/**
 * content/seiten/psychotherapie.md: the psychotherapy landing page, and what its city variants
 * (/psychotherapie/fuerth …) say instead; {stadt} is the city of the page. The body reads as
 * the page: a welcome, the topics as cards, and a closing teaser with one link.
 */
import { shownPath } from "../files/content-dir.ts";
import { group, text } from "../files/fields.ts";
import type { MarkdownSection } from "../files/markdown.ts";
import { type Problem, quoted } from "../files/problems.ts";
import { markdownFile, type Source } from "../files/sources.ts";
import { contactPanelFields, pageFields } from "./content-page.ts";

/** Where a city variant's texts name their city. */
export const CITY_PLACEHOLDER = "{stadt}";

/** The front matter's fields that a city variant fills. */
const CITY_FIELDS = ["beschreibung-stadt", "überschrift-stadt"];

/** What a topic card and the closing teaser show: a heading, paragraphs, links. */
const CARD_PARTS = new Set(["id", "heading", "paragraphs", "links"]);

const file = markdownFile(
  "seiten/psychotherapie.md",
  group({
    beschreibung: pageFields.beschreibung,
    "beschreibung-stadt": pageFields.beschreibung,
    stichwörter: pageFields.stichwörter,
    überschrift: pageFields.überschrift,
    einleitung: pageFields.einleitung,
    "überschrift-stadt": group({ oben: text(), unten: text() }),
    kontakt: contactPanelFields,
  }),
  "sections",
  ["stadt"],
);

type Data = NonNullable<ReturnType<typeof file.read>["data"]>;

/** What the page's code relies on, each problem at the line of the heading it concerns. */
function structureProblems(data: Data, written: readonly string[]): Problem[] {
  const where = shownPath(file.file);
  const bodyStart = written.indexOf("---", 1) + 1;
  const headingLine = (heading: string) => {
    const index = written.findIndex(
      (line, at) => at >= bodyStart && line.startsWith("## ") && line.includes(heading),
    );
    return index < 0 ? undefined : index + 1;
  };
  const problems: Problem[] = [];
  const add = (message: string, line?: number) => problems.push({ file: where, line, message });

  for (const [field, value] of Object.entries(data)) {
    if (
      field !== "sections" &&
      !CITY_FIELDS.includes(field) &&
      JSON.stringify(value).includes(CITY_PLACEHOLDER)
    ) {
      const line = written.findIndex((text, at) => at < bodyStart && text.startsWith(`${field}:`));
      add(
        `{stadt} ist nur in ${CITY_FIELDS.map(quoted).join(" und ")} möglich, nicht in ${quoted(field)}.`,
        line < 0 ? undefined : line + 1,
      );
    }
  }
  written.forEach((line, index) => {
    if (index >= bodyStart && line.includes(CITY_PLACEHOLDER)) {
      add(
        `{stadt} ist im Text nicht möglich, nur oben in ${CITY_FIELDS.map(quoted).join(" und ")}.`,
        index + 1,
      );
    }
  });

  const { sections } = data;
  if (sections.length < 3) {
    add(
      "Im Text stehen drei Teile, jeder mit „## Überschrift“: zuerst die Begrüßung, dann die Themen (mindestens eines), zuletzt der Hinweis „Warum …“ mit einem Absatz und einem Link.",
    );
    return problems;
  }
  for (const topic of sections.slice(1, -1)) {
    if (!topic.id) {
      add(
        `Jedes Thema braucht am Ende seiner Überschrift einen Anker, etwa „## ${topic.heading} {#thema}“ (kleine Buchstaben ohne Umlaute, Bindestriche).`,
        headingLine(topic.heading),
      );
    }
    if (Object.keys(topic).some((key) => !CARD_PARTS.has(key))) {
      add(
        "In einem Thema sind nur Absätze und am Ende Links möglich (- [Linktext](/seite)).",
        headingLine(topic.heading),
      );
    }
  }
  const teaser = sections.at(-1) as MarkdownSection;
  if (
    teaser.paragraphs.length !== 1 ||
    teaser.links?.length !== 1 ||
    Object.keys(teaser).some((key) => !CARD_PARTS.has(key))
  ) {
    add(
      "Der letzte Abschnitt ist der Hinweis mit Schaltfläche: genau ein Absatz und darunter ein Link (- [Linktext](/seite)).",
      headingLine(teaser.heading),
    );
  }
  return problems;
}

export const psychotherapieLandingFile: Source<Data> = {
  ...file,
  read(text, options) {
    const result = file.read(text, options);
    if (result.data === undefined) return result;
    const problems = structureProblems(result.data, text.split("\n"));
    return problems.length === 0 ? result : { problems };
  },
};
