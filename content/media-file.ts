/**
 * content/medien.yaml, the owner's part of the picture catalogue: for every picture the practice
 * may replace (`npm run foto`), its alt text and the focal point of its last crop. Sizes, widths
 * and ratios are layout and stay in media.ts. A mistake in the file stops the build with German
 * lines naming the file, the line and the field.
 *
 * One function reads the file, so that a shared loader of content files can take its place.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { isMap, isPair, isScalar, LineCounter, type Node, parseDocument, type YAMLMap } from "yaml";
import * as z from "zod/mini";

/** The names the owner uses for the pictures (`npm run foto -- NAME FILE`). */
export const PICTURE_NAMES = [
  "hero-start",
  "hero-psychotherapie",
  "hero-sportphysiotherapie",
  "portrait-psychotherapie-1",
  "portrait-psychotherapie-2",
  "portrait-sportphysiotherapie-1",
  "portrait-sportphysiotherapie-2",
  "portrait-allgemein-1",
  "portrait-allgemein-2",
] as const;

export type PictureName = (typeof PICTURE_NAMES)[number];

export const isPictureName = (name: string): name is PictureName =>
  (PICTURE_NAMES as readonly string[]).includes(name);

/** The file as the project names it, relative to the project's root. */
export const MEDIA_FILE = "content/medien.yaml";

/**
 * A focal point in percent of the photo's width (x, from the left) and height (y, from the top):
 * the part that stays when a crop cuts the photo.
 */
export type FocalPoint = { x: number; y: number };

const HORIZONTAL: Record<string, number> = { links: 0, mitte: 50, rechts: 100 };
const VERTICAL: Record<string, number> = { oben: 0, mitte: 50, unten: 100 };

/** One axis's part of a focal point: a percentage (0–100, "%" optional) or undefined. */
function percentage(text: string): number | undefined {
  const match = /^(\d{1,3}(?:[.,]\d+)?)%?$/.exec(text);
  if (!match) return undefined;
  const value = Number((match[1] ?? "").replace(",", "."));
  return value <= 100 ? value : undefined;
}

/**
 * A focal point as the owner writes it: `30,40` (percent from the left, from the top), one word
 * (`links`, `mitte`, `rechts`, `oben`, `unten`: the other axis in the middle) or two
 * (`rechts,oben`). Undefined when the text is none of these.
 */
export function parseFocalPoint(text: string): FocalPoint | undefined {
  const parts = text.toLowerCase().replace(/\s+/g, "").split(/[,;]/);
  if (parts.length === 1) {
    const [word = ""] = parts;
    if (word in HORIZONTAL) return { x: HORIZONTAL[word] ?? 50, y: 50 };
    if (word in VERTICAL) return { x: 50, y: VERTICAL[word] ?? 50 };
    return undefined;
  }
  if (parts.length !== 2) return undefined;
  let [first = "", second = ""] = parts;
  // "oben,links" names the axes the other way round; words say which is which.
  if ((first === "oben" || first === "unten") && !(second in VERTICAL)) {
    [first, second] = [second, first];
  }
  const x = HORIZONTAL[first] ?? percentage(first);
  const y = VERTICAL[second] ?? percentage(second);
  return x === undefined || y === undefined ? undefined : { x, y };
}

/** How the owner may write a focal point, for messages. */
export const FOCAL_POINT_FORMS =
  "zwei Zahlen in Prozent von links und von oben wie „30,40“, oder „links“, „mitte“, „rechts“, „oben“, „unten“";

const alt = z.string();
const focalPoint = z.optional(z.string().check(z.refine((text) => !!parseFocalPoint(text))));
const entry = z.strictObject({ alt, fokus: focalPoint });
const homeEntry = z.strictObject({ alt, "vorschaubild-alt": z.string(), fokus: focalPoint });

const schema = z.strictObject({
  ...(Object.fromEntries(PICTURE_NAMES.map((name) => [name, entry])) as Record<
    Exclude<PictureName, "hero-start">,
    typeof entry
  >),
  "hero-start": homeEntry,
});

export type MediaFile = z.infer<typeof schema>;

/** Problems in a content file, each a German line naming file and line. */
export class ContentFileError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(problems.join("\n"));
    this.name = "ContentFileError";
    this.problems = problems;
  }
}

const quoted = (names: readonly string[]) => names.map((name) => `„${name}“`).join(", ");

/** The field names an entry may have, for messages. */
const fieldsOf = (name: string) => Object.keys((name === "hero-start" ? homeEntry : entry).shape);

/**
 * Checks the text of content/medien.yaml against the picture names and fields. `shownAs` is the
 * file as messages name it. Throws a ContentFileError with every problem found.
 */
