/**
 * The check of the practice's files that runs before every build: every file of
 * content/sources/index.ts against its schema (all problems at once), the photos
 * content/medien.yaml names (photo/photo-check.ts), and after the pages are rendered every
 * internal link against the pages that exist. `npm run pruefen` runs the first
 * part alone and says in German what is wrong, file by file, line by line.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { canonicalPathFor } from "#app/url-aliases.ts";
import { CONTENT_DIR, shownPath } from "#content/files/content-dir.ts";
import { copiedFacts } from "#content/files/copied-facts.ts";
import { distance } from "#content/files/distance.ts";
import { formatProblem, type Problem, quoted } from "#content/files/problems.ts";
import { check } from "#content/files/sources.ts";
import { CONTENT_SOURCES, PRACTICE_SOURCE } from "#content/sources/index.ts";
import { mediaFile } from "#content/sources/media.ts";
import { checkPhotos } from "./photo/photo-check.ts";

/** Every problem of every content file; placeholders are filled from the facts when they read. */
export async function checkContentFiles(): Promise<Problem[]> {
  const facts = check(PRACTICE_SOURCE);
  const placeholders =
    facts.problems.length === 0 ? (await import("#content/practice.ts")).placeholders : undefined;
  const options = placeholders ? { placeholders } : { anyPlaceholder: true };
  const others = CONTENT_SOURCES.filter((source) => source !== PRACTICE_SOURCE);
  // The photos of pictures, once content/medien.yaml itself is right (checked once: cached).
  const pictures = check(mediaFile, options).data;
  const photos = pictures ? (await checkPhotos(pictures)).problems : [];
  return [
    ...facts.problems,
    ...others.flatMap((source) => [
      ...check(source, options).problems,
      ...(placeholders
        ? copiedFacts(
            source.file,
            readFileSync(join(CONTENT_DIR, source.file), "utf8"),
            placeholders,
          )
        : []),
    ]),
    ...photos,
    ...unlistedFiles(),
  ];
}

const OWNER_FILE = /\.(ya?ml|md)$/;

/** A file the owner added that no page reads would silently do nothing: say so. */
function unlistedFiles(): Problem[] {
  const listed = new Set(CONTENT_SOURCES.map((source) => source.file));
  return readdirSync(CONTENT_DIR, { recursive: true, encoding: "utf8" })
    .map((file) => file.replaceAll("\\", "/"))
    .filter((file) => OWNER_FILE.test(file) && !listed.has(file))
    .map((file) => ({
      file: shownPath(file),
      message: file.endsWith(".yml")
        ? "Die Website liest diese Datei nicht. Heißt sie vielleicht „….yaml“ (mit a)?"
        : "Die Website liest diese Datei nicht: Keine Seite verwendet sie. Neue Seiten legt die Entwicklung an; vielleicht ist der Dateiname falsch geschrieben.",
    }));
}

/** Where a content file writes `target` as a link: (/ziel) or „feld: /ziel“. */
function linkLines(target: string): Problem[] {
  const escaped = target.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const written = new RegExp(`(\\]\\(|:\\s*|\\s)${escaped}([)#\\s"]|$)`);
  return CONTENT_SOURCES.flatMap((source) => {
    const lines = readFileSync(join(CONTENT_DIR, source.file), "utf8").split("\n");
    return lines.flatMap((line, index) =>
      written.test(line) ? [{ file: shownPath(source.file), line: index + 1, message: "" }] : [],
    );
  });
}

const HREF = /<a [^>]*href="(\/[^"#?]*)/g;

/**
 * Every internal link of the rendered pages that leads to no page (nor to an alias of one).
 * A link the practice wrote is named at its file and line; one that no content file writes is
 * a mistake in the code and stops the build in English.
 */
export function brokenLinkProblems(
  documents: readonly { path: string; html: string }[],
  pages: readonly string[],
): Problem[] {
  const known = new Set(pages);
  const leadsSomewhere = (path: string) => {
    const bare = path.length > 1 ? path.replace(/\/+$/, "") : path;
    return known.has(bare) || known.has(canonicalPathFor(bare) ?? "");
  };
  const broken = new Set(
    documents.flatMap(({ html }) =>
      [...html.matchAll(HREF)]
        .map((match) => match[1] ?? "")
        .filter((path) => !leadsSomewhere(path)),
    ),
  );
  return [...broken].flatMap((target) => {
    const where = linkLines(target);
    if (where.length === 0) {
      throw new Error(`A page links to ${target}, which is no page, and no content file writes it`);
    }
    const near = pages.filter((page) => distance(page, target) <= 3).slice(0, 3);
    const hint = near.length > 0 ? ` Meinten Sie ${near.map(quoted).join(" oder ")}?` : "";
    return where.map((problem) => ({
      ...problem,
      message: `Der Link auf ${quoted(target)} führt zu keiner Seite der Website.${hint}`,
    }));
  });
}

/** The German report: a count, then one line per problem. */
export function contentReport(problems: readonly Problem[]): string {
  const count = problems.length === 1 ? "ein Problem" : `${problems.length} Probleme`;
  return [
    `In den Inhalten gibt es ${count}:`,
    ...problems.map((problem) => `  ${formatProblem(problem)}`),
  ].join("\n");
}

if (import.meta.main) {
  const problems = await checkContentFiles();
  if (problems.length > 0) {
    console.error(contentReport(problems));
    process.exit(1);
  }
  console.log(
    `Alles in Ordnung: ${CONTENT_SOURCES.length} Dateien in ${relative(process.cwd(), CONTENT_DIR) || "content"}/ geprüft.`,
  );
}
