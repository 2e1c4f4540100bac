/**
 * How the editor reads a content file into a form's data and writes the form back as the file:
 * YAML as text values (the failsafe schema, as the build reads it), a Markdown page as its front
 * matter's fields plus `body`. Writing updates the file as it was, value by value, so the
 * practice's comments, the order of fields and the block style of long texts stay, and a change
 * shows in Git as the lines that changed.
 */
import {
  type Document,
  isMap,
  isScalar,
  isSeq,
  type Node,
  parse,
  parseDocument,
  Scalar,
  type YAMLMap,
  type YAMLSeq,
} from "yaml";

/** The comment that marks an example value the practice still has to replace (go-live check). */
const PLACEHOLDER_MARK = "PLATZHALTER";

/** The field that holds a Markdown page's text below its front matter. */
export const BODY = "body";

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

type Data = Record<string, unknown>;

export function readFileText(text: string): Data {
  const front = text.match(FRONT_MATTER);
  if (front) {
    const fields = (parse(front[1] ?? "", { schema: "failsafe" }) ?? {}) as Data;
    return { ...fields, [BODY]: text.slice(front[0].length) };
  }
  return (parse(text, { schema: "failsafe" }) ?? {}) as Data;
}

const isPlainObject = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Sets `value` into `node` where it differs, keeping what is the same (and its comments). */
function updated(doc: Document, node: unknown, value: unknown): Node {
  if (isPlainObject(value) && isMap(node)) {
    const map = node as YAMLMap<Scalar<string>, unknown>;
    for (const pair of [...map.items]) {
      const key = String(isScalar(pair.key) ? pair.key.value : pair.key);
      if (!(key in value) || value[key] === undefined) map.delete(pair.key);
    }
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      const pair = map.items.find((entry) => isScalar(entry.key) && entry.key.value === key);
      if (pair) pair.value = updated(doc, pair.value, item);
      // A field the form left empty is not added; one the file has keeps its "" (alt: "").
      else if (item !== "") map.add(doc.createPair(key, fresh(doc, item)));
    }
    return map;
  }
  if (Array.isArray(value) && isSeq(node)) {
    const seq = node as YAMLSeq<unknown>;
    seq.items = value.map((item, index) => updated(doc, seq.items[index], item));
    return seq;
  }
  if (typeof value === "string" && isScalar(node)) {
    // A textarea drops the block's last line break; keeping it keeps the block's „|“ (the
    // checks trim every text, so it means the same).
    const text =
      node.type === Scalar.BLOCK_LITERAL &&
      String(node.value).endsWith("\n") &&
      value !== "" &&
      !value.endsWith("\n")
        ? `${value}\n`
        : value;
    if (node.value !== text) {
      node.value = text;
      // A value the practice replaced is no longer our example: its marker goes with it.
      if (node.comment?.trim() === PLACEHOLDER_MARK) node.comment = undefined;
      // A long text stays a block (|) as the practice wrote it; a block that became one line
      // is written plain.
      if (!text.includes("\n") && node.type === Scalar.BLOCK_LITERAL) node.type = undefined;
    }
    return node;
  }
  return fresh(doc, value);
}

/** A new node for `value`: texts over several lines as a block (|). */
function fresh(doc: Document, value: unknown): Node {
  const node = doc.createNode(value) as Node;
  const blocks = (item: unknown) => {
    if (isScalar(item) && typeof item.value === "string" && item.value.includes("\n")) {
      item.type = Scalar.BLOCK_LITERAL;
    } else if (isMap(item) || isSeq(item)) {
      for (const child of item.items)
        blocks(isMap(item) ? (child as { value: unknown }).value : child);
    }
  };
  blocks(node);
  return node;
}

/** A field over a list, with a comment after its colon, as yaml writes it back: on a line below. */
const COMMENT_MOVED_DOWN = /^([ \t]*[^\s#][^\n]*:)\n[ \t]+#([^\n]*)\n/gm;

function yamlText(original: string | undefined, data: Data): string {
  const doc = parseDocument(original ?? "", { schema: "failsafe" });
  doc.contents = updated(doc, doc.contents, data) as typeof doc.contents;
  // A comment at the file's end stays right under the last field, as written.
  const ending = doc.comment;
  doc.comment = null;
  const endingText = ending ? `${ending.replace(/^/gm, "#")}\n` : "";
  const endingLines =
    endingText && original?.includes(`\n\n${endingText}`) ? `\n${endingText}` : endingText;
  // Blank lines at the file's end (before a page's closing „---“) stay as they were.
  const blankEnd = "\n".repeat(Math.max(0, (original?.match(/\n*$/)?.[0].length ?? 1) - 1));
  // Put such a comment back where the practice wrote it („berufsverbände: # PLATZHALTER“).
  return doc
    .toString({ lineWidth: 0 })
    .replace(COMMENT_MOVED_DOWN, (moved, field: string, comment: string) =>
      original?.includes(`${field} #${comment}\n`) ? `${field} #${comment}\n` : moved,
    )
    .concat(endingLines)
    .replace(/\n*$/, `\n${blankEnd}`);
}

/**
 * A form's data without the fields Decap marks as unset (null); an emptied text stays "" and is
 * checked like any other value.
 */
function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== null && item !== undefined)
      .map(([key, item]) => [key, withoutEmpty(item)]),
  );
}

/** The file's text with `data`; `original`: the file as it is (its comments and order stay). */
export function writeFileText(original: string | undefined, formData: Data): string {
  const data = withoutEmpty(formData) as Data;
  const front = original?.match(FRONT_MATTER);
  if (front || BODY in data) {
    const { [BODY]: body, ...fields } = data;
    const text = String(body ?? "");
    const frontText = front ? `${front[1]}\n` : undefined;
    return `---\n${yamlText(frontText, fields)}---\n${text.endsWith("\n") ? text : `${text}\n`}`;
  }
  return yamlText(original, data);
}
