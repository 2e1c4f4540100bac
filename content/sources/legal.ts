/**
 * content/seiten/impressum.md and content/seiten/datenschutz.md: the legal texts. Their body is
 * read by rules of its own, since it has what other pages have not: blocks of lines (an
 * address, „**Telefon:** {telefon}“), subsections („### …“) and links to law texts. The
 * practice's facts are placeholders; the imprint's own ones ({land}, {haftpflicht-…} …) and
 * the list {berufsverbände} are filled by its loader, with `legalPage`.
 */
import type { PhrasingContent } from "mdast";
import type { LegalLine, LegalPage, LegalSection } from "../content-types.ts";
import { group, optionalText } from "../files/fields.ts";
import {
  checkLinkTarget,
  headingAndId,
  notAllowed,
  plainText,
  type Report,
} from "../files/markdown.ts";
import { quoted } from "../files/problems.ts";
import { type BodyReader, markdownFile } from "../files/sources.ts";
import { germanTypography } from "../files/typography.ts";
import { pageFields } from "./content-page.ts";

/** Placeholders of the imprint that its loader fills (facts of praxis.yaml only it shows). */
export const IMPRINT_PLACEHOLDERS = [
  "land",
  "telefon-hinweis",
  "haftpflicht-versicherer",
  "haftpflicht-anschrift",
  "haftpflicht-geltungsbereich",
  "sportphysiotherapie-berufsbezeichnung",
  "sportphysiotherapie-verliehen-in",
  "sportphysiotherapie-behörde",
] as const;

/** A line of its own that stands for a list of the practice's (its entries as bullets). */
export const IMPRINT_LISTS = ["berufsverbände"] as const;

/** The imprint's placeholders that are a sentence, not a fact of an address. */
const IMPRINT_SENTENCES = ["telefon-hinweis"];

/** Placeholders of the privacy statement that its loader fills. */
export const PRIVACY_PLACEHOLDERS = ["speicherdauer"] as const;

const PLACEHOLDER_LINE = /^(\{[^{}\s]+\}[ ,]*)+$/;
const PLACEHOLDER_NAME = /\{([^{}\s]+)\}/g;
const LIST_MARKER = /^\{([^{}\s]+)\}$/;

/**
 * A line written only of facts ({name}, {plz} {ort} …): one line of an address block, unless a
 * placeholder in it is a sentence (`sentences`), which makes it a paragraph.
 */
function isFactLine(written: string | undefined, sentences: readonly string[]): boolean {
  const line = written?.trim() ?? "";
  return (
    PLACEHOLDER_LINE.test(line) &&
    [...line.matchAll(PLACEHOLDER_NAME)].every(([, name]) => !sentences.includes(name ?? ""))
  );
}

/** The inline content of a paragraph, line by line as written. */
function splitLines(nodes: readonly PhrasingContent[]): PhrasingContent[][] {
  const lines: PhrasingContent[][] = [[]];
  for (const node of nodes) {
    if (node.type === "break") {
      lines.push([]);
      continue;
    }
    if (node.type !== "text" || !node.value.includes("\n")) {
      lines.at(-1)?.push(node);
      continue;
    }
    node.value.split("\n").forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part) lines.at(-1)?.push({ ...node, value: part });
    });
  }
  return lines.filter((line) => line.length > 0);
}

type Positioned = { position?: { start: { line: number } } };
const lineOf = (node: Positioned) => node.position?.start.line;

const isBlank = (node: PhrasingContent) => node.type === "text" && node.value.trim() === "";

/** A link target of a legal text: a page of the site or a whole https: address. */
function checkLegalTarget(to: string): string | undefined {
  if (to.startsWith("https://") && !(URL.canParse(to) && /^https:\/\/[^/\s]+\.[^/\s]+/.test(to))) {
    return "Das ist keine Web-Adresse. Schreiben Sie sie vollständig mit „https://“, etwa „https://www.gesetze-im-internet.de/heilprg/“.";
  }
  return checkLinkTarget(to);
}

const LABELLED_LINE =
  "In einem Block von Zeilen mit Bezeichnung beginnt jede Zeile mit der Bezeichnung in Sternchen und einem Doppelpunkt, etwa „**Telefon:** {telefon}“.";

