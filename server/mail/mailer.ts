/**
 * Sending one composed mail: over SMTP (nodemailer) when SMTP_URL is set, otherwise as an .eml
 * file in DATA_DIR/outbox (the embedded default, so the server runs on a bare machine).
 */
import { mkdirSync } from "node:fs";
import { open, rename } from "node:fs/promises";
import { join } from "node:path";
import { createTransport, type SendMailOptions } from "nodemailer";
import type { OutgoingMail } from "./compose-mail.ts";

export interface Mailer {
  /** "smtp" or "files", for the health answer and logs. */
  readonly kind: "smtp" | "files";
  /** Resolves once the mail is handed over (SMTP accepted it / the file is on disk). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Where the file mailer writes; the retention job cleans it too. */
export function mailFilesDir(dataDir: string): string {
  return join(dataDir, "outbox");
}

export function mailFilePath(dir: string, requestId: string): string {
  return join(dir, `${requestId}.eml`);
}

function messageOptions(mail: OutgoingMail): SendMailOptions {
  return {
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    messageId: mail.messageId,
    headers: { "X-Kontaktanfrage-Id": mail.requestId },
  };
}

export type SmtpTimeouts = {
  connectionTimeoutMs?: number;
  greetingTimeoutMs?: number;
  socketTimeoutMs?: number;
};

/**
 * SMTP delivery through nodemailer. Settings in the URL (e.g. `?pool=true` or
 * `?tls.rejectUnauthorized=false`) take precedence over the timeouts given here.
 */
export function createSmtpMailer(url: string, timeouts: SmtpTimeouts = {}): Mailer {
  const transport = createTransport({
    url,
    connectionTimeout: timeouts.connectionTimeoutMs ?? 15_000,
    greetingTimeout: timeouts.greetingTimeoutMs ?? 15_000,
    socketTimeout: timeouts.socketTimeoutMs ?? 60_000,
  });
  return {
    kind: "smtp",
    async send(mail) {
      await transport.sendMail(messageOptions(mail));
    },
    close: () => transport.close(),
  };
}

/**
 * Writes each mail as `<request id>.eml` (RFC 822, readable by any mail program). The file is
 * written under a temporary name, flushed to disk and then renamed, so a crash never leaves a
 * half-written mail; a second delivery of the same request overwrites the first.
 */
export function createFileMailer(dir: string): Mailer {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const transport = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "files",
    async send(mail) {
      const info = await transport.sendMail(messageOptions(mail));
      const target = mailFilePath(dir, mail.requestId);
      const temporary = `${target}.${process.pid}.tmp`;
      const file = await open(temporary, "w", 0o600);
      try {
        await file.writeFile(info.message as Buffer);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, target);
    },
    close: () => transport.close(),
  };
}

export function createMailer(options: { smtpUrl: string | undefined; dataDir: string }): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl)
    : createFileMailer(mailFilesDir(options.dataDir));
}
