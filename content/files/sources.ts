/**
 * A content file and how it is read: a YAML file checked by a schema, or a Markdown page whose
 * front matter a schema checks and whose body becomes sections or a piece of HTML. `check`
 * reports every problem of one file; `load` returns its data or throws them all as one
 * ContentError. Sources are plain values, so the content check can visit every file without
 * loading the pages that use them.
 */
import { readFileSync, statSync } from "node:fs";
import type { Root } from "mdast";
import type { z } from "zod/mini";
import { contentPath, shownPath } from "./content-dir.ts";
import {
  type MarkdownSection,
  markdownHtml,
  markdownSections,
  parseMarkdown,
  type Report,
} from "./markdown.ts";
import { ContentError, type Problem } from "./problems.ts";
import { prepareText, type TextOptions } from "./text-values.ts";
import { parseYamlText, validate } from "./yaml-text.ts";

export type Checked<T> = { data?: T; problems: Problem[] };

export type Source<T> = {
  /** Relative to content/, e.g. "faq/psychotherapie.yaml". */
  file: string;
  read(text: string, options: TextOptions): Checked<T>;
  /** Placeholders the page fills itself (e.g. "stadt"). */
  later?: readonly string[];
  /** The schema of the YAML file, or of the Markdown page's front matter (the browser editor's forms). */
  schema: z.ZodMiniType;
  /** A Markdown page: what its body holds after the front matter. */
  body?: "sections" | "html" | "own";
};

/** A YAML file checked by `schema`. */
export function yamlFile<S extends z.ZodMiniType>(
  file: string,
  schema: S,
  later: readonly string[] = [],
): Source<z.output<S>> {
  return {
    file,
    later,
    schema,
    read(text, options) {
      const shown = shownPath(file);
      const parsed = parseYamlText(text, shown, { ...options, later });
      if (parsed.value === undefined) return { problems: parsed.problems };
      const checked = validate(schema, parsed, shown);
      const problems = [...parsed.problems, ...checked.problems];
      return { data: problems.length === 0 ? checked.data : undefined, problems };
    },
  };
}

/**
 * A page's own reading of its body, for a page whose parts the sections cannot express (the
 * legal texts' address lines and subsections). `written` is the body as typed, line by line,
 * before placeholders are filled; lines and reports count from the body's first line.
 */
export type BodyReader<T> = (
  root: Root,
  context: { report: Report; written: readonly string[] },
) => T;

type Body = "sections" | "html" | BodyReader<unknown>;
type BodyData<B> = B extends "sections"
  ? { sections: MarkdownSection[] }
  : B extends "html"
    ? { html: string }
    : B extends BodyReader<infer T>
      ? { body: T }
      : never;
type PageData<S extends z.ZodMiniType, B extends Body> = z.output<S> & BodyData<B>;

/**
 * A Markdown page: front matter between two lines "---" (checked by `schema`), then the body,
 * as sections ("## …"), as HTML, or read by the page's own BodyReader.
 */
export function markdownFile<S extends z.ZodMiniType, B extends Body>(
  file: string,
  schema: S,
  body: B,
  later: readonly string[] = [],
): Source<PageData<S, B>> {
  return {
    file,
    later,
    schema,
    body: typeof body === "function" ? "own" : body,
    read(text, options) {
      const shown = shownPath(file);
      const match = text.match(/^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/);
      if (!match) {
        return {
          problems: [
            {
              file: shown,
              line: 1,
              message:
                "Die Datei beginnt mit einer Zeile „---“, darunter die Angaben der Seite (titel: …), dann wieder „---“ und danach der Text.",
            },
          ],
        };
      }
      const front = parseYamlText(match[1] ?? "", shown, { ...options, later }, 2);
      const checked =
        front.problems.length > 0 ? { problems: front.problems } : validate(schema, front, shown);
      const problems = [...checked.problems];
      const bodyLine = (match[0].match(/\n/g) ?? []).length + 1;
      const written = text.slice(match[0].length).split("\n");
      const bodyText = written
        .map((line, index) =>
          prepareText(line, { ...options, later: [...later, "krisennummern"] }, (message) =>
            problems.push({ file: shown, line: bodyLine + index, message }),
          ),
        )
        .join("\n");
      const report = (line: number | undefined, message: string) =>
        problems.push({
          file: shown,
          line: line === undefined ? undefined : line + bodyLine - 1,
          message,
        });
      const root = parseMarkdown(bodyText);
      const converted =
        typeof body === "function"
          ? { body: body(root, { report, written }) }
          : body === "sections"
            ? { sections: markdownSections(root, report) }
            : { html: markdownHtml(root, report) };
      if (problems.length > 0 || !checked.data) return { problems };
      return { data: { ...checked.data, ...converted } as PageData<S, B>, problems };
    },
  };
}

function readText(file: string): string | Problem {
  try {
    return readFileSync(contentPath(file), "utf8");
  } catch {
    return {
      file: shownPath(file),
      message:
        "Die Datei fehlt. Stellen Sie sie wieder her (in Git: „git checkout -- Datei“) oder legen Sie sie neu an.",
    };
  }
}

/** What `check` found in a file, by its absolute path, with the file's mtime and size. */
type Reading = {
  stamp: string;
  source: Source<unknown>;
  options: TextOptions;
  checked: Checked<unknown>;
};
const readings = new Map<string, Reading[]>();

const sameOptions = (a: TextOptions, b: TextOptions) =>
  (Object.keys({ ...a, ...b }) as (keyof TextOptions)[]).every((key) => a[key] === b[key]);

export function check<T>(source: Source<T>, options: TextOptions = {}): Checked<T> {
  // The build checks every file and then its pages load them again, and two modules may load
  // one file: the same file, unchanged, is read once per process. A saved file has a new mtime,
  // so the preview reads it anew.
  const path = contentPath(source.file);
  const stat = statSync(path, { throwIfNoEntry: false });
  const stamp = `${stat?.mtimeMs} ${stat?.size}`;
  const current = (readings.get(path) ?? []).filter((reading) => reading.stamp === stamp);
  const known = current.find(
    (reading) => reading.source === source && sameOptions(reading.options, options),
  );
  if (known) return known.checked as Checked<T>;
  const text = readText(source.file);
  if (typeof text !== "string") return { problems: [text] };
  const checked = source.read(text.replace(/^\uFEFF/, ""), options);
  // In the order of the file, as the practice reads it (a stable sort keeps a line's order).
  checked.problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  readings.set(path, [...current, { stamp, source, options, checked }]);
  return checked;
}

/** The file's data; its problems, all of them, as a ContentError. */
export function load<T>(source: Source<T>, options: TextOptions = {}): T {
  const { data, problems } = check(source, options);
  if (problems.length > 0 || data === undefined) throw new ContentError(problems);
  return data;
}
