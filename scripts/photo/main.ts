/**
 * `npm run foto -- NAME DATEI [--fokus X,Y]`: replaces a portrait or hero picture of the site
 * with a photo (replace.ts; docs/media.md). Every message is German and for the owner; a
 * problem ends the command with exit code 1 and no stack trace.
 *
 * PHOTO_ROOT (for tests): a folder laid out like the project (public/, content/medien.yaml) to
 * write into instead of this project.
 */
import { resolve } from "node:path";
import { ContentError } from "#content/files/problems.ts";
import { parseArguments, USAGE } from "./arguments.ts";
import { PhotoProblem } from "./problem.ts";

const root = resolve(process.env.PHOTO_ROOT || resolve(import.meta.dirname, "..", ".."));
// npm runs scripts in the project's folder; INIT_CWD is where the owner typed the command.
const cwd = process.env.INIT_CWD || process.cwd();

try {
  const args = parseArguments(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
  } else {
    // Imported here: the catalogue reads content/medien.yaml as it loads, and a mistake there
    // is a German message like any other problem.
    const { replacePhoto } = await import("./replace.ts");
    await replacePhoto({
      ...args,
      root,
      cwd,
      terminal: process.stdin.isTTY ? { input: process.stdin, output: process.stdout } : undefined,
      say: (line) => console.log(line),
    });
  }
} catch (error) {
  if (error instanceof PhotoProblem || error instanceof ContentError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    console.error(
      `Unerwarteter Fehler: ${error instanceof Error ? error.message : String(error)}\nEs wurde nichts geändert, wenn oben keine geschriebenen Dateien stehen. Bitte diese Meldung an die Person geben, die die Website technisch betreut.`,
    );
    process.exitCode = 2;
  }
}
