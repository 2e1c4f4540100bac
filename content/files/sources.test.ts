/** The loader library as the practice meets it: German lines naming file, line and field. */
import { statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { group, id, list, markdown, phone, text, uniqueIds } from "./fields.ts";
import { formatProblem } from "./problems.ts";
import { markdownFile, yamlFile } from "./sources.ts";

const faqFile = yamlFile(
  "faq/test.yaml",
  list(group({ id: id(), frage: text(), antwort: markdown(), telefon: z.optional(phone()) })).check(
    z.superRefine(uniqueIds),
  ),
);

const lines = (text: string, options = {}) =>
  faqFile.read(text, options).problems.map(formatProblem);

describe("a YAML file", () => {
  it("names the file, the line and the field of a missing, a misspelt and an empty field", () => {
    const yaml = [
      "- id: erste",
      "  frage: Wie?",
      "  antwort: Gut.",
      "- id: zweite",
      "  frgae: Was?",
      "  antwort: |",
      "    Ja.",
      "- id: dritte",
      "  frage:",
      "  antwort: Nein.",
    ].join("\n");
    expect(lines(yaml)).toEqual([
      "content/faq/test.yaml, Zeile 4: Das Feld „frage“ fehlt.",
      "content/faq/test.yaml, Zeile 5: Das Feld „frgae“ gibt es hier nicht. Meinten Sie „frage“?",
      "content/faq/test.yaml, Zeile 9: „frage“: Das Feld ist leer. Bitte einen Text eintragen.",
    ]);
  });

  it("says what to do about a colon inside a plain text, at its line, and stops there", () => {
    const [problem, ...rest] = lines("- id: a\n  frage: Wichtig: das hier\n  antwort: x");
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^content\/faq\/test\.yaml, Zeile 2: .*Doppelpunkt.*Anführungszeichen/);
  });

  it("names an indentation mistake and a missing space after a colon as what they are", () => {
    const deeper = lines("- id: a\n  frage: Wie?\n    antwort: Gut.");
    expect(deeper).toEqual([
      expect.stringMatching(
        /^content\/faq\/test\.yaml, Zeile 3: Diese Zeile ist weiter eingerückt als das Feld darüber/,
      ),
    ]);
    const entry = yamlFile("test.yaml", group({ liste: list(text()) }));
    const [item, ...more] = entry.read("liste:\n  - eins\n- zwei\n", {}).problems;
    expect(more).toEqual([]);
    expect(item?.line).toBe(3);
    expect(item?.message).toMatch(/^Die Einträge einer Liste beginnen genau untereinander/);
    expect(lines("- id: a\n  frage:Wie?\n  antwort: Gut.")).toEqual([
      "content/faq/test.yaml, Zeile 2: Nach „frage:“ fehlt ein Leerzeichen: Schreiben Sie „frage: Text“.",
    ]);
  });

  it("finds a duplicate id, a phone number that cannot be dialled and an unknown placeholder", () => {
    const yaml = [
      "- id: a",
      "  frage: Wer ist {nam}?",
      "  antwort: x",
      "  telefon: tel:0911 7654321",
      "- id: a",
      "  frage: y",
      "  antwort: z",
    ].join("\n");
    const found = lines(yaml, { placeholders: { name: "Alex" } });
    expect(found).toHaveLength(3);
    expect(found[0]).toBe(
      "content/faq/test.yaml, Zeile 2: Den Platzhalter „{nam}“ gibt es nicht. Möglich sind: {name}.",
    );
    expect(found[1]).toMatch(
      /^content\/faq\/test\.yaml, Zeile 4: „telefon“: Diese Telefonnummer lässt sich so nicht wählen/,
    );
    expect(found[2]).toMatch(
      /^content\/faq\/test\.yaml, Zeile 5: .*„a“ steht schon beim 1\. Eintrag/,
    );
  });

  it("refuses HTML and Markdown outside the allowed set", () => {
    const found = lines("- id: a\n  frage: <b>Fett</b>\n  antwort: |\n    # Titel\n\n    Text");
    expect(found[0]).toMatch(/Zeile 2: HTML wie „<b>“ ist in den Texten nicht möglich/);
    expect(found[1]).toMatch(/Zeile 3: .*Überschriften/);
  });

  it("fills placeholders, applies German typography and turns Markdown into the page's HTML", () => {
    const { data, problems } = faqFile.read(
      '- id: a\n  frage: Was kostet "{name}"?\n  antwort: |\n    In **20 Minuten** z. B. [hier](/kosten).\n\n    - eins\n    - zwei\n',
      { placeholders: { name: "Alex" } },
    );
    expect(problems).toEqual([]);
    expect(data?.[0]?.frage).toBe("Was kostet „Alex“?");
    expect(data?.[0]?.antwort).toBe(
      '<p>In <strong>20\u00a0Minuten</strong> z.\u00a0B. <a href="/kosten">hier</a>.</p><ul><li>eins</li><li>zwei</li></ul>',
    );
  });
});

