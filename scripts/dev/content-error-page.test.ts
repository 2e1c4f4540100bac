import { describe, expect, it } from "vitest";
import { contentErrorPage, contentProblems } from "./content-error-page.ts";

const LINES = [
  "content/faq/psychotherapie.yaml, Zeile 12: Das Feld „frage“ fehlt.",
  "content/praxis.yaml, Zeile 3: <script>alert(1)</script> ist keine Telefonnummer.",
];

describe("a content problem in the preview", () => {
  it("is an error whose lines name a content file", () => {
    expect(contentProblems(new Error(LINES.join("\n")))).toEqual(LINES);
    expect(contentProblems(new Error("content/praxis.yaml: Die Datei fehlt."))).toEqual([
      "content/praxis.yaml: Die Datei fehlt.",
    ]);
  });

  it("is found as the cause of another error", () => {
    const error = new Error("module evaluation failed", { cause: new Error(LINES[0]) });
    expect(contentProblems(error)).toEqual([LINES[0]]);
  });

  it("is not any other error", () => {
    expect(contentProblems(new TypeError("Cannot read properties of null"))).toBeUndefined();
    expect(contentProblems(new Error("app/routes/home.tsx, Zeile 3: oops"))).toBeUndefined();
    expect(contentProblems("content/praxis.yaml, Zeile 1: kein Error")).toBeUndefined();
  });

  it("shows its lines escaped, in German, without a stack trace", () => {
    const error = new Error(LINES.join("\n"));
    const page = contentErrorPage(contentProblems(error) ?? []);
    expect(page).toContain('<html lang="de">');
    expect(page).toContain(
      "<li>content/faq/psychotherapie.yaml, Zeile 12: Das Feld „frage“ fehlt.</li>",
    );
    expect(page).toContain("&#60;script&#62;alert(1)&#60;/script&#62; ist keine Telefonnummer.");
    expect(page).not.toContain("<script>");
    const frame = error.stack?.split("\n").find((line) => line.trim().startsWith("at "));
    expect(frame).toBeDefined();
    expect(page).not.toContain(frame?.trim());
  });
});
