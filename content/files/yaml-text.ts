/**
 * YAML as the practice writes it, read into plain data with a German problem for each mistake at
 * its line. Every value is text (YAML's failsafe schema: „ja“, „0911“ or „1.0“ stay as typed);
 * the schemas say what a field must be. Placeholders and typography are applied to every value
 * here, before the schema sees it, so their problems carry the value's own line.
 */
import { type Document, isMap, isScalar, LineCounter, type Node, parseDocument, visit } from "yaml";
import type { z } from "zod/mini";
import type { Problem } from "./problems.ts";
import { describeIssue } from "./schema-issues.ts";
import { prepareText, type TextOptions } from "./text-values.ts";

/** What YAML's own errors mean for someone who writes a file by hand. */
const SYNTAX_MESSAGES: Partial<Record<string, string>> = {
  BLOCK_AS_IMPLICIT_KEY:
    'Hier steht ein Doppelpunkt mit Leerzeichen mitten im Text. Setzen Sie den ganzen Text in gerade Anführungszeichen (feld: "Text: mit Doppelpunkt") oder schreiben Sie ihn eingerückt unter „feld: |“.',
  MULTILINE_IMPLICIT_KEY:
    "Die Zeile davor endet, ohne dass ein Feld abgeschlossen ist, oder ein Text geht ohne Einrückung weiter. Rücken Sie Fortsetzungszeilen ein oder schreiben Sie „feld: |“ und den Text eingerückt darunter.",
  BAD_INDENT:
    "Die Einrückung stimmt nicht: Felder derselben Ebene stehen genau untereinander, Einträge einer Liste beginnen mit „- “ auf gleicher Höhe.",
  TAB_AS_INDENT: "Hier wird mit einem Tabulator eingerückt. Bitte nur Leerzeichen verwenden.",
  DUPLICATE_KEY: "Dieses Feld steht hier zweimal. Löschen Sie eines davon.",
  MISSING_CHAR:
    'Hier fehlt ein schließendes Zeichen (ein Anführungszeichen " oder eine Klammer ] bzw. }).',
  BAD_DQ_ESCAPE:
    "Ein Rückstrich \\ in Anführungszeichen muss doppelt geschrieben werden (\\\\), oder lassen Sie die Anführungszeichen weg.",
  BAD_SCALAR_START:
    "Ein Text darf nicht mit diesem Zeichen beginnen. Setzen Sie den ganzen Text in gerade Anführungszeichen.",
  UNEXPECTED_TOKEN:
    "Dieses Zeichen ist hier nicht erlaubt. Ein Text mit Sonderzeichen am Anfang (etwa - : # * & !) steht in geraden Anführungszeichen.",
  MULTIPLE_DOCS: "Die Trennlinie „---“ ist in dieser Datei nicht erlaubt.",
};
const SYNTAX_FALLBACK =
  "Diese Zeile ist so nicht lesbar. Vergleichen Sie sie mit den Zeilen darüber: „feld: Text“, Listen mit „- “, eingerückt mit Leerzeichen.";

/** Leading spaces, and "- " of list entries: where a line's field starts. */
const fieldIndent = (line: string) => line.match(/^(?:\s|- )*/)?.[0].length ?? 0;
const isItem = (line: string) => /^\s*- /.test(line);
const isField = (line: string) => /^(?:\s|- )*[\p{L}-]+:(\s|$)/u.test(line);
const isContent = (line: string) => line.trim() !== "" && !line.trim().startsWith("#");

/**
 * What YAML's error at `line` (1-based in `lines`) means, and the line to name. Three mistakes
 * look to YAML like a text going on, and are named as what they are: a list entry indented
 * unlike the one above it, a field indented deeper than the field above it (which holds a
 * value, so nothing may be indented under it), and a field without the space after its colon.
 */
