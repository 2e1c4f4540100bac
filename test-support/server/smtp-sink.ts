/**
 * A real SMTP server (npm smtp-server) on 127.0.0.1 that keeps what it receives, for tests.
 * `stop()` takes it down and `restart()` brings it back on the same port (SMTP outage).
 *
 * Without `tls` it offers no STARTTLS (a plain relay): `env` then carries the server's one
 * opt-out, SMTP_REQUIRE_TLS=false. With `tls` (a certificate from `testCertificates()`) it offers
 * STARTTLS and `env` points SMTP_CA_FILE at the test CA.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { type ParsedMail, parseMail } from "./mime.ts";
import { waitFor } from "./wait.ts";

export type ReceivedMail = ParsedMail & {
  raw: string;
  envelopeTo: string[];
  /** Whether the mail came over a TLS-protected connection (STARTTLS). */
  secure: boolean;
};

export type SinkTls = {
  key: string;
  cert: string;
  caFile: string;
  /** TLS from the first byte (smtps://) instead of STARTTLS. */
  implicit?: boolean;
};

export type SmtpSink = {
  readonly port: number;
  readonly url: string;
  /** The server settings that reach this sink (SMTP_URL and its TLS setting). */
  readonly env: Record<string, string>;
  readonly mails: ReceivedMail[];
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Holds every incoming mail unanswered until `resume()` (a slow or hanging server). */
  pause(): void;
  resume(): void;
  /** Mails received but held by `pause()`. */
  held(): number;
  stop(): Promise<void>;
  restart(): Promise<void>;
};

type Gate = { paused: boolean; waiting: (() => void)[] };

function createServer(mails: ReceivedMail[], gate: Gate, tls: SinkTls | undefined): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    ...(tls
      ? { key: tls.key, cert: tls.cert, secure: tls.implicit === true }
      : { disabledCommands: ["STARTTLS"] }),
    logger: false,
    // No reverse DNS lookup of 127.0.0.1 per connection (it costs tens of milliseconds).
    disableReverseLookup: true,
    // Do not keep a test waiting for idle client connections when the sink stops.
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const accept = () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const envelopeTo = session.envelope.rcptTo.map((recipient) => recipient.address);
          mails.push({ ...parseMail(raw), raw, envelopeTo, secure: session.secure });
          callback();
        };
        if (gate.paused) gate.waiting.push(accept);
        else accept();
      });
    },
  });
}

async function listen(server: SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const net = server.listen(port, "127.0.0.1", () => {
      resolve((net.address() as AddressInfo).port);
    });
    net.once("error", reject);
  });
}

/** Starts the sink on `port` (0: any free port). */
export async function startSmtpSink(
  options: { port?: number; tls?: SinkTls } = {},
): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const gate: Gate = { paused: false, waiting: [] };
  const { tls } = options;
  let server: SMTPServer | undefined = createServer(mails, gate, tls);
  const boundPort = await listen(server, options.port ?? 0);
  const url = `${tls?.implicit ? "smtps" : "smtp"}://127.0.0.1:${boundPort}`;
  return {
    port: boundPort,
    url,
    env: tls
      ? { SMTP_URL: url, SMTP_CA_FILE: tls.caFile }
      : { SMTP_URL: url, SMTP_REQUIRE_TLS: "false" },
    mails,
    waitForMails: (count, timeoutMs = 10_000) =>
      waitFor(`${count} mail(s) (have ${mails.length})`, () => mails.length >= count && mails, {
        timeoutMs,
      }),
    pause() {
      gate.paused = true;
    },
    resume() {
      gate.paused = false;
      for (const accept of gate.waiting.splice(0)) accept();
    },
    held: () => gate.waiting.length,
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async restart() {
      if (server) return;
      server = createServer(mails, gate, tls);
      await listen(server, boundPort);
    },
  };
}