/** „**Bezeichnung:** Text“ or „**Bezeichnung:** [Linktext](/seite)“. */
function labelledLine(
  nodes: PhrasingContent[],
  line: number,
  report: Report,
): LegalLine | undefined {
  const [first, ...rest] = nodes;
  const label = first?.type === "strong" ? plainText(first.children, report) : "";
  if (!label.endsWith(":")) {
    report(line, LABELLED_LINE);
    return undefined;
  }
  const value = rest.filter((node) => !isBlank(node));
  const [only] = value;
  if (value.length === 1 && only?.type === "link") {
    const problem = checkLegalTarget(only.url);
    if (problem) report(lineOf(only), problem);
    return {
      label: label.slice(0, -1).trim(),
      text: plainText(only.children, report),
      href: only.url,
    };
  }
  const text = plainText(rest, report);
  if (!text) report(line, `Nach ${quoted(label)} fehlt der Text.`);
  return { label: label.slice(0, -1).trim(), text };
}

/** The parts of a section in the order the page shows them. */
const ORDER = ["lines", "paragraphs", "list", "links"] as const;
type Part = (typeof ORDER)[number];
/** Each part as the order lists it, as the subject of a sentence, and after „nach“. */
const PART_NAMES: Record<Part, [string, string, string]> = {
  lines: ["die Zeilen (Anschrift, **Bezeichnung:** …)", "eine solche Zeile", "den Zeilen"],
  paragraphs: ["die Absätze", "ein Absatz", "den Absätzen"],
  list: ["die Aufzählung", "eine Aufzählung", "der Aufzählung"],
  links: ["die Links", "ein Link", "den Links"],
};

type Draft = {
  id: string;
  heading: string;
  lines: LegalLine[];
  paragraphs: string[];
  list: string[];
  links: { label: string; href: string }[];
  subsections: Draft[];
};

function finished(draft: Draft): LegalSection {
  return {
    id: draft.id,
    heading: draft.heading,
    ...(draft.lines.length > 0 ? { lines: draft.lines } : {}),
    ...(draft.paragraphs.length > 0 ? { paragraphs: draft.paragraphs } : {}),
    ...(draft.list.length > 0 ? { list: draft.list } : {}),
    ...(draft.links.length > 0 ? { links: draft.links } : {}),
    ...(draft.subsections.length > 0 ? { subsections: draft.subsections.map(finished) } : {}),
  };
}

/**
 * The body of a legal text: „## Überschrift {#anker}“ sections and „### …“ subsections, each
 * with, in this order, a block of lines, paragraphs, a list and links. A line of its own
 * `{liste}` (one of `lists`) stands for that list; a placeholder of `sentences` is a paragraph.
 */
export function legalBody({
  lists = [],
  sentences = [],
}: {
  lists?: readonly string[];
  sentences?: readonly string[];
} = {}): BodyReader<LegalSection[]> {
  return (root, { report, written }) => {
    const sections: Draft[] = [];
    let current: Draft | undefined;
    let reached = 0;

    const advance = (node: Positioned, part: Part) => {
      const index = ORDER.indexOf(part);
      if (index < reached) {
        const order = ORDER.map((key) => PART_NAMES[key][0]).join(", dann ");
        const after = PART_NAMES[ORDER[reached] ?? "lines"][2];
        report(
          lineOf(node),
          `In einem Abschnitt stehen zuerst ${order}. Hier steht ${PART_NAMES[part][1]} nach ${after}; stellen Sie sie davor.`,
        );
      }
      reached = Math.max(reached, index);
    };

    for (const node of root.children) {
      if (node.type === "heading" && (node.depth === 2 || node.depth === 3)) {
        const { heading, id } = headingAndId(plainText(node.children, report));
        if (!id) {
          report(
            lineOf(node),
            `Die Überschrift ${quoted(heading)} braucht am Ende ihren Anker, etwa „${"#".repeat(node.depth)} ${heading} {#kurzer-name}“ (kleine Buchstaben ohne Umlaute, Bindestriche).`,
          );
        }
        const draft: Draft = {
          id: id ?? "",
          heading,
          lines: [],
          paragraphs: [],
          list: [],
          links: [],
          subsections: [],
        };
        const parent = sections.at(-1);
        if (node.depth === 2) sections.push(draft);
        else if (parent) parent.subsections.push(draft);
        else {
          report(
            lineOf(node),
            "Vor einer Unterüberschrift „### …“ steht die Überschrift ihres Abschnitts („## …“).",
          );
        }
        current = draft;
        reached = 0;
        continue;
      }
      if (node.type === "heading") {
        report(
          lineOf(node),
          "Überschriften schreiben Sie mit „## “ (Abschnitt) oder „### “ (Unterabschnitt).",
        );
        continue;
      }
      if (!current) {
        report(
          lineOf(node),
          "Vor der ersten Überschrift „## …“ darf im Text nichts stehen. Die Einleitung gehört oben in „einleitung:“.",
        );
        continue;
      }
      if (node.type === "paragraph") {
        const start = lineOf(node) ?? 0;
        const end = node.position?.end.line ?? start;
        const writtenLines = written.slice(start - 1, end);
        const listName = lists.find((name) => writtenLines.join("").trim() === `{${name}}`);
        if (listName) {
          advance(node, "list");
          current.list.push(`{${listName}}`);
        } else if (node.children[0]?.type === "strong") {
          advance(node, "lines");
          splitLines(node.children).forEach((line, index) => {
            const parsed = labelledLine(line, start + index, report);
            if (parsed) current?.lines.push(parsed);
          });
        } else if (writtenLines.every((line) => isFactLine(line, sentences))) {
          advance(node, "lines");
          for (const line of splitLines(node.children))
            current.lines.push({ text: plainText(line, report) });
        } else {
          advance(node, "paragraphs");
          current.paragraphs.push(plainText(node.children, report));
        }
        continue;
      }
      if (node.type === "list" && !node.ordered) {
        for (const item of node.children) {
          const [first, ...extra] = item.children;
          for (const more of extra)
            notAllowed(more, report, "Ein zweiter Absatz in einem Listenpunkt");
          const inline = first?.type === "paragraph" ? first.children : [];
          const content = inline.filter((child) => !isBlank(child));
          const [link] = content;
          if (content.length === 1 && link?.type === "link") {
            advance(item, "links");
            const problem = checkLegalTarget(link.url);
            if (problem) report(lineOf(link), problem);
            current.links.push({ label: plainText(link.children, report), href: link.url });
          } else {
            advance(item, "list");
            current.list.push(plainText(inline, report));
          }
        }
        continue;
      }
      if (node.type === "list") {
        report(
          lineOf(node),
          "Nummerierte Listen sind hier nicht möglich. Schreiben Sie Punkte mit „- “.",
        );
        continue;
      }
      notAllowed(node, report);
    }
    return sections.map(finished);
  };
}

