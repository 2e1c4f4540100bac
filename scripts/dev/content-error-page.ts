/**
 * What the preview shows when the content cannot be read: the loaders in content/ throw an
 * Error whose lines name file, line and problem in German („content/praxis.yaml, Zeile 12: …“).
 * The owner sees those lines on the page, without a stack trace; the preview's client on the
 * page reloads it once a file is saved again.
 */

/** A line of a content problem: the file under content/, its line if known, the sentence. */
const CONTENT_LINE = /^content\/[^\s,:]+(?:, Zeile \d+)?: \S/;

/** The German lines of a content error (of `error` or an error it was caused by), if it is one. */
export function contentProblems(error: unknown): string[] | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const lines = cause.message
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "");
    if (lines.some((line) => CONTENT_LINE.test(line))) return lines;
    cause = cause.cause;
  }
  return undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page that lists `problems`. */
export function contentErrorPage(problems: readonly string[]): string {
  const items = problems.map((line) => `<li>${escapeHtml(line)}</li>`).join("\n");
  return `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fehler in den Inhalten – Vorschau</title>
<style>
body { font: 1.125rem/1.5 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; color: #1d2b27; background: #fdf6ec; }
main { max-width: 46rem; margin: 0 auto; }
h1 { font-size: 1.5rem; color: #8a1c1c; }
li { margin-block: 0.5rem; padding: 0.5rem 0.75rem; background: #fff; border-left: 4px solid #8a1c1c; overflow-wrap: anywhere; }
</style>
</head>
<body>
<main>
<h1>Die Seite kann so nicht angezeigt werden</h1>
<p>In den Inhalten stimmt etwas nicht:</p>
<ul>
${items}
</ul>
<p>Sobald die Datei korrigiert und gespeichert ist, erscheint hier wieder die Seite.</p>
</main>
</body>
</html>
`;
}
