/**
 * Every German text the site shows lives in content/ (or contact/ for the forms), written once;
 * app/ only arranges it. This test parses every source file of app/ and fails on a string or JSX
 * text that looks German, naming file and line. The parser is Vite's (oxc): TypeScript 7 ships
 * no JavaScript parser API.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";

const APP = new URL(".", import.meta.url).pathname;

/** Tests and their helpers may speak German: they check what the visitor sees. */
const isTestFile = (name: string) =>
  /\.test\.tsx?$/.test(name) || name === "test-setup.ts" || name === "test-support.tsx";

/** app/'s source files other than tests, as paths from app/. */
const sourceFiles = () =>
  readdirSync(APP, { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.tsx?$/.test(file) && !isTestFile(basename(file)),
  );

/**
 * Small words of German sentences, matched as written and capitalised (a sentence's first word).
 * None may be a word of code, CSS or an English message (so no "die", "man", "will").
 */
const FUNCTION_WORDS = [
  "der",
  "das",
  "dem",
  "den",
  "des",
  "ein",
  "eine",
  "und",
  "oder",
  "mit",
  "für",
  "zur",
  "zum",
  "ist",
  "sind",
  "wird",
  "nicht",
  "bitte",
  "zurück",
  "weiter",
  "schließen",
  "öffnen",
  "anhalten",
  "fortsetzen",
  "springen",
  "laden",
  "leider",
];
/**
 * Nouns, capitalised as German writes them, so a lower-case path segment such as "/kontakt" or
 * a union member such as "video" is no match. Tuned on the labels once in app/.
 */
const NOUNS = [
  "Sie",
  "Ihr",
  "Ihre",
  "Seite",
  "Menü",
  "Startseite",
  "Video",
  "Bild",
  "Telefon",
  "E-Mail",
  "Instagram",
  "Anfahrt",
  "Impressum",
  "Datenschutz",
  "Rechtliches",
  "Inhalt",
  "Bereiche",
  "Kontakt",
  "Termine",
  "Praxis",
  "Bayern",
  "Zertifikate",
  "Version",
];
/** Capitalised words with a German noun's ending: "Psychotherapie", "Begleitung". */
const NOUN_ENDING = "\\p{Lu}\\p{Ll}*(therapie|ungen|ung|heit|keit|schaft|schaften)";

const capitalised = (word: string) => `${word[0]?.toUpperCase()}${word.slice(1)}`;
const WORDS = [...FUNCTION_WORDS, ...FUNCTION_WORDS.map(capitalised), ...NOUNS, NOUN_ENDING];
/** A whole word: no letter, digit or joiner of code names and paths on either side. */
const GERMAN_WORD = new RegExp(
  `(?<![\\p{L}\\p{N}_./#-])(${WORDS.join("|")})(?![\\p{L}\\p{N}_/-])`,
  "u",
);
const GERMAN_LETTER = /[äöüÄÖÜß]/;

const looksGerman = (text: string) => GERMAN_LETTER.test(text) || GERMAN_WORD.test(text);

type Finding = { file: string; line: number; text: string };
type Node = { type: string; start: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

/** The text a node would put on a page, if it is a string literal, template part or JSX text. */
function textOf(node: Node): string | undefined {
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateElement") return (node.value as { cooked?: string }).cooked;
  if (node.type === "JSXText") return node.value as string;
  return undefined;
}

/** The German texts of one source file (comments are not part of the tree). */
function germanTexts(fileName: string, source: string): Finding[] {
  const { program, errors } = parseSync(fileName, source, { lang: "tsx" });
  if (errors.length > 0) throw new Error(`${fileName}: ${errors[0]?.message}`);
  const lineStarts = [...source.matchAll(/\n/g)].map((match) => match.index + 1);
  const lineAt = (offset: number) => lineStarts.filter((start) => start <= offset).length + 1;
  const findings: Finding[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    // Module paths name files, not text.
    if (/^(Import|Export(Named|All))Declaration$/.test(value.type)) {
      if (value.type !== "ImportDeclaration") visit(value.declaration);
      return;
    }
    const text = textOf(value);
    if (text !== undefined && looksGerman(text)) {
      findings.push({ file: fileName, line: lineAt(value.start), text: text.trim() });
    }
    for (const [key, child] of Object.entries(value)) if (key !== "type") visit(child);
  };
  visit(program);
  return findings;
}

describe("German text in app/", () => {
  it("recognises German text and leaves code alone", () => {
    for (const text of [
      "Menü",
      "Seite wird geladen …",
      "Telefon:",
      "Inhalt",
      "Zum Inhalt springen",
      "– Psychotherapie",
    ]) {
      expect(looksGerman(text), text).toBe(true);
    }
    for (const text of [
      "site-header__menu",
      "/kontakt",
      "routes/impressum.tsx",
      "video",
      "(min-width: 48rem)",
    ]) {
      expect(looksGerman(text), text).toBe(false);
    }
  });

  it("finds strings, template parts and JSX text, not module paths", () => {
    const source = [
      'import { x } from "./Seite.ts";',
      'const a = "Hauptmenü";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a template literal
      "const b = `${a} und ${a}`;",
      "const c = <p>Bitte warten</p>;",
      "// Menü: a comment is no text",
      'export const d = <a aria-label="Startseite" />;',
    ].join("\n");
    expect(germanTexts("x.tsx", source).map(({ line, text }) => `${line}: ${text}`)).toEqual([
      "2: Hauptmenü",
      "3: und",
      "4: Bitte warten",
      "6: Startseite",
    ]);
  });

  it("has none: the site's German text lives in content/ and contact/", () => {
    const findings = sourceFiles().flatMap((file) =>
      germanTexts(join("app", file), readFileSync(join(APP, file), "utf8")),
    );
    expect(findings.map(({ file, line, text }) => `${file}:${line}: ${text}`)).toEqual([]);
  });
});
