/**
 * Operator command to read and delete stored contact requests on the server. It uses the same
 * environment as the server (DATA_DIR, RETENTION_DAYS …) and may run while the server runs.
 *
 *   npm run requests -- list                 one line per request, oldest first
 *   npm run requests -- show ID              every field, labelled, and the mail's delivery state
 *   npm run requests -- export [--json]      all requests as JSON lines (or one JSON array)
 *   npm run requests -- purge ID [ID …]      delete these requests (e.g. an erasure request):
 *                                            all of them, or none when one id is unknown
 *   npm run requests -- purge --all --yes    delete every request
 *   npm run requests -- expire               delete what is older than RETENTION_DAYS, now
 *   npm run requests -- backup FILE          a consistent copy of the database, checked
 *   npm run requests -- backup --into DIR [--keep N]
 *                                            the same as DIR/requests-<UTC time>.sqlite, then
 *                                            the oldest of those removed so that N remain (14);
 *                                            for a daily timer
 *   npm run requests -- check [FILE]         PRAGMA integrity_check of the database (or FILE);
 *                                            for the database also leftovers of erasure
 *
 * This file reads the command line and hands it to the command's module. Output goes to the
 * terminal only; nothing here is logged. Visitor text is shown so that it cannot add a line or
 * drive the terminal (server/text/visible-text.ts). A command that erases does what was typed or
 * nothing (arguments.ts). A missing, locked or damaged database, a bad setting or an erasure
 * that left copies is reported in one sentence, and no command creates a database that is not
 * there. Not even a bug ends in a stack trace: the operator gets one line naming the error.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { systemClock } from "#server/clock.ts";
import { type Config, ConfigError, loadConfig } from "#server/config.ts";
import { DATABASE_FILE_NAME } from "#server/storage/sqlite-request-store.ts";
import { parseArguments } from "./arguments.ts";
import { backupIntoFolder, backupToFile } from "./backup-commands.ts";
import { checkCommand } from "./check-command.ts";
import { type CliIo, fail, visible } from "./cli-io.ts";
import { databaseProblem, errorReason } from "./database-problems.ts";
import { runStoreCommand } from "./store-commands.ts";

export type { CliIo } from "./cli-io.ts";
export { databaseProblem } from "./database-problems.ts";
export { SEALED_HINT } from "./request-text.ts";

export const USAGE = `Usage: npm run requests -- <command>

  list                 one line per request, oldest first
  show ID              every field of one request and its mail delivery
  export [--json]      all requests as JSON lines (--json: one JSON array)
  purge ID [ID …]      delete these requests: all of them, or none if an id is unknown
  purge --all --yes    delete every request
  expire               delete requests older than RETENTION_DAYS now
  backup FILE          write a consistent, checked copy of the database to FILE
                       (also while the server runs)
  backup --into DIR [--keep N]
                       the same into DIR/requests-<UTC time>.sqlite, then delete the
                       oldest of those files so that the newest N remain (default 14)
  check [FILE]         check the database and what erasures left behind (or check FILE,
                       e.g. a backup before restoring it)
`;

const DEFAULT_BUSY_TIMEOUT_MS = 5000;

/** Runs one command; returns the exit code (0 ok, 1 failed, 2 wrong usage). */
export async function runRequestsCli(args: readonly string[], io: CliIo): Promise<number> {
  try {
    return await runCommand(args, io);
  } catch (error) {
    // Reached only by a fault of this program: named in one line, as everything else here.
    return fail(
      io,
      `The command failed unexpectedly (${errorName(error)}: ${errorReason(error)}): report this with the command you ran.`,
    );
  }
}

async function runCommand(args: readonly string[], io: CliIo): Promise<number> {
  const invocation = parseArguments(args);
  if ("problem" in invocation) {
    io.err(`${invocation.problem}\n\n${USAGE}`);
    return 2;
  }
  if (invocation.command === "help") {
    io.out(USAGE);
    return 0;
  }

  let config: Config;
  try {
    config = loadConfig(io.env, io.cwd);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return fail(io, error.message);
  }
  const busyTimeoutMs = io.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS;
  const database = join(config.dataDir, DATABASE_FILE_NAME);

  if (invocation.command === "check" && invocation.file !== undefined) {
    const file = resolve(io.cwd, invocation.file);
    if (!existsSync(file)) return fail(io, `No file at ${file}: name the backup file to check.`);
    return checkCommand(file, { what: "file" }, busyTimeoutMs, io);
  }
  // Opening SQLite would create a missing file (and the store its folder): look first.
  if (!existsSync(database)) {
    return fail(
      io,
      `No database at ${database}: check DATA_DIR (the server creates it at its first start).`,
    );
  }
  try {
    switch (invocation.command) {
      case "check":
        return checkCommand(
          database,
          { what: "database", dataDir: config.dataDir },
          busyTimeoutMs,
          io,
        );
      case "backup":
        return await backupToFile(database, resolve(io.cwd, invocation.file), busyTimeoutMs, io);
      case "backup-into":
        return await backupIntoFolder(
          database,
          resolve(io.cwd, invocation.dir),
          { keep: invocation.keep, busyTimeoutMs, clock: io.clock ?? systemClock },
          io,
        );
      default:
        return await runStoreCommand(invocation, config, busyTimeoutMs, io);
    }
  } catch (error) {
    const sentence = databaseProblem(error, database);
    if (sentence === undefined) throw error;
    return fail(io, sentence);
  }
}

if (import.meta.main) {
  const code = await runRequestsCli(process.argv.slice(2), {
    env: process.env,
    cwd: process.cwd(),
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
  process.exitCode = code;
}

function errorName(error: unknown): string {
  return error instanceof Error ? visible(error.name) : typeof error;
}