function syntaxProblem(
  code: string,
  lines: readonly string[],
  line: number,
): { line: number; message: string } {
  const here = lines[line - 1] ?? "";
  if (code === "BLOCK_AS_IMPLICIT_KEY" || code === "MULTILINE_IMPLICIT_KEY") {
    const above = lines.slice(0, line - 1).findLast(isContent);
    if (
      isItem(here) &&
      above !== undefined &&
      isItem(above) &&
      fieldIndent(here) !== fieldIndent(above)
    ) {
      return {
        line,
        message:
          "Die Einträge einer Liste beginnen genau untereinander mit „- “; diese Zeile ist anders eingerückt als der Eintrag darüber.",
      };
    }
    const nextIndex = lines.findIndex((text, index) => index >= line && isContent(text));
    const next = lines[nextIndex];
    if (next !== undefined && isField(next) && fieldIndent(next) > fieldIndent(here)) {
      return {
        line: nextIndex + 1,
        message:
          "Diese Zeile ist weiter eingerückt als das Feld darüber. Felder derselben Gruppe stehen genau untereinander; tiefer eingerückt wird nur unter einem Feld, das mit „:“ oder „|“ endet.",
      };
    }
    const glued = here.match(/^(?:\s|- )*([\p{L}-]+):[^\s/]/u);
    if (glued) {
      return {
        line,
        message: `Nach „${glued[1]}:“ fehlt ein Leerzeichen: Schreiben Sie „${glued[1]}: Text“.`,
      };
    }
  }
  return { line, message: SYNTAX_MESSAGES[code] ?? SYNTAX_FALLBACK };
}

export type ParsedYaml = {
  value: unknown;
  problems: Problem[];
  /** The 1-based line of the value at `path`, or of its nearest parent that exists. */
  lineOf(path: readonly PropertyKey[]): number | undefined;
};

/**
 * Parses `text` of `file` (for messages); `firstLine` is the line of the file where the text
 * starts (front matter begins on line 2).
 */
export function parseYamlText(
  text: string,
  file: string,
  options: TextOptions = {},
  firstLine = 1,
): ParsedYaml {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { schema: "failsafe", uniqueKeys: true, lineCounter });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  const lines = text.split("\n");
  const problems: Problem[] = [];
  for (const error of doc.errors) {
    const at = lineCounter.linePos(error.pos[0]).line;
    const { line, message } = syntaxProblem(error.code, lines, at);
    // One mistake often breaks a line twice; the first message is the one to act on.
    if (problems.some((problem) => problem.line === line + firstLine - 1)) continue;
    problems.push({ file, line: line + firstLine - 1, message });
  }
  if (problems.length > 0) return { value: undefined, problems, lineOf: () => undefined };
  prepareScalars(
    doc,
    text,
    (offset, message) => problems.push({ file, line: lineAt(offset), message }),
    options,
  );
  // A field's line is its name's line: a group's value starts on the line below.
  const lineOf = (path: readonly PropertyKey[]) => {
    for (let depth = path.length; depth >= 0; depth--) {
      const parent = depth > 0 ? doc.getIn(path.slice(0, depth - 1) as unknown[], true) : undefined;
      const key = path[depth - 1];
      const pair = isMap(parent)
        ? parent.items.find((item) => isScalar(item.key) && item.key.value === key)
        : undefined;
      const keyNode = pair && isScalar(pair.key) ? pair.key : undefined;
      if (keyNode?.range) return lineAt(keyNode.range[0]);
      const node = doc.getIn(path.slice(0, depth) as unknown[], true) as Node | undefined;
      if (node?.range) return lineAt(node.range[0]);
    }
    return undefined;
  };
  return { value: doc.toJS() ?? {}, problems, lineOf };
}

/** Fills placeholders and applies typography in every value (not in field names). */
function prepareScalars(
  doc: Document,
  text: string,
  report: (offset: number, message: string) => void,
  options: TextOptions,
) {
  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && typeof pair.key.value === "string") {
        pair.key.value = pair.key.value.trim();
      }
    },
    Scalar(key, node) {
      if (key === "key" || typeof node.value !== "string") return;
      const [start, end] = node.range ?? [0, 0];
      // In a block of several lines, the problem's own line, not the block's first.
      node.value = prepareText(node.value, options, (message, written) => {
        const at = written === undefined ? -1 : text.indexOf(written, start);
        report(at >= start && at < end ? at : start, message);
      });
    },
  });
}

/** Checks `value` against `schema`; each issue becomes a German problem at its line. */
export function validate<S extends z.ZodMiniType>(
  schema: S,
  parsed: ParsedYaml,
  file: string,
): { data?: z.output<S>; problems: Problem[] } {
  const result = schema.safeParse(parsed.value, { reportInput: true });
  if (result.success) return { data: result.data, problems: [] };
  const problems = result.error.issues.flatMap((issue) =>
    describeIssue(issue, schema).map(({ message, path }) => ({
      file,
      line: parsed.lineOf(path),
      message,
    })),
  );
  return { problems };
}
