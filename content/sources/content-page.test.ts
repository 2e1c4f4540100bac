/** The pages with sections as the practice writes them, and as the app gets them. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cityNames, collect } from "#test-support/content-helpers.ts";
import { contentPath } from "../files/content-dir.ts";
import { formatProblem } from "../files/problems.ts";
import { kosten } from "../pages/kosten.ts";
import { paartherapiePage, psychotherapieLeistungen } from "../pages/psychotherapie-leistungen.ts";
import { psychotherapieMethoden } from "../pages/psychotherapie-methoden.ts";
import { sportLeistungen } from "../pages/sport-leistungen.ts";
import { traumatherapiePage } from "../pages/traumatherapie.ts";
import { placeholders } from "../practice.ts";
import { contactPanel, contentPage, contentPageFile, fillLater } from "./content-page.ts";
import { paartherapieFile } from "./psychotherapie-leistungen.ts";

const front = [
  "titel: Kosten | {marke}",
  "beschreibung: Was es kostet.",
  "stichwörter:",
  "  - Kosten",
  "überschrift: Kosten",
  "einleitung: Klare Absprachen.",
  "kontakt:",
  "  titel: Fragen?",
  "  aktion: Schreiben Sie mir",
  "  größe: klein",
];
const body = "## Telefonat {#telefonat}\n\nZuerst 20 Minuten.\n\n- [Kontakt](/kontakt)\n";
const file = contentPageFile("seiten/test.md");
const read = (lines: readonly string[], text = body) =>
  file.read(`---\n${lines.join("\n")}\n---\n\n${text}`, { placeholders: { marke: "Praxis" } });

describe("a page with sections", () => {
  it("becomes the page the app renders: meta, hero, sections and its contact panel", () => {
    const { data, problems } = read(front);
    expect(problems).toEqual([]);
    if (!data) throw new Error("no data");
    expect(contentPage(data, contactPanel(data.kontakt))).toEqual({
      meta: { title: "Kosten | Praxis", description: "Was es kostet.", keywords: ["Kosten"] },
      heading: "Kosten",
      lead: "Klare Absprachen.",
      sections: [
        {
          id: "telefonat",
          heading: "Telefonat",
          paragraphs: ["Zuerst 20\u00a0Minuten."],
          links: [{ label: "Kontakt", to: "/kontakt" }],
        },
      ],
      contactPanel: { title: "Fragen?", action: "Schreiben Sie mir", size: "small" },
    });
  });

  it("names a description longer than a search engine shows, and an unknown panel size", () => {
    const long = front.map((line) =>
      line.startsWith("beschreibung") ? `beschreibung: ${"Sehr lang. ".repeat(17)}` : line,
    );
    const sized = front.map((line) => (line.includes("größe") ? "  größe: groß" : line));
    expect(read(long).problems.map(formatProblem)).toEqual([
      "content/seiten/test.md, Zeile 3: „beschreibung“ ist zu lang: höchstens 170 Zeichen.",
    ]);
    expect(read(sized).problems.map(formatProblem)).toEqual([
      "content/seiten/test.md, Zeile 11: „größe“ muss einer dieser Werte sein: „klein“.",
    ]);
  });

  it("fills the placeholders a page fills itself in every text, and keeps the others", () => {
    const page = { title: "Für {stadt}", list: ["{einladung}", "{andere}"], n: { x: "{stadt}" } };
    expect(fillLater(page, { stadt: "Fürth", einladung: "Willkommen" })).toEqual({
      title: "Für Fürth",
      list: ["Willkommen", "{andere}"],
      n: { x: "Fürth" },
    });
  });
});

describe("the couples therapy page", () => {
  it("needs the line {einladung}, where the invitation for its city stands", () => {
    const text = readFileSync(contentPath(paartherapieFile.file), "utf8");
    expect(paartherapieFile.read(text, { placeholders }).problems).toEqual([]);
    const without = paartherapieFile.read(text.replace(/^\{einladung\}$/m, "Willkommen."), {
      placeholders,
    });
    expect(without.data).toBeUndefined();
    expect(without.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/seiten\/psychotherapie\/leistungen\/paartherapie\.md: Im Text fehlt die Zeile \{einladung\}/,
      ),
    ]);
  });
});

describe("the loaded pages", () => {
  it("keep no placeholder unfilled, in any city variant", () => {
    const variants = [undefined, ...cityNames].flatMap((city) => [
      traumatherapiePage(city),
      paartherapiePage(city),
    ]);
    const pages = [
      ...Object.values(psychotherapieLeistungen),
      ...Object.values(psychotherapieMethoden),
      ...Object.values(sportLeistungen),
      kosten,
      ...variants,
    ];
    for (const { where, text } of collect(pages, "pages", [])) {
      expect(text, where).not.toMatch(/\{[^{}\s]+\}/);
    }
  });
});