describe("a Markdown page", () => {
  const page = markdownFile("seiten/test.md", group({ titel: text() }), "sections");
  const read = (body: string) => page.read(`---\ntitel: Test\n---\n${body}`, {});

  it("turns the body into sections with lists, steps, cards, links and the crisis numbers", () => {
    const { data, problems } = read(
      [
        "## Erste {#erste}",
        "",
        "Ein Absatz.",
        "",
        "{krisennummern}",
        "",
        "- Punkt",
        "",
        "1. **Schritt** – der Text",
        "",
        "### Karte",
        "",
        "Kartentext.",
        "",
        "[Mehr erfahren](/kosten)",
        "",
        "- [Kosten](/kosten)",
      ].join("\n"),
    );
    expect(problems).toEqual([]);
    expect(data?.sections).toEqual([
      {
        id: "erste",
        heading: "Erste",
        paragraphs: ["Ein Absatz."],
        crisis: true,
        list: ["Punkt"],
        steps: [{ title: "Schritt", text: "der Text" }],
        cards: [
          { title: "Karte", text: "Kartentext.", link: { label: "Mehr erfahren", to: "/kosten" } },
        ],
        links: [{ label: "Kosten", to: "/kosten" }],
      },
    ]);
  });

  it("names the line of bold text in a paragraph, of a paragraph after a list, and of a bad link", () => {
    const found = read(
      "## A\n\nEin **fetter** Absatz.\n\n- Punkt\n\nSpäter.\n\n- [X](kosten)",
    ).problems.map(formatProblem);
    expect(found).toEqual([
      expect.stringMatching(/^content\/seiten\/test\.md, Zeile 6: Fett- oder Kursivschrift/),
      expect.stringMatching(/^content\/seiten\/test\.md, Zeile 10: .*Absätze.*stellen Sie es um/),
      expect.stringMatching(
        /^content\/seiten\/test\.md, Zeile 12: Das Linkziel „kosten“ ist keine Seite/,
      ),
    ]);
  });

  it("takes the links written under a list as the section's links, and names a link inside it", () => {
    const { data, problems } = read(
      "## A\n\nText.\n\n- Punkt\n\n- [Kosten](/kosten)\n- [FAQ](/faq)",
    );
    expect(problems).toEqual([]);
    expect(data?.sections[0]).toMatchObject({
      list: ["Punkt"],
      links: [
        { label: "Kosten", to: "/kosten" },
        { label: "FAQ", to: "/faq" },
      ],
    });
    const found = read("## A\n\nText.\n\n- [Kosten](/kosten)\n- Punkt\n- [FAQ](/faq)").problems.map(
      formatProblem,
    );
    expect(found).toEqual([
      expect.stringMatching(
        /^content\/seiten\/test\.md, Zeile 8: Dieser Link steht mitten in einer Aufzählung/,
      ),
    ]);
  });

  it("names the front matter's field at its line", () => {
    const found = page
      .read("---\ntitel: Test\ntitle: Test\n---\n## A\n\nB", {})
      .problems.map(formatProblem);
    expect(found).toEqual([
      "content/seiten/test.md, Zeile 3: Das Feld „title“ gibt es hier nicht. Meinten Sie „titel“?",
    ]);
  });
});

describe("check", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("reads an unchanged file once, and a saved one anew though its size stayed", async () => {
    const temp = makeTempDir("sources-");
    try {
      vi.stubEnv("CONTENT_DIR", temp.path);
      vi.resetModules();
      const { check, yamlFile: inTemp } = await import("./sources.ts");
      const source = inTemp("test.yaml", group({ titel: text() }));
      const path = join(temp.path, "test.yaml");
      writeFileSync(path, "titel: Alt\n");
      const first = check(source);
      expect(first.data).toEqual({ titel: "Alt" });
      expect(check(source)).toBe(first);
      expect(check(source, { anyPlaceholder: true })).not.toBe(first);

      const saved = statSync(path).mtime;
      writeFileSync(path, "titel: Neu\n");
      // Saved within one tick of the file system's clock, it could keep its mtime.
      utimesSync(path, saved, new Date(saved.getTime() + 1000));
      expect(check(source).data).toEqual({ titel: "Neu" });
    } finally {
      temp.remove();
    }
  });
});
