import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR } from "#content/files/content-dir.ts";
import { BODY, readFileText, writeFileText } from "./file-text.ts";

const contentFiles = readdirSync(CONTENT_DIR, { recursive: true, encoding: "utf8" }).filter(
  (file) => /\.(ya?ml|md)$/.test(file),
);
const read = (file: string) => readFileSync(join(CONTENT_DIR, file), "utf8");

const YAML = `# Die Angaben der Praxis
name: Alex Muster # PLATZHALTER
telefon: 0911 12345678
berufsverbände: # PLATZHALTER
  - Musterverband
einleitung: |
  Erste Zeile.
  Zweite Zeile.
alt: ""
`;

describe("the editor's files", () => {
  it.each(contentFiles)("writes %s back byte for byte when nothing changed", (file) => {
    const text = read(file);
    expect(writeFileText(text, readFileText(text))).toBe(text);
  });

  it("reads every value as text, as the build does", () => {
    expect(readFileText("plz: 09123\nja: ja\nversion: 1.0\n")).toEqual({
      plz: "09123",
      ja: "ja",
      version: "1.0",
    });
  });

  it("changes only the line of the changed value, with its comment", () => {
    const data = readFileText(YAML);
    const written = writeFileText(YAML.replace("12345678", "12345678 # Praxis"), {
      ...data,
      telefon: "0911 7654321",
    });
    expect(written).toBe(YAML.replace("0911 12345678", "0911 7654321 # Praxis"));
  });

  it("drops the example marker of a value the practice replaced, and only there", () => {
    const written = writeFileText(YAML, { ...readFileText(YAML), name: "Eva Beispiel" });
    expect(written).toBe(YAML.replace("Alex Muster # PLATZHALTER", "Eva Beispiel"));
  });

  it("keeps a long text a block, and an empty description empty", () => {
    const data = readFileText(YAML);
    const written = writeFileText(YAML, { ...data, einleitung: "Neu.\nNoch eine Zeile." });
    expect(written).toContain("einleitung: |\n  Neu.\n  Noch eine Zeile.\n");
    expect(written).toContain('alt: ""\n');
  });

  it("adds a list entry at the end, a text of several lines as a block", () => {
    const text = "fragen:\n  - id: eins\n    frage: Eins?\n";
    const data = readFileText(text) as { fragen: object[] };
    const written = writeFileText(text, {
      fragen: [...data.fragen, { id: "zwei", frage: "Zwei?", antwort: "Ja.\n\nUnd mehr." }],
    });
    expect(written).toBe(
      "fragen:\n  - id: eins\n    frage: Eins?\n  - id: zwei\n    frage: Zwei?\n    antwort: |-\n      Ja.\n\n      Und mehr.\n",
    );
    expect(readFileText(written)).toEqual({
      fragen: [
        { id: "eins", frage: "Eins?" },
        { id: "zwei", frage: "Zwei?", antwort: "Ja.\n\nUnd mehr." },
      ],
    });
  });

  it("leaves out what the form left unset, and a new field it left empty", () => {
    const written = writeFileText("name: A\nfokus: mitte\n", { name: "A", fokus: null, neu: "" });
    expect(written).toBe("name: A\n");
  });

  it("writes a page's text below its front matter, as typed", () => {
    const page = "---\ntitel: Kosten # Titel\n---\n\n## Preise\n\nText.\n";
    const data = readFileText(page);
    expect(data).toEqual({ titel: "Kosten", [BODY]: "\n## Preise\n\nText.\n" });
    expect(writeFileText(page, { ...data, [BODY]: "\n## Preise\n\nNeuer Text.\n" })).toBe(
      "---\ntitel: Kosten # Titel\n---\n\n## Preise\n\nNeuer Text.\n",
    );
  });
});
