/**
 * The server's configuration, read once at start from environment variables and validated.
 * Every problem is collected and reported together (`ConfigError`), so an operator fixes a
 * broken setup in one go. The variables and their defaults are documented in server/README.md.
 */
import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseConnectionUrl } from "nodemailer/lib/shared";

/** The project root (the folder holding package.json), independent of the working directory. */
export const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
const LOG_LEVELS: readonly LogLevel[] = [
  "fatal",
  "error",
  "warn",
  "info",
  "debug",
  "trace",
  "silent",
];

/** At most `max` contact requests (of one client, or of all: INTAKE_LIMIT) within `durationMs`. */
export type RateLimitWindow = { max: number; durationMs: number };

export type Config = {
  port: number;
  host: string;
  /** Folder of the SQLite file and of the .eml files (absolute). */
  dataDir: string;
  /** The prerendered site (absolute); served only when it exists. */
  siteDir: string;
  mail: {
    /** SMTP connection URL; without it mails are written as .eml files to `dataDir/outbox`. */
    smtpUrl: string | undefined;
    /** `smtp://` must switch to TLS (STARTTLS); false only with SMTP_REQUIRE_TLS=false. */
    requireTls: boolean;
    /** PEM certificates of an own CA (SMTP_CA_FILE) to verify the SMTP server against. */
    smtpCa: string | undefined;
    /** The practice's OpenPGP public key file (absolute); unset: mails and storage unencrypted. */
    pgpKeyFile: string | undefined;
    /**
     * ALLOW_UNENCRYPTED=true: start without a key even though the store holds sealed requests
     * (the operator's explicit choice; without it such a start is refused).
     */
    allowUnencrypted: boolean;
    to: string;
    from: string;
    /** Delay before the first retry; doubles with every failed attempt up to `retryMaxDelayMs`. */
    retryBaseDelayMs: number;
    retryMaxDelayMs: number;
    /** A mail waiting longer than this makes /api/health answer 503 (MAIL_MAX_DELAY). */
    maxDelayMs: number;
  };
  rateLimit: {
    /** Empty: rate limiting is off. */
    windows: RateLimitWindow[];
    /**
     * Counters per row of the limiter's sketches: the clients per window it tells apart with
     * rare false refusals. Fixes its memory; more clients never escape their limit.
     */
    maxClients: number;
  };
  /** Contact requests of all clients together (INTAKE_LIMIT); empty: no total limit. */
  intakeLimit: RateLimitWindow[];
  /**
   * Fastify's `trustProxy`: false, the number of proxy hops in front of the server (TRUST_PROXY
   * `true` is one), or a list of trusted proxy addresses.
   */
  trustProxy: false | number | string;
  retentionDays: number;
  logLevel: LogLevel;
  /** Largest accepted request body of the notify endpoints. */
  bodyLimitBytes: number;
};

/**
 * Largest notify body we accept. The biggest legitimate payload (psychotherapy form, every
 * free-text field at its 5000-character maximum, written in umlauts) stays below 128 KiB.
 */
export const NOTIFY_BODY_LIMIT_BYTES = 256 * 1024;

export const DEFAULT_RATE_LIMIT = "5/10m,20/24h";
/** About ten times a small practice's busiest plausible hour (README.md, Configuration). */
export const DEFAULT_INTAKE_LIMIT = "60/1h";
/** The limiter allocates about 20 bytes per client and window at start: 40 MB for two windows. */
export const MAX_RATE_LIMIT_CLIENTS = 1_000_000;

const SECOND_MS = 1000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Smallest and largest accepted value of a numeric setting (inclusive). */
export type Range = { min: number; max: number };

/**
 * The range of every numeric setting; a value outside stops the start. The bounds keep each
 * number where the code using it still works (a Date, a timer, a 32-bit counter, the memory
 * allocated at start) and where it still means what the operator can have meant.
 */
