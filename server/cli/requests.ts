/**
 * Operator command to read and delete stored contact requests on the server. It uses the same
 * environment as the server (DATA_DIR, RETENTION_DAYS …) and may run while the server runs.
 *
 *   npm run requests -- list                 one line per request, oldest first
 *   npm run requests -- show ID              every field, labelled, and the mail's delivery state
 *   npm run requests -- export [--json]      all requests as JSON lines (or one JSON array)
 *   npm run requests -- purge                delete what is older than RETENTION_DAYS, now
 *   npm run requests -- purge ID             delete one request (e.g. an erasure request)
 *   npm run requests -- purge --all --yes    delete every request
 *   npm run requests -- backup FILE          a consistent copy of the database, checked
 *   npm run requests -- check [FILE]         PRAGMA integrity_check of the database (or FILE)
 *
 * Output goes to the terminal only; nothing here is logged. Visitor text is shown so that it
 * cannot add a line or drive the terminal (server/text/visible-text.ts). A missing, locked or
 * damaged database is reported in one sentence naming its path, never with a stack trace, and
 * no command creates a database that is not there.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { type Clock, systemClock } from "#server/clock.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { composeMail, FORM_TITLES } from "#server/mail/compose-mail.ts";
import { mailFilesDir } from "#server/mail/mailer.ts";
import { applyRetention, deleteMailFiles } from "#server/retention/retention.ts";
import { backupDatabase, countRequests } from "#server/storage/backup.ts";
import { checkIntegrity } from "#server/storage/integrity.ts";
import type { RequestStore, StoredContactRequest } from "#server/storage/request-store.ts";
import {
  DATABASE_FILE_NAME,
  openSqliteRequestStore,
} from "#server/storage/sqlite-request-store.ts";
import { safeJson, visibleText } from "#server/text/visible-text.ts";

export const USAGE = `Usage: npm run requests -- <command>

  list                 one line per request, oldest first
  show ID              every field of one request and its mail delivery
  export [--json]      all requests as JSON lines (--json: one JSON array)
  purge                delete requests older than RETENTION_DAYS now
  purge ID             delete one request
  purge --all --yes    delete every request
  backup FILE          write a consistent, checked copy of the database to FILE
                       (also while the server runs)
  check [FILE]         check the database (or FILE, e.g. a backup before restoring it)
`;

export type CliIo = {
  env: Record<string, string | undefined>;
  cwd: string;
  out: (text: string) => void;
  err: (text: string) => void;
  clock?: Clock;
  /** How long a command waits for the running server's lock (default 5 s; tests shorten it). */
  busyTimeoutMs?: number;
};

const COMMANDS = ["list", "show", "export", "purge", "backup", "check"];
const DEFAULT_BUSY_TIMEOUT_MS = 5000;

/** Runs one command; returns the exit code (0 ok, 1 failed, 2 wrong usage). */
export async function runRequestsCli(args: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = args;
  const usage = (problem: string) => usageError(io, problem);
  if (command === "help" || command === "--help") {
    io.out(USAGE);
    return 0;
  }
  if (!command) return usage("Which command?");
  if (!COMMANDS.includes(command)) return usage(`Unknown command "${visible(command)}".`);
  if (command === "show" && !rest[0]) return usage("show needs a request id.");
  if (command === "backup" && !rest[0]) return usage("backup needs the file to write.");
  if (command === "purge" && rest.includes("--all") && !rest.includes("--yes")) {
    return usage("purge --all deletes every request: add --yes.");
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(io.env, io.cwd);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(`${error.message}\n`);
    return 1;
  }
  const busyTimeoutMs = io.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS;
  const database = join(config.dataDir, DATABASE_FILE_NAME);
  const fail = (sentence: string) => {
    io.err(`${sentence}\n`);
    return 1;
  };

  if (command === "check" && rest[0]) {
    const file = resolve(io.cwd, rest[0]);
    if (!existsSync(file)) return fail(`No file at ${file}: name the backup file to check.`);
    return check(file, "file", busyTimeoutMs, io);
  }
  // Opening SQLite would create a missing file (and the store its folder): look first.
  if (!existsSync(database)) {
    return fail(
      `No database at ${database}: check DATA_DIR (the server creates it at its first start).`,
    );
  }
  try {
    if (command === "check") return check(database, "database", busyTimeoutMs, io);
    if (command === "backup") {
      return await backupCommand(database, resolve(io.cwd, rest[0] ?? ""), busyTimeoutMs, io);
    }
    // Waits for the running server's short writes instead of failing at once.
    const store = openSqliteRequestStore(config.dataDir, { busyTimeoutMs });
    try {
      switch (command) {
        case "list":
          io.out(listText(store.list()));
          return 0;
        case "show": {
          const id = rest[0] ?? "";
          const request = store.get(id);
          if (!request) return fail(`No request with id "${visible(id)}".`);
          io.out(showText(request, config.mail));
          return 0;
        }
        case "export": {
          const rows = store.list().map(exportRecord);
          io.out(
            rest.includes("--json")
              ? `${safeJson(rows, 2)}\n`
              : rows.map((row) => `${safeJson(row)}\n`).join(""),
          );
          return 0;
        }
        default:
          return await purge(rest, store, config, io);
      }
    } finally {
      store.close();
    }
  } catch (error) {
    const sentence = databaseProblem(error, database);
    if (sentence === undefined) throw error;
    return fail(sentence);
  }
}

