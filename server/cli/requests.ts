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
 *
 * Output goes to the terminal only; nothing here is logged.
 */
import { type Clock, systemClock } from "../clock.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { composeMail, FORM_TITLES } from "../mail/compose-mail.ts";
import { mailFilesDir } from "../mail/mailer.ts";
import { applyRetention, deleteMailFiles } from "../retention/retention.ts";
import {
  openSqliteRequestStore,
  type RequestStore,
  type StoredContactRequest,
} from "../storage/request-store.ts";

export const USAGE = `Usage: npm run requests -- <command>

  list                 one line per request, oldest first
  show ID              every field of one request and its mail delivery
  export [--json]      all requests as JSON lines (--json: one JSON array)
  purge                delete requests older than RETENTION_DAYS now
  purge ID             delete one request
  purge --all --yes    delete every request
`;

export type CliIo = {
  env: Record<string, string | undefined>;
  cwd: string;
  out: (text: string) => void;
  err: (text: string) => void;
  clock?: Clock;
};

/** Runs one command; returns the exit code (0 ok, 1 failed, 2 wrong usage). */
export async function runRequestsCli(args: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = args;
  const usage = (problem: string) => usageError(io, problem);
  if (command === "help" || command === "--help") {
    io.out(USAGE);
    return 0;
  }
  if (!command) return usage("Which command?");
  if (!["list", "show", "export", "purge"].includes(command)) {
    return usage(`Unknown command "${command}".`);
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(io.env, io.cwd);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(`${error.message}\n`);
    return 1;
  }
  // Waits for the running server's short writes instead of failing at once.
  const store = openSqliteRequestStore(config.dataDir, { busyTimeoutMs: 5000 });
  try {
    switch (command) {
      case "list":
        io.out(listText(store.list()));
        return 0;
      case "show": {
        const [id] = rest;
        if (!id) return usage("show needs a request id.");
        const request = store.get(id);
        if (!request) {
          io.err(`No request with id "${id}".\n`);
          return 1;
        }
        io.out(showText(request, config.mail));
        return 0;
      }
      case "export": {
        const rows = store.list().map(exportRecord);
        io.out(
          rest.includes("--json")
            ? `${JSON.stringify(rows, null, 2)}\n`
            : rows.map((row) => `${JSON.stringify(row)}\n`).join(""),
        );
        return 0;
      }
      default:
        return await purge(rest, store, config, io);
    }
  } finally {
    store.close();
  }
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
    if (!args.includes("--yes"))
      return usageError(io, "purge --all deletes every request: add --yes.");
    const ids = store.deleteAll();
    const files = await deleteMailFiles(filesDir, ids, EVERY_FILE);
    io.out(`Deleted ${ids.length} request(s) and ${files} mail file(s).\n`);
    return 0;
  }
  const [id] = args;
  if (id) {
    if (!store.delete(id)) {
      io.err(`No request with id "${id}".\n`);
      return 1;
    }
    const files = await deleteMailFiles(filesDir, [id]);
    io.out(`Deleted request ${id}${files > 0 ? " and its mail file" : ""}.\n`);
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

function listText(requests: StoredContactRequest[]): string {
  if (requests.length === 0) return "No requests stored.\n";
  const rows = requests.map((request) => {
    const { content } = request;
    const text = (payload: Record<string, unknown>, name: string) =>
      String(payload[name] ?? "").replace(/\s+/g, " ");
    return [
      request.id,
      request.receivedAt.toISOString().slice(0, 16).replace("T", " "),
      FORM_TITLES[request.formType] ?? request.formType,
      content.kind === "sealed"
        ? "(verschlüsselt)"
        : `${text(content.payload, "firstName")} ${text(content.payload, "lastName")}`
            .trim()
            .slice(0, 40),
      request.isSpam || !request.delivery
        ? "spam"
        : request.delivery.status === "sent"
          ? "mailed"
          : "pending",
    ];
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

function showText(request: StoredContactRequest, addresses: { from: string; to: string }): string {
  const head = [
    `Request ${request.id}`,
    `Form:     ${FORM_TITLES[request.formType] ?? request.formType}`,
    `Received: ${request.receivedAt.toISOString()}`,
    `Mail:     ${deliveryText(request)}`,
    ...(request.delivery?.lastError ? [`Last error: ${request.delivery.lastError}`] : []),
    "",
  ];
  const { content } = request;
  if (content.kind === "sealed") {
    return `${head.join("\n")}\n${request.isSpam ? "Spam (honeypot filled), as received, encrypted.\n" : ""}${SEALED_HINT}\n\n${content.message.trimEnd()}\n`;
  }
  const body = request.isSpam
    ? `Spam (honeypot filled), as received:\n${JSON.stringify(content.payload, null, 2)}\n`
    : composeMail({ ...request, payload: content.payload }, addresses).text;
  return `${head.join("\n")}\n${body}`;
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
