/**
 * Sending one mail: over SMTP (nodemailer) when SMTP_URL is set, otherwise as an .eml file in
 * DATA_DIR/outbox (the embedded default, so the server runs on a bare machine).
 *
 * SMTP never falls back to cleartext: `smtps://` is TLS from the first byte, `smtp://` must
 * switch to TLS with STARTTLS (nodemailer's requireTLS), and the server's certificate is
 * verified (against SMTP_CA_FILE when given). Only SMTP_REQUIRE_TLS=false lifts the STARTTLS
 * requirement, for a relay on the same host. A mail that cannot go out securely fails, stays in
 * the outbox and is retried.
 */
import { mkdirSync } from "node:fs";
import { open, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { createTransport, type SendMailOptions } from "nodemailer";

/** One mail ready for the transport: nodemailer's fields, or a finished message in `raw`. */
export type OutgoingMessage = { requestId: string; options: SendMailOptions };

export interface Mailer {
  /** "smtp" or "files", for the health answer and logs. */
  readonly kind: "smtp" | "files";
  /** Resolves once the mail is handed over (SMTP accepted it / the file is on disk). */
  send(message: OutgoingMessage): Promise<void>;
  /**
   * Removes what the mailer keeps of a request's mail, for a request deleted while its mail was
   * being sent (the file mailer's `<id>.eml` and partial writes; SMTP keeps nothing).
   */
  discard(requestId: string): Promise<void>;
  close(): void;
}

/** Where the file mailer writes; the retention job cleans it too. */
export function mailFilesDir(dataDir: string): string {
  return join(dataDir, "outbox");
}

export function mailFilePath(dir: string, requestId: string): string {
  return join(dir, `${requestId}.eml`);
}

/**
 * The request a file of the mail folder belongs to: `<id>.eml`, or `<id>.eml.<pid>.tmp`, a
 * write cut off by a crash (a copy all the same); undefined for any other name.
 */
export function mailFileRequestId(name: string): string | undefined {
  return /^(.+)\.eml(?:\.[^.]+\.tmp)?$/.exec(name)?.[1];
}

/**
 * Removes every mail file of `ids`, finished or cut off, and any `.eml` file last written before
 * `olderThan`; returns how many it removed. A missing folder holds nothing.
 */
export async function deleteMailFiles(
  dir: string,
  ids: readonly string[],
  olderThan?: Date,
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  const wanted = new Set(ids);
  let deleted = 0;
  for (const name of names) {
    const id = mailFileRequestId(name);
    if (id === undefined) continue;
    const path = join(dir, name);
    const expired =
      olderThan !== undefined && name.endsWith(".eml") && (await writtenBefore(path, olderThan));
    if (!wanted.has(id) && !expired) continue;
    try {
      await rm(path);
      deleted += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return deleted;
}

async function writtenBefore(path: string, date: Date): Promise<boolean> {
  const info = await stat(path).catch(() => undefined);
  return info !== undefined && info.mtime < date;
}

export type SmtpOptions = {
  url: string;
  /** false only with SMTP_REQUIRE_TLS=false: STARTTLS is then used when offered, not required. */
  requireTls: boolean;
  /** PEM of an own certificate authority to verify the SMTP server against. */
  ca?: string | undefined;
  connectionTimeoutMs?: number;
  greetingTimeoutMs?: number;
  socketTimeoutMs?: number;
};

/**
 * SMTP delivery through nodemailer. Other settings in the URL (e.g. `?pool=true`) apply;
 * the configuration refuses URL settings that would weaken TLS, since the URL's win.
 */
export function createSmtpMailer(options: SmtpOptions): Mailer {
  const transport = createTransport({
    url: options.url,
    requireTLS: options.requireTls,
    ignoreTLS: false,
    tls: {
      rejectUnauthorized: true,
      minVersion: "TLSv1.2",
      ...(options.ca ? { ca: options.ca } : {}),
    },
    connectionTimeout: options.connectionTimeoutMs ?? 15_000,
    greetingTimeout: options.greetingTimeoutMs ?? 15_000,
    socketTimeout: options.socketTimeoutMs ?? 60_000,
  });
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail(message.options);
    },
    // The mail has left: nothing of it is kept here.
    discard: async () => {},
    close: () => transport.close(),
  };
}

/** Test seam: runs between writing the temporary file and renaming it into place. */
export type FileMailerHooks = { beforeRename?: (requestId: string) => Promise<void> };

/**
 * Writes each mail as `<request id>.eml` (RFC 822, readable by any mail program). The file is
 * written under a temporary name, flushed to disk and then renamed, so a crash never leaves a
 * half-written mail; a second delivery of the same request overwrites the first.
 */
export function createFileMailer(dir: string, hooks: FileMailerHooks = {}): Mailer {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const transport = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "files",
    async send(message) {
      const info = await transport.sendMail(message.options);
      const target = mailFilePath(dir, message.requestId);
      const temporary = `${target}.${process.pid}.tmp`;
      const file = await open(temporary, "w", 0o600);
      try {
        await file.writeFile(info.message as Buffer);
        await file.sync();
      } finally {
        await file.close();
      }
      await hooks.beforeRename?.(message.requestId);
      await rename(temporary, target);
    },
    async discard(requestId) {
      await deleteMailFiles(dir, [requestId]);
    },
    close: () => transport.close(),
  };
}

export function createMailer(options: {
  smtp: Omit<SmtpOptions, "url"> & { url: string | undefined };
  dataDir: string;
}): Mailer {
  const { url, ...smtp } = options.smtp;
  return url ? createSmtpMailer({ url, ...smtp }) : createFileMailer(mailFilesDir(options.dataDir));
}