/**
 * One sentence for an error of node:sqlite or of the file system about `file`, naming it and
 * what to do; undefined for anything else (a bug, which keeps its stack trace).
 * Duck-typed like describeError (server/logging.ts): node:sqlite's errors carry `errcode`
 * (SQLite's result code, possibly extended) and `errstr` (its generic text).
 */
export function databaseProblem(error: unknown, file: string): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const details = error as { errcode?: unknown; errstr?: unknown; code?: unknown };
  if (typeof details.errcode === "number") {
    const reason = typeof details.errstr === "string" ? details.errstr : "SQLite error";
    switch (details.errcode & 0xff) {
      case SQLITE_BUSY:
      case SQLITE_LOCKED:
        return `The database at ${file} is locked by another process (${reason}): try again when that process is done.`;
      case SQLITE_CORRUPT:
      case SQLITE_NOTADB:
        return `The database at ${file} is damaged (${reason}): restore it from a backup (docs/operations.md#backups).`;
      case SQLITE_PERM:
      case SQLITE_READONLY:
      case SQLITE_CANTOPEN:
      case SQLITE_AUTH:
        return `Cannot use the database at ${file} (${reason}): run the command as the server's user, with the server's DATA_DIR.`;
      default:
        return `The database at ${file} failed (${errorReason(error)}, SQLite code ${details.errcode}): check the disk and try again.`;
    }
  }
  if (typeof details.code === "string" && /^E[A-Z]+$/.test(details.code)) {
    return ["EACCES", "EPERM", "EROFS"].includes(details.code)
      ? `Cannot use the database at ${file} (${details.code}): run the command as the server's user, with the server's DATA_DIR.`
      : `Cannot use the database at ${file} (${details.code}): check the disk and try again.`;
  }
  return undefined;
}

// SQLite's primary result codes (https://www.sqlite.org/rescode.html).
const SQLITE_PERM = 3;
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
const SQLITE_READONLY = 8;
const SQLITE_CORRUPT = 11;
const SQLITE_CANTOPEN = 14;
const SQLITE_AUTH = 23;
const SQLITE_NOTADB = 26;

async function backupCommand(
  database: string,
  target: string,
  busyTimeoutMs: number,
  io: CliIo,
): Promise<number> {
  const outcome = await backupDatabase(database, target, { busyTimeoutMs });
  if (outcome.ok) {
    io.out(`Backup written to ${target}: ${outcome.requests} request(s), integrity ok.\n`);
    return 0;
  }
  let sentence: string;
  switch (outcome.failed) {
    case "same-file":
      sentence = `Not written: ${target} is the database itself or one of its files; name a backup file outside DATA_DIR.`;
      break;
    case "integrity":
      sentence = `The copy of ${database} fails its integrity check (${visible(outcome.problems.join("; "))}), so ${target} was not written: run npm run requests -- check and restore from a backup if it fails (docs/operations.md#backups).`;
      break;
    case "source":
      sentence =
        databaseProblem(outcome.error, database) ??
        `Could not read ${database} (${errorReason(outcome.error)}); ${target} was not written.`;
      break;
    default:
      sentence = `Could not write the backup to ${target} (${errorReason(outcome.error)}): check that its folder exists and is writable; nothing was written.`;
  }
  io.err(`${sentence}\n`);
  return 1;
}

