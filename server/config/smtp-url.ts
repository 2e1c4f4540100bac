/**
 * The SMTP_URL parser. nodemailer takes any option from the URL and lets it win over the mailer's
 * own, so the URL is checked here against the few options the server allows, and then parsed
 * again with nodemailer's own parser to prove it finds nothing more.
 */
import { parseConnectionUrl } from "nodemailer/lib/shared";
import { inRange, quote, type Range, wholeNumber } from "./values.ts";

/** The pool options the URL may set; a value outside stops the start. */
export const SMTP_RANGES = {
  /** Connections of the pool: nodemailer's default is 5. */
  maxConnections: { min: 1, max: 20 },
  /** Mails per connection: nodemailer's default is 100. */
  maxMessages: { min: 1, max: 10_000 },
} as const satisfies Record<string, Range>;

/**
 * URL settings that would weaken TLS. nodemailer lets the URL's settings win over the ones the
 * mailer sets, so they are refused here: SMTP_REQUIRE_TLS and SMTP_CA_FILE are the only knobs.
 */
const TLS_URL_SETTINGS = /^(ignoretls|requiretls|secure|opportunistictls|tls)([.[]|$)/i;

/**
 * The only SMTP_URL query options the server takes (README.md, Configuration), each with what
 * its value must be. nodemailer takes any option from the URL and lets it win over the mailer's
 * own: `logger` and `debug` print every mail (a visitor's name, complaint, address) to stdout,
 * others change TLS, timeouts or the way to the server. These four change none of that.
 */
export const SMTP_URL_OPTIONS: Record<string, { valid(value: string): boolean; expected: string }> =
  {
    pool: { valid: (value) => value === "true" || value === "false", expected: "true or false" },
    maxConnections: {
      valid: (value) => inRange(wholeNumber(value) ?? -1, SMTP_RANGES.maxConnections),
      expected: `${SMTP_RANGES.maxConnections.min} to ${SMTP_RANGES.maxConnections.max}`,
    },
    maxMessages: {
      valid: (value) => inRange(wholeNumber(value) ?? -1, SMTP_RANGES.maxMessages),
      expected: `${SMTP_RANGES.maxMessages.min} to ${SMTP_RANGES.maxMessages.max}`,
    },
    // Sent in the EHLO line: a host name, nothing that could end the line.
    name: {
      valid: (value) =>
        value.length <= 253 &&
        /^(?=.*[A-Za-z])[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(value),
      expected: "this server's host name, e.g. web.praxis.de",
    },
  };

/** What nodemailer takes from the URL itself, besides its query. */
const SMTP_URL_PARTS = ["secure", "host", "port", "auth"];

export function checkSmtpUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error("not a URL (e.g. smtp://user:password@mail.example.de:587).");
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new Error(`the scheme must be smtp: or smtps:, not ${url.protocol}`);
  }
  if (url.hostname === "") throw new Error("the host is missing.");
  const keys = [...url.searchParams.keys()];
  const weakening = keys.filter((key) => TLS_URL_SETTINGS.test(key));
  if (weakening.length > 0) {
    throw new Error(
      `TLS settings do not belong in the URL (${weakening.join(", ")}): smtps:// uses TLS, smtp:// requires STARTTLS; use SMTP_CA_FILE for an own CA, or SMTP_REQUIRE_TLS=false for a relay on the same host.`,
    );
  }
  const allowed = Object.keys(SMTP_URL_OPTIONS).join(", ");
  const unknown = [...new Set(keys.filter((key) => !Object.hasOwn(SMTP_URL_OPTIONS, key)))];
  if (unknown.length > 0) {
    throw new Error(
      `the server takes no URL option ${unknown.map((key) => JSON.stringify(key)).join(", ")}; only ${allowed} (README.md, Configuration).`,
    );
  }
  for (const [key, option] of Object.entries(SMTP_URL_OPTIONS)) {
    const values = url.searchParams.getAll(key);
    if (values.length > 1)
      throw new Error(`the URL option ${key} is given ${values.length} times.`);
    const [given] = values;
    if (given !== undefined && !option.valid(given)) {
      throw new Error(`the URL option ${key}=${quote(given)} is not ${option.expected}.`);
    }
  }
  // nodemailer parses the URL again with its own parser: it must find nothing more than this.
  const read = Object.keys(parseConnectionUrl(value)).filter(
    (key) => !SMTP_URL_PARTS.includes(key) && !Object.hasOwn(SMTP_URL_OPTIONS, key),
  );
  if (read.length > 0) {
    throw new Error(`nodemailer reads more options from it (${read.join(", ")}); only ${allowed}.`);
  }
  return value;
}
