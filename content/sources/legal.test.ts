/** The legal texts as the practice writes them, and as the pages get them. */
import { describe, expect, it } from "vitest";
import { group, text } from "../files/fields.ts";
import { formatProblem } from "../files/problems.ts";
import { markdownFile } from "../files/sources.ts";
import { legalBody, legalPage } from "./legal.ts";

const file = markdownFile(
  "seiten/recht.md",
  group({ titel: text() }),
  legalBody({ lists: ["verbände"], sentences: ["hinweis"] }),
  ["land", "hinweis", "verbände"],
);
const read = (body: string) =>
  file.read(`---\ntitel: Recht\n---\n\n${body}`, {
    placeholders: { name: "Kim Beispiel", telefon: "0911 7654321", ort: "Fürth", plz: "90762" },
  });
const NBSP = "\u00a0";

describe("a legal text", () => {
  it("reads address lines, labelled lines with links, a list of the practice's, subsections and law links", () => {
    const { data, problems } = read(
      [
        "## Anbieter {#anbieter}",
        "",
        "{name}",
        "{plz} {ort}",
        "{land}",
        "",
        "## Kontakt {#kontakt}",
        "",
        "**Telefon:** {telefon}",
        "**Formular:** [Zum Formular](/kontakt)",
        "",
        "{hinweis}",
        "",
        "## Verbände {#verband}",
        "",
        "{verbände}",
        "",
        "## Rechte {#rechte}",
        "",
        "Nach Art. 6 Abs. 1 lit. f DSGVO",
        "und weiter im selben Absatz.",
        "",
        "- Auskunft",
        "- [Gesetz](https://www.gesetze-im-internet.de/heilprg/)",
        "",
        "### Dauer {#dauer}",
        "",
        "Nach {hinweis} Tagen.",
      ].join("\n"),
    );
    expect(problems).toEqual([]);
    if (!data) throw new Error("no data");
    const page = legalPage(
      { ...data, beschreibung: "B", stichwörter: ["S"], überschrift: "Recht" },
      {
        values: { land: "Deutschland", hinweis: "180" },
        lists: { verbände: ["Verband A e. V.", "Verband B"] },
        hrefs: { "0911 7654321": "tel:+499117654321" },
      },
    );
    expect(page.sections).toEqual([
      {
        id: "anbieter",
        heading: "Anbieter",
        lines: [{ text: "Kim Beispiel" }, { text: "90762 Fürth" }, { text: "Deutschland" }],
      },
      {
        id: "kontakt",
        heading: "Kontakt",
        lines: [
          { label: "Telefon", text: "0911 7654321", href: "tel:+499117654321" },
          { label: "Formular", text: "Zum Formular", href: "/kontakt" },
        ],
        paragraphs: ["180"],
      },
      { id: "verband", heading: "Verbände", list: [`Verband A e.${NBSP}V.`, "Verband B"] },
      {
        id: "rechte",
        heading: "Rechte",
        paragraphs: [
          `Nach Art.${NBSP}6 Abs.${NBSP}1 lit.${NBSP}f DSGVO und weiter im selben Absatz.`,
        ],
        list: ["Auskunft"],
        links: [{ label: "Gesetz", href: "https://www.gesetze-im-internet.de/heilprg/" }],
        subsections: [{ id: "dauer", heading: "Dauer", paragraphs: [`Nach 180${NBSP}Tagen.`] }],
      },
    ]);
  });

  it("names the line of a missing anchor, an unlabelled line among labelled ones, a bad law link and a part out of order", () => {
    const found = read(
      [
        "## Kontakt",
        "",
        "**Telefon:** {telefon}",
        "E-Mail: x",
        "",
        "## Recht {#recht}",
        "",
        "- [Gesetz](www.gesetze-im-internet.de)",
        "",
        "Ein Absatz danach.",
      ].join("\n"),
    ).problems.map(formatProblem);
    expect(found).toEqual([
      expect.stringMatching(
        /^content\/seiten\/recht\.md, Zeile 5: .*„Kontakt“ braucht am Ende ihren Anker/,
      ),
      expect.stringMatching(
        /^content\/seiten\/recht\.md, Zeile 8: .*beginnt jede Zeile mit der Bezeichnung/,
      ),
      expect.stringMatching(
        /^content\/seiten\/recht\.md, Zeile 12: Das Linkziel „www\.gesetze-im-internet\.de“/,
      ),
      expect.stringMatching(
        /^content\/seiten\/recht\.md, Zeile 14: .*Hier steht ein Absatz nach den Links/,
      ),
    ]);
  });
});