export const RANGES = {
  PORT: { min: 0, max: 65_535 },
  /** 10 years; far beyond it the cutoff date leaves the range of a Date (RangeError). */
  RETENTION_DAYS: { min: 1, max: 3650 },
  /** Milliseconds. Tests retry after 10 ms; far longer than 1 h a failed mail waits needlessly. */
  MAIL_RETRY_BASE_DELAY: { min: 10, max: HOUR_MS },
  /** Milliseconds; a timer waits at most 2^31 − 1 ms (24.8 days), and longer is never meant. */
  MAIL_RETRY_MAX_DELAY: { min: 10, max: DAY_MS },
  /** Milliseconds. */
  MAIL_MAX_DELAY: { min: 100, max: 30 * DAY_MS },
  /** Requests per window (RATE_LIMIT_WINDOWS, INTAKE_LIMIT): the limiter counts in 32 bits. */
  WINDOW_MAX: { min: 1, max: 1_000_000_000 },
  /** Milliseconds, the length of one window. */
  WINDOW_DURATION: { min: SECOND_MS, max: 30 * DAY_MS },
  /** Windows in one list: each takes memory for RATE_LIMIT_MAX_CLIENTS clients. */
  WINDOW_COUNT: { min: 1, max: 5 },
  RATE_LIMIT_MAX_CLIENTS: { min: 1, max: MAX_RATE_LIMIT_CLIENTS },
  /** Proxy hops in front of the server (0 is TRUST_PROXY=false). */
  TRUST_PROXY_HOPS: { min: 1, max: 10 },
  /** SMTP_URL `maxConnections` (pool): nodemailer's default is 5. */
  SMTP_MAX_CONNECTIONS: { min: 1, max: 20 },
  /** SMTP_URL `maxMessages` (pool): mails per connection, nodemailer's default is 100. */
  SMTP_MAX_MESSAGES: { min: 1, max: 10_000 },
} as const satisfies Record<string, Range>;

/** The switch that lets a store with sealed requests start without MAIL_PGP_KEY_FILE. */
export const ALLOW_UNENCRYPTED = "ALLOW_UNENCRYPTED";

/**
 * Settings whose empty value is a mistake, not "unset": their default is a different kind of
 * operation (no encryption, mail into files, another data folder, the system's CAs), which an
 * empty value from a failed variable expansion must not switch on unnoticed. The text says
 * what to do instead.
 */
const EMPTY_IS_A_MISTAKE: Record<string, string> = {
  MAIL_PGP_KEY_FILE: "give the key file's path, or remove the line to run without encryption",
  SMTP_URL:
    "give the SMTP server's URL, or remove the line to write mails as files into DATA_DIR/outbox",
  SMTP_CA_FILE: "give the CA's PEM file, or remove the line to use the system's CAs",
  DATA_DIR: "give the data folder, or remove the line to use ./data",
};

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