/** PRAGMA integrity_check of DATA_DIR's database or of a file to restore from. */
function check(file: string, what: "database" | "file", busyTimeoutMs: number, io: CliIo): number {
  // Counting first waits for a lock (the integrity check itself waits only briefly) and
  // tells a locked database from a damaged one.
  let requests: number | undefined;
  let countError: unknown;
  try {
    requests = countRequests(file, { busyTimeoutMs });
  } catch (error) {
    const code = (error as { errcode?: unknown }).errcode;
    if (typeof code === "number" && [SQLITE_BUSY, SQLITE_LOCKED].includes(code & 0xff)) {
      io.err(`${databaseProblem(error, file)}\n`);
      return 1;
    }
    countError = error;
  }
  const result = checkIntegrity(file, "full");
  if (!result.ok) {
    const advice =
      what === "database"
        ? "restore it from a backup (docs/operations.md#backups)"
        : "do not restore from it";
    const problems = result.problems.map((line) => `  ${visible(line)}\n`).join("");
    io.err(`${file} fails its integrity check: ${advice}.\n${problems}`);
    return 1;
  }
  if (requests === undefined) {
    io.err(
      `${file} passes the integrity check but holds no contact requests (${errorReason(countError)}): name a backup of DATA_DIR's database.\n`,
    );
    return 1;
  }
  io.out(`${file}: integrity ok, ${requests} request(s).\n`);
  return 0;
}

/** What went wrong, in a few words: SQLite's message, a file system code, or the message. */
function errorReason(error: unknown): string {
  if (typeof error === "object" && error !== null) {
    const details = error as {
      errcode?: unknown;
      errstr?: unknown;
      code?: unknown;
      message?: unknown;
    };
    if (typeof details.errcode === "number") {
      // node:sqlite's backup() reports some failures as code 0, "not an error".
      const useful = [details.message, details.errstr].find(
        (text) => typeof text === "string" && text !== "" && text !== "not an error",
      );
      return visible(typeof useful === "string" ? useful : "SQLite gave no reason");
    }
    if (typeof details.code === "string" && /^E[A-Z]+$/.test(details.code)) return details.code;
    if (typeof details.message === "string") return visible(details.message);
  }
  return visible(String(error));
}

/** One line of text from anywhere (visitor, file, SQLite): refused characters shown as codes. */
function visible(text: string): string {
  return visibleText(text, { keepNewlines: false });
}

/** The latest possible date: every file was written before it. */
const EVERY_FILE = new Date(8.64e15);

async function purge(
  args: readonly string[],
  store: RequestStore,
  config: ReturnType<typeof loadConfig>,
  io: CliIo,
): Promise<number> {
  const filesDir = mailFilesDir(config.dataDir);
  if (args.includes("--all")) {
    const ids = store.deleteAll();
    const files = await deleteMailFiles(filesDir, ids, EVERY_FILE);
    io.out(`Deleted ${ids.length} request(s) and ${files} mail file(s).\n`);
    return 0;
  }
  const [id] = args;
  if (id) {
    if (!store.delete(id)) {
      io.err(`No request with id "${visible(id)}".\n`);
      return 1;
    }
    const files = await deleteMailFiles(filesDir, [id]);
    io.out(`Deleted request ${visible(id)}${files > 0 ? " and its mail file" : ""}.\n`);
    return 0;
  }
  const result = await applyRetention({
    store,
    clock: io.clock ?? systemClock,
    retentionDays: config.retentionDays,
    mailFilesDir: filesDir,
  });
  io.out(
    `Deleted ${result.deletedRequests} request(s) older than ${config.retentionDays} days and ${result.deletedMailFiles} mail file(s).\n`,
  );
  return 0;
}

function usageError(io: CliIo, problem: string): number {
  io.err(`${problem}\n\n${USAGE}`);
  return 2;
}

function deliveryText(request: StoredContactRequest): string {
  const { delivery } = request;
  if (request.isSpam || !delivery) return "spam (not mailed)";
  if (delivery.status === "sent") return `mailed ${delivery.sentAt?.toISOString() ?? ""}`.trim();
  return delivery.attempts === 0
    ? "pending"
    : `pending, ${delivery.attempts} failed attempt(s), next ${delivery.nextAttemptAt.toISOString()}`;
}

