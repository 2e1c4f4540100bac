/**
 * The values content/ still marks as examples, each as a German line for the practice naming
 * the file, the line, the field, the example value and what to write. A YAML comment
 * "# PLATZHALTER" at the end of a line is the mark (in YAML files and in a Markdown file's
 * front matter); a TypeScript file may still carry a "PLACEHOLDER:" comment.
 *
 * This reads lines, not YAML: it must still answer for a file the owner has just broken (the
 * build says what is wrong with it), and a marked line says enough by itself. Indentation and
 * "- " are followed only as far as needed to name the field a line belongs to.
 */

/** A YAML comment "# PLATZHALTER" ending the line (YAML needs a space before "#"). */
const MARKER = /(?:^|\s)#\s*PLATZHALTER\s*$/i;
const TS_MARKER = /\bPLACEHOLDER:\s*(.*?)\s*(?:\*\/)?$/;
/** A mapping key and what follows it on the line: `feld: Wert`, `feld:`. */
const KEY = /^("[^"]*"|'[^']*'|[^\s"'#\-[{][^:#]*?)\s*:(?:\s+(.*))?$/;
const BLOCK_SCALAR = /^[|>][+-]?\d*$/;
/** Longest example value quoted in a line; longer ones end in "…". */
const SHOWN_LENGTH = 60;

const DELETE_MARK = "löschen Sie danach „# PLATZHALTER“ am Zeilenende.";

export type Placeholder = { line: number; message: string };

/** Which files carry placeholders, and how they are read. */
export function isPlaceholderFile(file: string): boolean {
  return /\.(ya?ml|md)$/.test(file) || (/\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file));
}

/** The placeholders of one file of content/ (`file` decides how its text is read). */
export function findPlaceholders(file: string, text: string): Placeholder[] {
  const lines = text.split(/\r?\n/);
  if (/\.ya?ml$/.test(file)) return yamlPlaceholders(lines, 0, lines.length);
  if (file.endsWith(".md")) return markdownPlaceholders(lines);
  if (/\.tsx?$/.test(file)) return tsPlaceholders(lines);
  return [];
}

const quote = (text: string) => `„${text}“`;