/** Reads and validates the configuration; throws `ConfigError` listing every problem. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const problems: string[] = [];
  for (const [name, hint] of Object.entries(EMPTY_IS_A_MISTAKE)) {
    if (env[name] !== undefined && env[name].trim() === "") {
      problems.push(`${name}: set but empty: ${hint}.`);
    }
  }
  /** The trimmed value; empty counts as unset (EMPTY_IS_A_MISTAKE reports its own). */
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === "" ? undefined : value;
  };
  /** Parses a variable; a parser throws an Error whose message explains the problem. */
  const parse = <T>(name: string, fallback: T, parser: (value: string) => T): T => {
    const value = read(name);
    if (value === undefined) return fallback;
    try {
      return parser(value);
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
      return fallback;
    }
  };

  const port = parse("PORT", 3000, (value) => {
    const number = wholeNumber(value);
    if (number !== undefined && inRange(number, RANGES.PORT)) return number;
    throw new Error(`${quote(value)} is not a port number (0-65535).`);
  });
  const host = read("HOST") ?? "0.0.0.0";
  const dataDir = resolveDir(read("DATA_DIR") ?? "./data", cwd);
  const siteDirSetting = read("SITE_DIR");
  const siteDir =
    siteDirSetting === undefined
      ? resolve(PROJECT_ROOT, "build/client")
      : resolveDir(siteDirSetting, cwd);

  const smtpUrl = parse<string | undefined>("SMTP_URL", undefined, checkSmtpUrl);
  const mailTo = parse<string | undefined>("MAIL_TO", undefined, checkAddressList);
  const mailFrom = parse<string | undefined>("MAIL_FROM", undefined, checkAddressList);
  if (read("SMTP_URL") !== undefined && read("MAIL_TO") === undefined) {
    problems.push("MAIL_TO: required when SMTP_URL is set (the practice's address).");
  }
  if (read("SMTP_URL") !== undefined && read("MAIL_FROM") === undefined) {
    problems.push(
      "MAIL_FROM: required when SMTP_URL is set (an address the SMTP server accepts as sender).",
    );
  }

  const requireTls = parse("SMTP_REQUIRE_TLS", true, parseBoolean);
  const smtpCa = parse<string | undefined>("SMTP_CA_FILE", undefined, (value) =>
    readPem(resolve(cwd, value)),
  );
  const pgpKeyFile = read("MAIL_PGP_KEY_FILE");
  const allowUnencrypted = parse(ALLOW_UNENCRYPTED, false, parseStrictBoolean);

  const retryBaseDelayMs = parse("MAIL_RETRY_BASE_DELAY", 30_000, (value) =>
    parseDurationIn(value, RANGES.MAIL_RETRY_BASE_DELAY),
  );
  const retryMaxDelayMs = parse("MAIL_RETRY_MAX_DELAY", 60 * 60_000, (value) =>
    parseDurationIn(value, RANGES.MAIL_RETRY_MAX_DELAY),
  );
  if (retryMaxDelayMs < retryBaseDelayMs) {
    problems.push("MAIL_RETRY_MAX_DELAY: must not be shorter than MAIL_RETRY_BASE_DELAY.");
  }
  const maxDelayMs = parse("MAIL_MAX_DELAY", 30 * 60_000, (value) =>
    parseDurationIn(value, RANGES.MAIL_MAX_DELAY),
  );

  const windows = parse(
    "RATE_LIMIT_WINDOWS",
    parseRateLimitWindows(DEFAULT_RATE_LIMIT),
    parseRateLimitWindows,
  );
  const maxClients = parse("RATE_LIMIT_MAX_CLIENTS", 10_000, (value) =>
    parseIntegerIn(
      value,
      RANGES.RATE_LIMIT_MAX_CLIENTS,
      "clients; the limiter allocates about 20 bytes per client and window at start",
    ),
  );
  const intakeLimit = parse(
    "INTAKE_LIMIT",
    parseRateLimitWindows(DEFAULT_INTAKE_LIMIT),
    parseRateLimitWindows,
  );
  const trustProxy = parse<false | number | string>("TRUST_PROXY", false, parseTrustProxy);
  const retentionDays = parse("RETENTION_DAYS", 180, (value) =>
    parseIntegerIn(value, RANGES.RETENTION_DAYS, "days"),
  );
  const logLevel = parse<LogLevel>("LOG_LEVEL", "info", (value) => {
    const level = LOG_LEVELS.find((candidate) => candidate === value);
    if (level) return level;
    throw new Error(`"${value}" is not one of ${LOG_LEVELS.join(", ")}.`);
  });

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    dataDir,
    siteDir,
    mail: {
      smtpUrl,
      requireTls,
      smtpCa,
      pgpKeyFile: pgpKeyFile === undefined ? undefined : resolve(cwd, pgpKeyFile),
      allowUnencrypted,
      to: mailTo ?? "praxis@localhost",
      from: mailFrom ?? "Kontaktformular <kontaktformular@localhost>",
      retryBaseDelayMs,
      retryMaxDelayMs,
      maxDelayMs,
    },
    rateLimit: { windows, maxClients },
    intakeLimit,
    trustProxy,
    retentionDays,
    logLevel,
    bodyLimitBytes: NOTIFY_BODY_LIMIT_BYTES,
  };
}