/** A stored payload as an object (rows kept as received may hold any JSON). */
function payloadOf(request: StoredContactRequest): Record<string, unknown> {
  const { content } = request;
  if (content.kind !== "plain") return {};
  const { payload } = content;
  return typeof payload === "object" && payload !== null && !Array.isArray(payload) ? payload : {};
}

/** A payload value as text, like the mail shows it: strings and numbers, nothing else. */
function fieldText(payload: Record<string, unknown>, name: string): string {
  const value = payload[name];
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

/** The first `max` characters (code points, so no surrogate pair is cut). */
function cut(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join("")}…` : text;
}

function listText(requests: StoredContactRequest[]): string {
  if (requests.length === 0) return "No requests stored.\n";
  const rows = requests.map((request) => {
    const payload = payloadOf(request);
    const name = `${fieldText(payload, "firstName")} ${fieldText(payload, "lastName")}`.trim();
    // Every cell one line: a line break, an escape sequence or a bidi control shows as its code.
    return [
      request.id,
      request.receivedAt.toISOString().slice(0, 16).replace("T", " "),
      FORM_TITLES[request.formType] ?? request.formType,
      request.content.kind === "sealed" ? "(verschlüsselt)" : cut(name, 40),
      request.isSpam || !request.delivery
        ? "spam"
        : request.delivery.status === "sent"
          ? "mailed"
          : "pending",
    ].map(visible);
  });
  const header = ["ID", "RECEIVED (UTC)", "FORM", "NAME", "MAIL"];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  return `${[header, ...rows].map(line).join("\n")}\n${requests.length} request(s).\n`;
}

/**
 * Every field of a request, labelled as in the practice's mail (spam too: it is stored in the
 * shape of its form), or the sealed message. All of it passes through visibleText: only the
 * layout's own line breaks stay.
 */
function showText(request: StoredContactRequest, addresses: { from: string; to: string }): string {
  const payload = payloadOf(request);
  const lastError = request.delivery?.lastError;
  const head = [
    request.isSpam
      ? `Request ${request.id}: spam (honeypot filled), not mailed`
      : `Request ${request.id}`,
    `Form:     ${FORM_TITLES[request.formType] ?? request.formType}`,
    `Received: ${request.receivedAt.toISOString()}`,
    ...(request.isSpam ? [] : [`Mail:     ${deliveryText(request)}`]),
    ...(request.isSpam && request.content.kind === "plain"
      ? [`Honeypot: ${visible(honeypotText(payload.website))}`]
      : []),
    ...(lastError ? [`Last error: ${visible(lastError)}`] : []),
    "",
  ];
  const { content } = request;
  const body =
    content.kind === "sealed"
      ? `${SEALED_HINT}\n\n${content.message.trimEnd()}\n`
      : composeMail({ ...request, payload }, addresses).text;
  return visibleText(`${head.join("\n")}\n${body}`, { keepNewlines: true });
}

/** The honeypot's value as stored (a string; rows kept as received may hold any JSON). */
function honeypotText(value: unknown): string {
  if (typeof value === "string") return value;
  return JSON.stringify(value) ?? "";
}

/** How the practice reads a sealed request (the server itself cannot). */
export const SEALED_HINT =
  "Diese Anfrage ist mit dem öffentlichen Schlüssel der Praxis verschlüsselt; der Server kann sie nicht lesen. Speichern Sie den Block unten als Datei (z. B. anfrage.asc) und entschlüsseln Sie ihn dort, wo der private Schlüssel der Praxis liegt: gpg --decrypt anfrage.asc (oder mit Kleopatra bzw. GPG Suite).";

function exportRecord(request: StoredContactRequest) {
  return {
    id: request.id,
    formType: request.formType,
    receivedAt: request.receivedAt.toISOString(),
    spam: request.isSpam,
    delivery: request.delivery
      ? {
          status: request.delivery.status,
          attempts: request.delivery.attempts,
          lastAttemptAt: request.delivery.lastAttemptAt?.toISOString() ?? null,
          lastError: request.delivery.lastError ?? null,
          sentAt: request.delivery.sentAt?.toISOString() ?? null,
        }
      : null,
    ...(request.content.kind === "plain"
      ? { payload: request.content.payload }
      : { encryptedMessage: request.content.message }),
  };
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
