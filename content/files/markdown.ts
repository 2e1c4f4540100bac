/**
 * Markdown as the practice writes it, turned into what the pages render: a page's sections
 * (headings, paragraphs, lists, steps, cards, links) or, where the page allows it, a small
 * piece of HTML (paragraphs, bold, italics, lists, links). Anything outside that set is a
 * German problem at its line; the pages never see it.
 */
import type { Link, List, Nodes, Paragraph, PhrasingContent, Root, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { quoted } from "./problems.ts";

export type Report = (line: number | undefined, message: string) => void;

const lineOf = (node: Nodes) => node.position?.start.line;

export const parseMarkdown = (text: string): Root => fromMarkdown(text);

const NOT_ALLOWED: Partial<Record<string, string>> = {
  html: "HTML ist nicht möglich. Schreiben Sie reinen Text: **fett**, *kursiv*, [Linktext](/seite).",
  image: "Bilder im Text sind nicht möglich; Fotos tauscht man mit „npm run foto“.",
  code: "Code-Blöcke (eingerückter Text oder ```) sind nicht möglich. Schreiben Sie den Absatz ohne Einrückung.",
  inlineCode: "Text in `Backticks` ist nicht möglich. Lassen Sie die ` weg.",
  blockquote: "Zitate mit „>“ sind nicht möglich. Lassen Sie das „>“ am Zeilenanfang weg.",
  table: "Tabellen sind nicht möglich.",
  thematicBreak: "Trennlinien („---“ oder „***“) sind nicht möglich.",
  delete: "Durchgestrichener Text ist nicht möglich.",
  definition:
    "Link-Verweise der Form [name]: adresse sind nicht möglich. Schreiben Sie [Linktext](/seite).",
  linkReference: "Schreiben Sie Links so: [Linktext](/seite).",
  imageReference: "Bilder im Text sind nicht möglich.",
  footnoteReference: "Fußnoten sind nicht möglich.",
  footnoteDefinition: "Fußnoten sind nicht möglich.",
};

export const notAllowed = (node: Nodes, report: Report, what = "Diese Formatierung") =>
  report(lineOf(node), NOT_ALLOWED[node.type] ?? `${what} ist hier nicht möglich.`);

/** A link target the site can serve: one of its pages, a web address, mail or phone. */
export function checkLinkTarget(to: string): string | undefined {
  if (
    to.startsWith("/") ||
    to.startsWith("https://") ||
    to.startsWith("mailto:") ||
    to.startsWith("tel:")
  ) {
    return undefined;
  }
  return `Das Linkziel ${quoted(to)} ist keine Seite. Interne Links beginnen mit „/“ (etwa /kontakt), andere mit „https://“.`;
}

/** Plain text of inline content; bold, italics and links are problems here. */
export function plainText(nodes: readonly PhrasingContent[], report: Report): string {
  return nodes
    .map((node) => {
      if (node.type === "text") return node.value;
      if (node.type === "break") return " ";
      if (node.type === "strong" || node.type === "emphasis") {
        report(
          lineOf(node),
          "Fett- oder Kursivschrift ist an dieser Stelle nicht möglich. Lassen Sie die Sternchen weg.",
        );
        return plainText(node.children, () => {});
      }
      if (node.type === "link") {
        report(
          lineOf(node),
          "Ein Link mitten im Absatz ist hier nicht möglich. Links stehen als Liste am Ende des Abschnitts: - [Linktext](/seite)",
        );
        return plainText(node.children, () => {});
      }
      notAllowed(node, report);
      return "";
    })
    .join("")
    .replace(/[ \t\r\n]+/g, " ")
    .trim();
}

export const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

function inlineHtml(nodes: readonly PhrasingContent[], report: Report): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case "text":
          return escapeHtml(node.value.replace(/[ \t\r\n]+/g, " "));
        case "break":
          return " ";
        case "strong":
          return `<strong>${inlineHtml(node.children, report)}</strong>`;
        case "emphasis":
          return `<em>${inlineHtml(node.children, report)}</em>`;
        case "link": {
          const problem = checkLinkTarget(node.url);
          if (problem) report(lineOf(node), problem);
          return `<a href="${escapeHtml(node.url).replaceAll('"', "&quot;")}">${inlineHtml(node.children, report)}</a>`;
        }
        default:
          notAllowed(node, report);
          return "";
      }
    })
    .join("");
}