function resolveDir(path: string, cwd: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

/** More digits than this (leading zeros aside) exceed every range, and Number() would round them. */
const MAX_DIGITS = 15;

/**
 * A plain decimal whole number, or undefined. A digit string longer than any range allows is
 * Infinity, so that no rounding by Number() can turn it into a value that passes.
 */
function wholeNumber(value: string): number | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  const digits = value.replace(/^0+(?=\d)/, "");
  return digits.length > MAX_DIGITS ? Number.POSITIVE_INFINITY : Number(digits);
}

function inRange(number: number, range: Range): boolean {
  return number >= range.min && number <= range.max;
}

/** The value as written, cut short: a 10,000-digit number is not repeated in full. */
function quote(value: string): string {
  return `"${value.length > 24 ? `${value.slice(0, 20)}…` : value}"`;
}

/** A whole number within `range`; `unit` follows the range in the message ("days"). */
export function parseIntegerIn(value: string, range: Range, unit: string): number {
  const number = wholeNumber(value);
  if (number === undefined) throw new Error(`${quote(value)} is not a positive whole number.`);
  if (inRange(number, range)) return number;
  throw new Error(`${quote(value)} is out of range (${range.min} to ${range.max} ${unit}).`);
}

const DURATION_UNITS: Record<string, number> = {
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/** "250ms", "30s", "10m", "1h", "2d" → milliseconds (Infinity for an absurdly long number). */
export function parseDuration(value: string): number {
  const match = /^(\d+)\s*(ms|s|m|h|d)$/.exec(value.trim());
  const amount = wholeNumber(match?.[1] ?? "");
  const unit = DURATION_UNITS[match?.[2] ?? ""];
  if (amount === undefined || unit === undefined || amount <= 0) {
    throw new Error(
      `${quote(value)} is not a duration (a positive number with ms, s, m, h or d, e.g. 30s).`,
    );
  }
  return amount * unit;
}

/** A duration within `range` (milliseconds). */
export function parseDurationIn(value: string, range: Range): number {
  const durationMs = parseDuration(value);
  if (inRange(durationMs, range)) return durationMs;
  throw new Error(
    `${quote(value)} is out of range (${formatDuration(range.min)} to ${formatDuration(range.max)}).`,
  );
}

/** Milliseconds in the largest unit that divides them: 86400000 → "1d". */
export function formatDuration(ms: number): string {
  const [unit, size] = Object.entries(DURATION_UNITS)
    .reverse()
    .find(([, size]) => ms % size === 0) ?? ["ms", 1];
  return `${ms / size}${unit}`;
}

/**
 * "5/10m,20/24h" → two windows (5 per 10 minutes and 20 per 24 hours); "off" → none. The syntax
 * of RATE_LIMIT_WINDOWS and INTAKE_LIMIT; every count and length within RANGES.
 */
export function parseRateLimitWindows(value: string): RateLimitWindow[] {
  if (value.trim().toLowerCase() === "off") return [];
  const parts = value.split(",").map((part) => part.trim());
  if (parts.length > RANGES.WINDOW_COUNT.max) {
    throw new Error(
      `${quote(value)} lists ${parts.length} windows; at most ${RANGES.WINDOW_COUNT.max}.`,
    );
  }
  return parts.map((part) => {
    const [maxText = "", durationText = "", ...rest] = part.split("/");
    const max = wholeNumber(maxText.trim());
    let durationMs: number | undefined;
    try {
      durationMs = parseDuration(durationText);
    } catch {
      durationMs = undefined;
    }
    if (rest.length > 0 || max === undefined || durationMs === undefined) {
      throw new Error(
        `${quote(part)} is not a window like 5/10m (at most 5 requests per 10 minutes); "off" disables the limit.`,
      );
    }
    if (!inRange(max, RANGES.WINDOW_MAX) || !inRange(durationMs, RANGES.WINDOW_DURATION)) {
      throw new Error(
        `${quote(part)} is out of range (${RANGES.WINDOW_MAX.min} to ${RANGES.WINDOW_MAX.max} requests per window, a window ${formatDuration(RANGES.WINDOW_DURATION.min)} to ${formatDuration(RANGES.WINDOW_DURATION.max)} long).`,
      );
    }
    return { max, durationMs };
  });
}

const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

/**
 * "false"; "true" (one proxy in front: the address it appended to X-Forwarded-For counts, what a
 * client wrote before it does not); a number of proxy hops; or a comma-separated list of trusted
 * proxies (IPs, CIDRs, loopback …).
 */
export function parseTrustProxy(value: string): false | number | string {
  const lower = value.toLowerCase();
  if (lower === "false" || lower === "no") return false;
  if (lower === "true" || lower === "yes") return 1;
  const hops = wholeNumber(value);
  if (hops === 0) return false;
  if (hops !== undefined) {
    if (inRange(hops, RANGES.TRUST_PROXY_HOPS)) return hops;
    const { min, max } = RANGES.TRUST_PROXY_HOPS;
    throw new Error(
      `${quote(value)} is out of range (${min} to ${max} proxy hops; false for none).`,
    );
  }
  const entries = value.split(",").map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (PROXY_RANGE_NAMES.includes(entry)) return true;
    const [address = "", prefix, ...rest] = entry.split("/");
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  });
  if (!valid) {
    throw new Error(
      `${quote(value)} is neither true/false, a number of proxy hops, nor a list of proxy addresses (e.g. loopback or 10.0.0.0/8).`,
    );
  }
  return entries.join(",");
}

