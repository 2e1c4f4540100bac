/**
 * The command line of `npm run requests`, read before anything is opened: which command, with
 * what, or the usage problem to show (exit 2).
 */
import { DEFAULT_KEEP } from "./backup-rotation.ts";
import { visible } from "./cli-io.ts";

export type Invocation =
  | { command: "help" }
  | { command: "list" }
  | { command: "show"; id: string }
  | { command: "export"; array: boolean }
  | { command: "purge"; scope: "expired" | "all" }
  | { command: "purge"; scope: "one"; id: string }
  | { command: "backup"; file: string }
  | { command: "backup-into"; dir: string; keep: number }
  | { command: "check"; file: string | undefined };

/** The commands that work on the requests through the store. */
export type StoreInvocation = Extract<
  Invocation,
  { command: "list" | "show" | "export" | "purge" }
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
      if (rest.includes("--all")) {
        return rest.includes("--yes")
          ? { command: "purge", scope: "all" }
          : problem("purge --all deletes every request: add --yes.");
      }
      return first
        ? { command: "purge", scope: "one", id: first }
        : { command: "purge", scope: "expired" };
    case "backup":
      return parseBackup(rest);
    case "check":
      return { command: "check", file: first || undefined };
    default:
      return problem(`Unknown command "${visible(command)}".`);
  }
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
