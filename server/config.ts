/**
 * The server's configuration, read once at start from environment variables and validated.
 * Every problem is collected and reported together (`ConfigError`), so an operator fixes a
 * broken setup in one go. The variables and their defaults are documented in server/README.md.
 */
import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";

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
    if (/^\d+$/.test(value) && Number(value) <= 65535) return Number(value);
    throw new Error(`"${value}" is not a port number (0-65535).`);
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

  const retryBaseDelayMs = parse("MAIL_RETRY_BASE_DELAY", 30_000, parseDuration);
  const retryMaxDelayMs = parse("MAIL_RETRY_MAX_DELAY", 60 * 60_000, parseDuration);
  if (retryMaxDelayMs < retryBaseDelayMs) {
    problems.push("MAIL_RETRY_MAX_DELAY: must not be shorter than MAIL_RETRY_BASE_DELAY.");
  }
  const maxDelayMs = parse("MAIL_MAX_DELAY", 30 * 60_000, parseDuration);

  const windows = parse(
    "RATE_LIMIT_WINDOWS",
    parseRateLimitWindows(DEFAULT_RATE_LIMIT),
    parseRateLimitWindows,
  );
  const maxClients = parse("RATE_LIMIT_MAX_CLIENTS", 10_000, (value) => {
    const count = parsePositiveInteger(value);
    if (count <= MAX_RATE_LIMIT_CLIENTS) return count;
    throw new Error(
      `"${value}" is more than ${MAX_RATE_LIMIT_CLIENTS} (the limiter allocates about 20 bytes per client and window at start).`,
    );
  });
  const intakeLimit = parse(
    "INTAKE_LIMIT",
    parseRateLimitWindows(DEFAULT_INTAKE_LIMIT),
    parseRateLimitWindows,
  );
  const trustProxy = parse<false | number | string>("TRUST_PROXY", false, parseTrustProxy);
  const retentionDays = parse("RETENTION_DAYS", 180, parsePositiveInteger);
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

export function parsePositiveInteger(value: string): number {
  if (/^\d+$/.test(value) && Number(value) > 0) return Number(value);
  throw new Error(`"${value}" is not a positive whole number.`);
}

const DURATION_UNITS: Record<string, number> = {
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/** "250ms", "30s", "10m", "1h", "2d" → milliseconds. */
export function parseDuration(value: string): number {
  const match = /^(\d+)\s*(ms|s|m|h|d)$/.exec(value.trim());
  const amount = Number(match?.[1]);
  const unit = DURATION_UNITS[match?.[2] ?? ""];
  if (!match || unit === undefined || amount <= 0) {
    throw new Error(
      `"${value}" is not a duration (a positive number with ms, s, m, h or d, e.g. 30s).`,
    );
  }
  return amount * unit;
}

/**
 * "5/10m,20/24h" → two windows (5 per 10 minutes and 20 per 24 hours); "off" → none. The syntax
 * of RATE_LIMIT_WINDOWS and INTAKE_LIMIT.
 */
export function parseRateLimitWindows(value: string): RateLimitWindow[] {
  if (value.trim().toLowerCase() === "off") return [];
  return value.split(",").map((part) => {
    const [maxText = "", durationText = "", ...rest] = part.trim().split("/");
    try {
      if (rest.length > 0) throw new Error("too many slashes");
      return { max: parsePositiveInteger(maxText.trim()), durationMs: parseDuration(durationText) };
    } catch {
      throw new Error(
        `"${part.trim()}" is not a window like 5/10m (at most 5 requests per 10 minutes); "off" disables the limit.`,
      );
    }
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
  if (lower === "false" || lower === "0" || lower === "no") return false;
  if (lower === "true" || lower === "yes") return 1;
  if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (PROXY_RANGE_NAMES.includes(entry)) return true;
    const [address = "", prefix, ...rest] = entry.split("/");
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  });
  if (!valid) {
    throw new Error(
      `"${value}" is neither true/false, a number of proxy hops, nor a list of proxy addresses (e.g. loopback or 10.0.0.0/8).`,
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
  const weakening = [...url.searchParams.keys()].filter((key) => TLS_URL_SETTINGS.test(key));
  if (weakening.length > 0) {
    throw new Error(
      `TLS settings do not belong in the URL (${weakening.join(", ")}): smtps:// uses TLS, smtp:// requires STARTTLS; use SMTP_CA_FILE for an own CA, or SMTP_REQUIRE_TLS=false for a relay on the same host.`,
    );
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