const legalFields = group({
  titel: pageFields.titel,
  beschreibung: pageFields.beschreibung,
  stichwörter: pageFields.stichwörter,
  überschrift: pageFields.überschrift,
  einleitung: optionalText(),
});

export const impressumFile = markdownFile(
  "seiten/impressum.md",
  legalFields,
  legalBody({ lists: IMPRINT_LISTS, sentences: IMPRINT_SENTENCES }),
  [...IMPRINT_PLACEHOLDERS, ...IMPRINT_LISTS],
);

export const datenschutzFile = markdownFile(
  "seiten/datenschutz.md",
  legalFields,
  legalBody(),
  PRIVACY_PLACEHOLDERS,
);

type LegalData = {
  titel: string;
  beschreibung: string;
  stichwörter: string[];
  überschrift: string;
  einleitung?: string;
  body: LegalSection[];
};

/**
 * The page the app renders: the placeholders its loader fills (`values`, `lists`) put in,
 * and a line whose text is the phone number or the e-mail address made a link (`hrefs`).
 */
export function legalPage(
  data: LegalData,
  fill: {
    values?: Readonly<Record<string, string>>;
    lists?: Readonly<Record<string, readonly string[]>>;
    hrefs?: Readonly<Record<string, string>>;
  } = {},
): LegalPage {
  const { values = {}, lists = {}, hrefs = {} } = fill;
  const text = (value: string) =>
    germanTypography(
      value.replace(PLACEHOLDER_NAME, (whole, name: string) => values[name] ?? whole),
    );
  const section = (s: LegalSection): LegalSection => ({
    ...s,
    heading: text(s.heading),
    ...(s.lines && {
      lines: s.lines.map((line) => {
        const filled = text(line.text);
        const href = line.href ?? hrefs[filled];
        return {
          ...(line.label !== undefined ? { label: text(line.label) } : {}),
          text: filled,
          ...(href !== undefined ? { href } : {}),
        };
      }),
    }),
    ...(s.paragraphs && { paragraphs: s.paragraphs.map(text) }),
    ...(s.list && {
      list: s.list.flatMap((item) => lists[item.match(LIST_MARKER)?.[1] ?? ""] ?? [item]).map(text),
    }),
    ...(s.links && { links: s.links.map((link) => ({ ...link, label: text(link.label) })) }),
    ...(s.subsections && { subsections: s.subsections.map(section) }),
  });
  return {
    meta: { title: data.titel, description: data.beschreibung, keywords: data.stichwörter },
    heading: data.überschrift,
    ...(data.einleitung !== undefined ? { lead: data.einleitung } : {}),
    sections: data.body.map(section),
  };
}
