/**
 * The command line of `npm run requests`, read before anything is opened: which command, with
 * what, or the usage problem to show (exit 2). A command that erases does exactly what was typed
 * or nothing: an empty id (an unset variable in a script), an unknown option, or ids together
 * with `--all` are refused rather than read as something else.
 */
import { DEFAULT_KEEP } from "./backup-rotation.ts";
import { visible } from "./cli-io.ts";

export type Invocation =
  | { command: "help" }
  | { command: "list" }
  | { command: "show"; id: string }
  | { command: "export"; array: boolean }
  | { command: "purge"; scope: "all" }
  | { command: "purge"; scope: "ids"; ids: string[] }
  | { command: "expire" }
  | { command: "backup"; file: string }
  | { command: "backup-into"; dir: string; keep: number }
  | { command: "check"; file: string | undefined };

/** The commands that work on the requests through the store. */
export type StoreInvocation = Extract<
  Invocation,
  { command: "list" | "show" | "export" | "purge" | "expire" }
>;

/** The invocation `args` ask for, or the problem with them in one sentence. */
export function parseArguments(args: readonly string[]): Invocation | { problem: string } {
  const [command, ...rest] = args;
  const problem = (sentence: string) => ({ problem: sentence });
  const [first] = rest;
  switch (command) {
    case "help":
    case "--help":
      return { command: "help" };
    case undefined:
    case "":
      return problem("Which command?");
    case "list":
      return { command: "list" };
    case "show":
      return first ? { command: "show", id: first } : problem("show needs a request id.");
    case "export":
      return { command: "export", array: rest.includes("--json") };
    case "purge":
      return parsePurge(rest);
    case "expire":
      return rest.length === 0
        ? { command: "expire" }
        : problem(`expire takes nothing more, not "${visible(rest.join(" "))}".`);
    case "backup":
      return parseBackup(rest);
    case "check":
      // An empty FILE (an unset variable in a script) must not check the live database instead.
      if (first === "") return problem("check got an empty file name: name the backup file.");
      if (rest.length > 1) return problem("check takes one file at most.");
      return { command: "check", file: first };
    default:
      return problem(`Unknown command "${visible(command)}".`);
  }
}

function parsePurge(args: readonly string[]): Invocation | { problem: string } {
  const problem = (sentence: string) => ({ problem: sentence });
  const unknown = args.find((arg) => arg.startsWith("-") && arg !== "--all" && arg !== "--yes");
  if (unknown !== undefined) {
    return problem(`Unknown option "${visible(unknown)}": purge takes ids, or --all --yes.`);
  }
  const ids = args.filter((arg) => arg !== "--all" && arg !== "--yes");
  const all = args.includes("--all");
  if (ids.some((id) => id.trim() === "")) {
    return problem("purge got an empty id (an unset variable?): nothing was deleted.");
  }
  if (all && ids.length > 0) {
    return problem("purge takes ids or --all, not both: nothing was deleted.");
  }
  if (all) {
    return args.includes("--yes")
      ? { command: "purge", scope: "all" }
      : problem("purge --all deletes every request: add --yes.");
  }
  if (args.includes("--yes")) return problem("--yes goes with purge --all.");
  if (ids.length === 0) {
    return problem(
      "purge needs the id(s) of the request(s) to delete; expire deletes those older than RETENTION_DAYS.",
    );
  }
  return { command: "purge", scope: "ids", ids: [...new Set(ids)] };
}

function parseBackup(args: readonly string[]): Invocation | { problem: string } {
  if (!args.includes("--into")) {
    if (args.includes("--keep")) return { problem: "--keep goes with backup --into DIR." };
    return args[0]
      ? { command: "backup", file: args[0] }
      : { problem: "backup needs the file to write." };
  }
  let dir: string | undefined;
  let keep: number | undefined;
  for (let index = 0; index < args.length; index += 2) {
    const option = args[index] ?? "";
    const value = args[index + 1];
    if (option === "--into") {
      if (dir !== undefined) return { problem: "--into is given twice." };
      if (!value || value.startsWith("--")) {
        return { problem: "backup --into needs the folder to write to." };
      }
      dir = value;
    } else if (option === "--keep") {
      if (keep !== undefined) return { problem: "--keep is given twice." };
      if (value === undefined) return { problem: "--keep needs the number of backups to keep." };
      keep = wholeNumber(value);
      if (keep === undefined || keep < 1) {
        return { problem: `--keep needs a whole number of at least 1, not "${visible(value)}".` };
      }
    } else {
      return { problem: `Unexpected "${visible(option)}": backup --into DIR takes only --keep N.` };
    }
  }
  if (dir === undefined) return { problem: "backup --into needs the folder to write to." };
  return { command: "backup-into", dir, keep: keep ?? DEFAULT_KEEP };
}

/** Digits only ("1e3", "2.5", "-1" are no count of files). */
function wholeNumber(text: string): number | undefined {
  const value = Number(text);
  return /^[0-9]+$/.test(text) && Number.isSafeInteger(value) ? value : undefined;
}
