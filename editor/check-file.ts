/**
 * The build's check of one content file, run in the editor on the text a save would write: the
 * same schema, placeholders, typography and copied-fact rules, the same German messages. A
 * file with problems is not saved.
 */
import { copiedFacts } from "#content/files/copied-facts.ts";
import type { Problem } from "#content/files/problems.ts";
import type { Checked, Source } from "#content/files/sources.ts";
import { placeholders } from "#content/practice.ts";
import { CONTENT_SOURCES, PRACTICE_SOURCE } from "#content/sources/index.ts";

/** Paths as the editor's repository names them. */
export const CONTENT_FOLDER = "content/";

export const sourceOf = (path: string): Source<unknown> | undefined =>
  CONTENT_SOURCES.find((source) => `${CONTENT_FOLDER}${source.file}` === path);

/**
 * `text` read as the build reads the file at `path`: its data, or every problem the build would
 * report (then no data).
 */
export function checkFileText(path: string, text: string): Checked<unknown> {
  const source = sourceOf(path);
  if (!source) return { problems: [] };
  // The facts' own file is read without placeholders, as the build reads it.
  if (source === PRACTICE_SOURCE) return source.read(text, {});
  const checked = source.read(text, { placeholders });
  const problems = [...checked.problems, ...copiedFacts(source.file, text, placeholders)];
  return problems.length > 0 ? { problems } : checked;
}

/** Every problem the build would report for `text` as the file at `path`; [] when it is good. */
export const fileProblems = (path: string, text: string): Problem[] =>
  checkFileText(path, text).problems;
