/**
 * The server's configuration: the `Config` type, read once at start from the environment
 * variables of config/settings.ts (defaults, ranges, meaning) and validated. Every problem is
 * collected and reported together (`ConfigError`), so an operator fixes a broken setup in one go.
 */
import { isAbsolute, resolve } from "node:path";
import { NOTIFY_BODY_LIMIT_BYTES } from "./api/body-limit.ts";
import { checkAddressList, readPem } from "./config/mail-values.ts";
import { ALLOW_UNENCRYPTED, SETTINGS, type SettingName } from "./config/settings.ts";
import { checkSmtpUrl } from "./config/smtp-url.ts";
import { parseTrustProxy, type TrustProxy } from "./config/trust-proxy.ts";
import {
  inRange,
  parseBoolean,
  parseDurationIn,
  parseIntegerIn,
  parseStrictBoolean,
  quote,
  wholeNumber,
} from "./config/values.ts";
import { LOG_LEVELS, type LogLevel } from "./logging.ts";
import { PROJECT_ROOT } from "./project-root.ts";
import { parseRateLimitWindows, type RateLimitWindow } from "./rate-limit/window-syntax.ts";

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
  trustProxy: TrustProxy;
  retentionDays: number;
  logLevel: LogLevel;
  /** Largest accepted request body of the notify endpoints. */
  bodyLimitBytes: number;
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
  for (const [name, setting] of Object.entries(SETTINGS)) {
    if (!("emptyIsAMistake" in setting)) continue;
    if (env[name] !== undefined && env[name].trim() === "") {
      problems.push(`${name}: set but empty: ${setting.emptyIsAMistake}.`);
    }
  }
  /** The trimmed value; empty counts as unset (emptyIsAMistake reports its own). */
  const read = (name: SettingName): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === "" ? undefined : value;
  };
  /** The value or the setting's default, parsed; a parser's Error explains the problem. */
  const parse = <T>(name: SettingName, parser: (value: string) => T): T => {
    const fallback = (): T => parser(SETTINGS[name].default ?? "");
    const value = read(name);
    if (value === undefined) return fallback();
    try {
      return parser(value);
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
      return fallback();
    }
  };
  /** As parse, for a setting without a default. */
  const parseOptional = <T>(name: SettingName, parser: (value: string) => T): T | undefined =>
    parse<T | undefined>(name, (value) => (value === "" ? undefined : parser(value)));

  const port = parse("PORT", (value) => {
    const number = wholeNumber(value);
    if (number !== undefined && inRange(number, SETTINGS.PORT.range)) return number;
    throw new Error(`${quote(value)} is not a port number (0-65535).`);
  });
  const host = read("HOST") ?? SETTINGS.HOST.default;
  const dataDir = resolveDir(read("DATA_DIR") ?? SETTINGS.DATA_DIR.default, cwd);
  const siteDirSetting = read("SITE_DIR");
  const siteDir =
    siteDirSetting === undefined
      ? resolve(PROJECT_ROOT, SETTINGS.SITE_DIR.default)
      : resolveDir(siteDirSetting, cwd);

  const smtpUrl = parseOptional("SMTP_URL", checkSmtpUrl);
  const mailTo = parse("MAIL_TO", checkAddressList);
  const mailFrom = parse("MAIL_FROM", checkAddressList);
  if (read("SMTP_URL") !== undefined && read("MAIL_TO") === undefined) {
    problems.push("MAIL_TO: required when SMTP_URL is set (the practice's address).");
  }
  if (read("SMTP_URL") !== undefined && read("MAIL_FROM") === undefined) {
    problems.push(
      "MAIL_FROM: required when SMTP_URL is set (an address the SMTP server accepts as sender).",
    );
  }

  const requireTls = parse("SMTP_REQUIRE_TLS", parseBoolean);
  const smtpCa = parseOptional("SMTP_CA_FILE", (value) => readPem(resolve(cwd, value)));
  const pgpKeyFile = read("MAIL_PGP_KEY_FILE");
  const allowUnencrypted = parse(ALLOW_UNENCRYPTED, parseStrictBoolean);

  const retryBaseDelayMs = parse("MAIL_RETRY_BASE_DELAY", (value) =>
    parseDurationIn(value, SETTINGS.MAIL_RETRY_BASE_DELAY.range),
  );
  const retryMaxDelayMs = parse("MAIL_RETRY_MAX_DELAY", (value) =>
    parseDurationIn(value, SETTINGS.MAIL_RETRY_MAX_DELAY.range),
  );
  if (retryMaxDelayMs < retryBaseDelayMs) {
    problems.push("MAIL_RETRY_MAX_DELAY: must not be shorter than MAIL_RETRY_BASE_DELAY.");
  }
  const maxDelayMs = parse("MAIL_MAX_DELAY", (value) =>
    parseDurationIn(value, SETTINGS.MAIL_MAX_DELAY.range),
  );

  const windows = parse("RATE_LIMIT_WINDOWS", parseRateLimitWindows);
  const maxClients = parse("RATE_LIMIT_MAX_CLIENTS", (value) =>
    parseIntegerIn(
      value,
      SETTINGS.RATE_LIMIT_MAX_CLIENTS.range,
      "clients; the limiter allocates about 20 bytes per client and window at start",
    ),
  );
  const intakeLimit = parse("INTAKE_LIMIT", parseRateLimitWindows);
  const trustProxy = parse("TRUST_PROXY", parseTrustProxy);
  const retentionDays = parse("RETENTION_DAYS", (value) =>
    parseIntegerIn(value, SETTINGS.RETENTION_DAYS.range, "days"),
  );
  const logLevel = parse<LogLevel>("LOG_LEVEL", (value) => {
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
      to: mailTo,
      from: mailFrom,
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