function parseBoolean(value: string): boolean {
  const lower = value.toLowerCase();
  if (["true", "1", "yes"].includes(lower)) return true;
  if (["false", "0", "no"].includes(lower)) return false;
  throw new Error(`"${value}" is neither true nor false.`);
}

/** Exactly `true` or `false`: a switch that lowers protection takes no look-alike. */
function parseStrictBoolean(value: string): boolean {
  if (value === "true") return true;
  if (value === "false") return false;
  throw new Error(`${quote(value)} is neither true nor false (write exactly one of them).`);
}

function readPem(path: string): string {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new Error(`cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? "error"}).`);
  }
  if (!text.includes("-----BEGIN CERTIFICATE-----")) {
    throw new Error(`${path} holds no PEM certificate ("-----BEGIN CERTIFICATE-----").`);
  }
  return text;
}

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
      valid: (value) => inRange(wholeNumber(value) ?? -1, RANGES.SMTP_MAX_CONNECTIONS),
      expected: `${RANGES.SMTP_MAX_CONNECTIONS.min} to ${RANGES.SMTP_MAX_CONNECTIONS.max}`,
    },
    maxMessages: {
      valid: (value) => inRange(wholeNumber(value) ?? -1, RANGES.SMTP_MAX_MESSAGES),
      expected: `${RANGES.SMTP_MAX_MESSAGES.min} to ${RANGES.SMTP_MAX_MESSAGES.max}`,
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

function checkSmtpUrl(value: string): string {
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

/** One or more comma-separated addresses, each `a@b.c` or `Name <a@b.c>`. */
function checkAddressList(value: string): string {
  const address = /^[^\s@<>,"]+@[^\s@<>,"]+$/;
  const valid = value.split(",").every((entry) => {
    const trimmed = entry.trim();
    const angle = /^[^<>]*<([^<>]+)>$/.exec(trimmed);
    return address.test(angle ? (angle[1] ?? "") : trimmed);
  });
  if (!valid)
    throw new Error(`"${value}" is not an e-mail address (use a@b.de or "Name <a@b.de>").`);
  return value;
}
