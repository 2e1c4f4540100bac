import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR } from "#content/files/content-dir.ts";
import { practice } from "#content/practice.ts";
import { fileProblems } from "./check-file.ts";

const read = (file: string) => readFileSync(join(CONTENT_DIR, file), "utf8");

describe("the build's check in the editor", () => {
  it("finds nothing in the practice's files as they are", () => {
    for (const file of [
      "praxis.yaml",
      "faq/psychotherapie.yaml",
      "seiten/psychotherapie/kosten.md",
    ]) {
      expect(fileProblems(`content/${file}`, read(file))).toEqual([]);
    }
  });

  it("refuses a phone number that cannot be dialled, with the build's message and line", () => {
    const text = read("praxis.yaml").replace(/^telefon: .*$/m, "telefon: Ruf an");
    const line = text.split("\n").findIndex((row) => row.startsWith("telefon:")) + 1;
    expect(fileProblems("content/praxis.yaml", text)).toEqual([
      expect.objectContaining({
        file: "content/praxis.yaml",
        line,
        message: expect.stringMatching(/Telefonnummer lässt sich so nicht wählen/),
      }),
    ]);
  });

  it("refuses a fact typed as text, and an unknown placeholder", () => {
    const faq = read("faq/psychotherapie.yaml");
    const copied = faq.replace(
      "fragen:\n",
      `fragen:\n  - id: neu\n    frage: Wie erreiche ich Sie?\n    antwort: Unter ${practice.phone.display}.\n`,
    );
    expect(fileProblems("content/faq/psychotherapie.yaml", copied).map((p) => p.message)).toEqual([
      expect.stringContaining("{telefon}"),
    ]);
    const unknown = faq.replace(
      "fragen:\n",
      "fragen:\n  - id: neu\n    frage: Wie lautet {telefonnummer}?\n    antwort: Ja.\n",
    );
    expect(fileProblems("content/faq/psychotherapie.yaml", unknown).map((p) => p.message)).toEqual([
      expect.stringContaining("{telefonnummer}"),
    ]);
  });
});