/**
 * Markdown of a short answer as HTML: paragraphs, **bold**, *italics*, [links](/seite) and
 * bulleted lists.
 */
export function markdownHtml(root: Root, report: Report): string {
  return root.children
    .map((node) => {
      if (node.type === "paragraph") return `<p>${inlineHtml(node.children, report).trim()}</p>`;
      if (node.type === "list" && !node.ordered) {
        const items = node.children.map((item) => {
          const [first, ...rest] = item.children;
          for (const extra of rest)
            notAllowed(extra, report, "Ein zweiter Absatz in einem Listenpunkt");
          return first?.type === "paragraph"
            ? `<li>${inlineHtml(first.children, report).trim()}</li>`
            : "<li></li>";
        });
        return `<ul>${items.join("")}</ul>`;
      }
      if (node.type === "list") {
        report(
          lineOf(node),
          "Nummerierte Listen sind hier nicht möglich. Schreiben Sie Punkte mit „- “.",
        );
        return "";
      }
      if (node.type === "heading") {
        report(
          lineOf(node),
          "Überschriften („#“) sind hier nicht möglich. Schreiben Sie einen Absatz, gern **fett**.",
        );
        return "";
      }
      notAllowed(node, report);
      return "";
    })
    .join("");
}

// A page's sections -------------------------------------------------------------------------

export type MarkdownSection = {
  id?: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
  steps?: { title: string; text: string }[];
  cards?: { title: string; text: string; link?: { label: string; to: string } }[];
  links?: { label: string; to: string }[];
  crisis?: true;
};