export function parseMediaFile(text: string, shownAs: string = MEDIA_FILE): MediaFile {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const at = (offset: number | undefined) =>
    offset === undefined ? shownAs : `${shownAs}, Zeile ${lines.linePos(offset).line}`;
  /** The problems in the order of their lines, those of the whole file first. */
  const inLineOrder = (problems: string[]) =>
    problems
      .map((problem) => ({ problem, line: Number(/^[^:]*, Zeile (\d+):/.exec(problem)?.[1] ?? 0) }))
      .sort((a, b) => a.line - b.line)
      .map(({ problem }) => problem);

  if (document.errors.length > 0) {
    throw new ContentFileError(
      document.errors.map((error) => {
        const where = at(error.pos[0]);
        if (error.code === "DUPLICATE_KEY") {
          const key = /^[^:\n]*/.exec(text.slice(error.pos[0]))?.[0].trim();
          return `${where}: „${key}“ steht hier ein zweites Mal.`;
        }
        if (error.code === "TAB_AS_INDENT") {
          return `${where}: Eingerückt wird mit Leerzeichen, nicht mit Tabulatoren.`;
        }
        return `${where}: So kann die Datei nicht gelesen werden (Einrückung, Doppelpunkt und Anführungszeichen prüfen). Meldung des Lesers: ${error.message.split("\n")[0]}`;
      }),
    );
  }
  const value: unknown = document.toJS();
  const result = schema.safeParse(value);
  if (result.success) return result.data;

  /** The map at `path`, or undefined. */
  const mapAt = (path: readonly PropertyKey[]): YAMLMap | undefined => {
    const node = path.length === 0 ? document.contents : document.getIn(path as unknown[], true);
    return isMap(node) ? node : undefined;
  };
  /** The offset where key `key` of the map at `path` starts. */
  const keyOffset = (path: readonly PropertyKey[], key: PropertyKey) => {
    const pair = mapAt(path)?.items.find(
      (item) => isPair(item) && isScalar(item.key) && item.key.value === key,
    );
    return pair && isScalar(pair.key) ? pair.key.range?.[0] : undefined;
  };
  const valueAt = (path: readonly PropertyKey[]): unknown =>
    path.reduce<unknown>(
      (object, key) =>
        object !== null && typeof object === "object"
          ? (object as Record<PropertyKey, unknown>)[key]
          : undefined,
      value,
    );
  const valueOffset = (path: readonly PropertyKey[]) => {
    const node = document.getIn(path as unknown[], true) as Node | undefined;
    return node?.range?.[0] ?? keyOffset(path.slice(0, -1), path.at(-1) ?? "");
  };

  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new ContentFileError([
      `${shownAs}: Die Datei ist leer oder hat nicht die erwartete Form: die Namen der Bilder, darunter eingerückt „alt: …“.`,
    ]);
  }
  const problems = result.error.issues.flatMap((issue): string[] => {
    const path = issue.path;
    const [name = "", field] = path.map(String);
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) =>
        path.length === 0
          ? `${at(keyOffset(path, key))}: Ein Bild „${key}“ gibt es nicht. Bekannt sind: ${PICTURE_NAMES.join(", ")}.`
          : `${at(keyOffset(path, key))}: Das Feld „${key}“ gibt es bei „${name}“ nicht (erlaubt: ${quoted(fieldsOf(name))}).`,
      );
    }
    if (valueAt(path) === undefined) {
      return field === undefined
        ? [`${shownAs}: Das Bild „${name}“ fehlt (mit seinem „alt: …“).`]
        : [`${at(keyOffset([], name))}: Bei „${name}“ fehlt das Feld „${field}“.`];
    }
    if (field === undefined) {
      return [
        `${at(keyOffset([], name))}: Unter „${name}“ gehören eingerückt die Felder ${quoted(fieldsOf(name))}.`,
      ];
    }
    if (field === "fokus") {
      return [
        `${at(valueOffset(path))}: „fokus“ muss ${FOCAL_POINT_FORMS} sein, nicht „${String(valueAt(path))}“.`,
      ];
    }
    return [
      `${at(valueOffset(path))}: „${field}“ muss ein Text in Anführungszeichen sein, z. B. ${field}: "Porträt von …" (oder "" für keinen Text).`,
    ];
  });
  throw new ContentFileError(inLineOrder(problems));
}

/** The project's root: the first folder upwards that holds content/medien.yaml. */
function projectRoot(): string {
  // Walks up because the build bundles this module into build/renderer/, where the module's
  // own folder is no longer content/.
  for (let folder = import.meta.dirname; ; folder = dirname(folder)) {
    if (existsSync(join(folder, MEDIA_FILE))) return folder;
    if (dirname(folder) === folder) return process.cwd();
  }
}

let projectFile: MediaFile | undefined;

/**
 * Reads and checks content/medien.yaml of the project (once), or of the project-like folder
 * `root` (every time: the photo command and its tests). Throws a ContentFileError with German
 * lines when the file is missing or wrong.
 */
export function readMediaFile(root?: string): MediaFile {
  if (root === undefined) {
    projectFile ??= readMediaFile(projectRoot());
    return projectFile;
  }
  let text: string;
  try {
    text = readFileSync(join(root, MEDIA_FILE), "utf8");
  } catch {
    throw new ContentFileError([`${MEDIA_FILE}: Die Datei fehlt oder lässt sich nicht lesen.`]);
  }
  return parseMediaFile(text);
}