/** A value as the line shows it: without quotes or a further comment, shortened. */
function shown(value: string): string {
  let text = value.trim();
  const quoted = /^"(.*)"$|^'(.*)'$/.exec(text);
  if (quoted) text = quoted[1] ?? quoted[2] ?? "";
  else text = text.replace(/\s#.*$/, "");
  text = text.replace(/\s+/g, " ").trim();
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1).trimEnd()}…` : text;
}

const unquoteKey = (key: string) => key.trim().replace(/^"(.*)"$|^'(.*)'$/, "$1$2");
const indentOf = (line: string) => /^ */.exec(line)?.[0].length ?? 0;
const isBlankOrComment = (line: string) => /^\s*(#.*)?$/.test(line);

type Entry = {
  /** The column where the key starts. */
  indent: number;
  key: string;
  /** Entries ("- ") seen so far in the list under this key. */
  items: number;
  /** The list entry this key is inside of, if any: the list's key and the entry's number. */
  item?: { list: string | undefined; number: number };
};

/** Lines `from` to `to` (0-based, end excluded) of a YAML text. */
function yamlPlaceholders(lines: readonly string[], from: number, to: number): Placeholder[] {
  const found: Placeholder[] = [];
  const stack: Entry[] = [];
  /** Entries of a list at the top level of the file. */
  const root = { items: 0 };
  /** The `feld: |` whose text the lines below belong to, while they do. */
  let block: { entry: Entry; parent: Entry | undefined } | undefined;

  for (let index = from; index < to; index++) {
    const line = lines[index] ?? "";
    if (block) {
      if (line.trim() === "" || indentOf(line) > block.entry.indent) {
        // Inside the text "# PLATZHALTER" is no comment: visitors would read it.
        if (MARKER.test(line)) {
          found.push({
            line: index + 1,
            message: `Der Text von ${fieldName(block.entry, block.parent)} ist noch ein Beispiel (${quote(shown(line.replace(MARKER, "")))}). Schreiben Sie den echten Text und ${DELETE_MARK}`,
          });
        }
        continue;
      }
      block = undefined;
    }
    const marked = MARKER.test(line);
    const rest = line.replace(MARKER, "");
    if (rest.trim() === "" || /^\s*#/.test(rest)) {
      if (marked) {
        found.push({
          line: index + 1,
          message:
            "Hier steht noch „# PLATZHALTER“: Die Angaben darunter sind noch Beispiele. Tragen Sie die echten ein und löschen Sie danach diese Zeile.",
        });
      }
      continue;
    }

    const parts = /^( *)(-(?: +|$))?(.*)$/.exec(rest);
    const indent = parts?.[1]?.length ?? 0;
    const dash = parts?.[2];
    const body = parts?.[3] ?? "";
    let item: Entry["item"];
    if (dash !== undefined) {
      while ((stack.at(-1)?.indent ?? -1) > indent) stack.pop();
      const list = stack.at(-1);
      const owner = list ?? root;
      owner.items += 1;
      item = { list: list?.key, number: owner.items };
    }
    const key = KEY.exec(body);
    let entry: Entry | undefined;
    if (key) {
      const keyIndent = indent + (dash?.length ?? 0);
      if (dash === undefined) {
        // A sibling of a key that began a list entry belongs to the same entry.
        while ((stack.at(-1)?.indent ?? -1) >= keyIndent) {
          const popped = stack.pop();
          if (popped?.indent === keyIndent && popped.item) item = popped.item;
        }
      }
      const parent = stack.at(-1);
      entry = { indent: keyIndent, key: unquoteKey(key[1] ?? ""), items: 0, item };
      stack.push(entry);
      const value = key[2] ?? "";
      if (BLOCK_SCALAR.test(value.trim())) block = { entry, parent };
      if (marked) {
        found.push({
          line: index + 1,
          message: keyMessage(lines, index, to, entry, parent, value),
        });
      }
    } else if (marked) {
      const where = item
        ? item.list
          ? `Der ${item.number}. Eintrag von ${quote(item.list)}`
          : `Der ${item.number}. Eintrag der Liste`
        : "Diese Zeile";
      found.push({
        line: index + 1,
        message: `${where} ist noch ein Beispielwert (${quote(shown(body))}). Tragen Sie den echten Wert ein und ${DELETE_MARK}`,
      });
    }
  }
  return found;
}

function fieldName(entry: Entry, parent: Entry | undefined): string {
  if (entry.item) {
    return entry.item.list
      ? `${quote(entry.key)} im ${entry.item.number}. Eintrag von ${quote(entry.item.list)}`
      : `${quote(entry.key)} im ${entry.item.number}. Eintrag`;
  }
  return parent ? `${quote(entry.key)} unter ${quote(parent.key)}` : quote(entry.key);
}

/** The message for a marked `feld: …` line at `index`. */
function keyMessage(
  lines: readonly string[],
  index: number,
  to: number,
  entry: Entry,
  parent: Entry | undefined,
  value: string,
): string {
  const field = fieldName(entry, parent);
  const example = (text: string) =>
    `${field} ist noch ein Beispielwert (${quote(shown(text))}). Tragen Sie den echten Wert ein und ${DELETE_MARK}`;
  if (value.trim() !== "" && !BLOCK_SCALAR.test(value.trim())) return example(value);

  const below: string[] = [];
  for (let next = index + 1; next < to; next++) {
    const line = lines[next] ?? "";
    if (isBlankOrComment(line)) continue;
    const indent = indentOf(line);
    // A list may start at its key's own column ("feld:" then "- …" below it).
    if (indent < entry.indent || (indent === entry.indent && !/^ *- /.test(line))) break;
    below.push(line);
  }
  if (BLOCK_SCALAR.test(value.trim())) return example(below.join(" "));
  const first = below[0];
  if (first === undefined) {
    return `${field} ist noch leer. Tragen Sie den Wert hinter dem Doppelpunkt ein und ${DELETE_MARK}`;
  }
  const firstItem = /^ *- +(.*)$/.exec(first);
  if (firstItem) {
    const entryText = firstItem[1] ?? "";
    const sample =
      KEY.test(entryText) || entryText.trim() === ""
        ? ""
        : ` (erster Eintrag: ${quote(shown(entryText.replace(MARKER, "")))})`;
    return `Die Liste ${field} enthält noch Beispieleinträge${sample}. Ersetzen oder streichen Sie die Einträge darunter, bis nur echte dastehen, und ${DELETE_MARK}`;
  }
  return `Die Angaben unter ${field} sind noch Beispielwerte. Tragen Sie darunter die echten Werte ein und ${DELETE_MARK}`;
}

/** Front matter (between the first two "---" lines) as YAML, the text below as text. */
function markdownPlaceholders(lines: readonly string[]): Placeholder[] {
  let bodyStart = 0;
  const found: Placeholder[] = [];
  if (/^---\s*$/.test(lines[0] ?? "")) {
    const end = lines.findIndex((line, index) => index > 0 && /^---\s*$/.test(line));
    const frontEnd = end === -1 ? lines.length : end;
    found.push(...yamlPlaceholders(lines, 1, frontEnd));
    bodyStart = frontEnd + 1;
  }
  let fenced = false;
  for (let index = bodyStart; index < lines.length; index++) {
    const line = lines[index] ?? "";
    // Inside ``` a line is shown as it is: an example of the marker, not a mark.
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced || !MARKER.test(line)) continue;
    const text = line.replace(MARKER, "").replace(/^\s*(#+|[-*+]|\d+\.)\s+/, "");
    found.push({
      line: index + 1,
      message:
        text.trim() === ""
          ? "Hier steht noch „# PLATZHALTER“: Der Text hier ist noch ein Beispiel. Schreiben Sie den echten Text und löschen Sie danach diese Zeile."
          : `Dieser Text ist noch ein Beispiel (${quote(shown(text))}). Schreiben Sie den echten Text und ${DELETE_MARK}`,
    });
  }
  return found;
}

function tsPlaceholders(lines: readonly string[]): Placeholder[] {
  return lines.flatMap((line, index) => {
    const mark = TS_MARKER.exec(line);
    return mark
      ? [
          {
            line: index + 1,
            message: `Hier steht noch ein Platzhalter (${quote(mark[1] ?? "")}). Tragen Sie den echten Wert ein und löschen Sie danach den Kommentar „PLACEHOLDER:“.`,
          },
        ]
      : [];
  });
}