/** "Überschrift {#anker}": the heading and its anchor. */
export function headingAndId(text: string): { heading: string; id?: string } {
  const match = text.match(/^(.*?)\s*\{#([a-z0-9-]+)\}$/);
  return match ? { heading: match[1] ?? "", id: match[2] } : { heading: text };
}

/** The marker paragraph that shows the crisis numbers in a section. */
export const CRISIS_MARKER = "{krisennummern}";

const ORDER = ["paragraphs", "crisis", "list", "steps", "cards", "links"] as const;
const ORDER_NAMES: Record<(typeof ORDER)[number], string> = {
  paragraphs: "Absätze",
  crisis: "die Krisennummern",
  list: "die Aufzählung",
  steps: "die nummerierte Liste",
  cards: "die Karten (###)",
  links: "die Linkliste",
};

function linkOnly(paragraph: Paragraph | undefined): Link | undefined {
  const [only, ...rest] = paragraph?.children ?? [];
  return only?.type === "link" && rest.every((node) => node.type === "text" && !node.value.trim())
    ? only
    : undefined;
}

function listLinks(list: List, report: Report) {
  return list.children.map((item) => {
    const link = linkOnly(item.children[0] as Paragraph | undefined);
    if (!link) return undefined;
    const problem = checkLinkTarget(link.url);
    if (problem) report(lineOf(link), problem);
    return { label: plainText(link.children, report), to: link.url };
  });
}

/**
 * The body of a page as sections: each starts with "## Überschrift"; in it paragraphs, then
 * optionally the line {krisennummern}, a list ("- "), numbered steps ("1. **Titel** Text"),
 * cards ("### Titel", a paragraph, optionally a line with one link), and a list of links.
 */
export function markdownSections(root: Root, report: Report): MarkdownSection[] {
  const sections: MarkdownSection[] = [];
  let section: MarkdownSection | undefined;
  let reached = 0;
  let card: NonNullable<MarkdownSection["cards"]>[number] | undefined;

  const advance = (node: RootContent, part: (typeof ORDER)[number]) => {
    const index = ORDER.indexOf(part);
    if (index < reached) {
      report(
        lineOf(node),
        `In einem Abschnitt stehen zuerst die Absätze, dann ${ORDER.slice(1)
          .map((key) => ORDER_NAMES[key])
          .join(
            ", ",
          )}. Hier steht ${ORDER_NAMES[part]} nach ${ORDER_NAMES[ORDER[reached] ?? "paragraphs"]}; stellen Sie es um.`,
      );
    }
    reached = Math.max(reached, index);
  };

  for (const node of root.children) {
    if (node.type === "heading" && node.depth === 2) {
      const { heading, id } = headingAndId(plainText(node.children, report));
      section = { heading, paragraphs: [], ...(id ? { id } : {}) };
      sections.push(section);
      reached = 0;
      card = undefined;
      continue;
    }
    if (!section) {
      report(
        lineOf(node),
        "Vor der ersten Überschrift „## …“ darf im Text nichts stehen. Die Einleitung gehört oben in „einleitung:“.",
      );
      continue;
    }
    if (node.type === "heading" && node.depth === 3) {
      advance(node, "cards");
      card = { title: plainText(node.children, report), text: "" };
      section.cards = [...(section.cards ?? []), card];
      continue;
    }
    if (node.type === "heading") {
      report(
        lineOf(node),
        "Überschriften schreiben Sie mit „## “ (Abschnitt) oder „### “ (Karte in einem Abschnitt).",
      );
      continue;
    }
    if (card) {
      const link = node.type === "paragraph" ? linkOnly(node) : undefined;
      if (link && card.text) {
        const problem = checkLinkTarget(link.url);
        if (problem) report(lineOf(link), problem);
        card.link = { label: plainText(link.children, report), to: link.url };
        continue;
      }
      if (node.type === "paragraph" && !card.text && !link) {
        card.text = plainText(node.children, report);
        continue;
      }
      if (node.type === "list" && !node.ordered && listLinks(node, () => {}).every(Boolean)) {
        card = undefined;
      } else {
        report(
          lineOf(node),
          "Eine Karte („### Titel“) hat genau einen Absatz, danach höchstens eine Zeile mit einem Link.",
        );
        continue;
      }
    }
    if (node.type === "paragraph") {
      const text = plainText(node.children, report);
      if (text === CRISIS_MARKER) {
        advance(node, "crisis");
        section.crisis = true;
      } else {
        advance(node, "paragraphs");
        section.paragraphs.push(text);
      }
      continue;
    }
    if (node.type === "list" && node.ordered) {
      advance(node, "steps");
      section.steps = node.children.map((item) => {
        const paragraph = item.children[0];
        const [first, ...rest] = paragraph?.type === "paragraph" ? paragraph.children : [];
        if (first?.type !== "strong") {
          report(
            lineOf(item),
            "Ein nummerierter Schritt beginnt mit seinem Titel in Sternchen: 1. **Titel** Text.",
          );
          return { title: "", text: "" };
        }
        const text = plainText(rest, report).replace(/^[:–-]\s*/, "");
        return { title: plainText(first.children, report).replace(/:$/, ""), text };
      });
      continue;
    }
    if (node.type === "list") {
      // A blank line does not end a Markdown list: links written under a list ("- " too) are
      // its last items, so the items after its last text are the section's links.
      const asLinks = listLinks(node, () => {});
      const textEnd = asLinks.findLastIndex((link) => !link) + 1;
      if (textEnd > 0) {
        advance(node, "list");
        section.list = node.children.slice(0, textEnd).map((item, index) => {
          const link = asLinks[index];
          if (link) {
            report(
              lineOf(item),
              "Dieser Link steht mitten in einer Aufzählung. Links stehen an ihrem Ende, jeder allein in seiner Zeile: - [Linktext](/seite)",
            );
            return link.label;
          }
          const [first, ...rest] = item.children;
          for (const extra of rest)
            notAllowed(extra, report, "Ein zweiter Absatz in einem Listenpunkt");
          return first?.type === "paragraph" ? plainText(first.children, report) : "";
        });
      }
      if (textEnd < node.children.length) {
        advance(node, "links");
        const linkItems = { ...node, children: node.children.slice(textEnd) };
        section.links = listLinks(linkItems, report).filter((link) => link !== undefined);
      }
      continue;
    }
    notAllowed(node, report);
  }
  return sections;
}
