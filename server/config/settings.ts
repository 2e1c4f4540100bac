/**
 * The environment variables the server reads: one row each with its default, the values it
 * takes and what it means. The single source: loadConfig (config.ts) takes defaults and ranges
 * from here, and README.md's configuration table must say the same (settings.test.ts).
 */
import { LOG_LEVELS } from "#server/logging.ts";
import { WINDOW_RANGES } from "#server/rate-limit/window-syntax.ts";
import { SMTP_RANGES, SMTP_URL_OPTIONS } from "./smtp-url.ts";
import { TRUST_PROXY_HOPS } from "./trust-proxy.ts";
import { DAY_MS, formatDuration, HOUR_MS, type Range } from "./values.ts";

export type Setting = {
  /** The default as an operator would write it; undefined: unset, the meaning says what then. */
  default: string | undefined;
  /** The values it takes (README.md's "values" column). */
  values: string;
  /** What it does (README.md's "meaning" column). */
  meaning: string;
  /** The range of a numeric setting (milliseconds for a duration); a value outside stops the start. */
  range?: Range;
  /**
   * Set but empty stops the start, with this advice: the default runs the server another way
   * (no encryption, mail into files, another data folder, the system's CAs), which an empty
   * value from a failed variable expansion must not switch on unnoticed.
   */
  emptyIsAMistake?: string;
};

/** The switch that lets a store with sealed requests start without MAIL_PGP_KEY_FILE. */
export const ALLOW_UNENCRYPTED = "ALLOW_UNENCRYPTED";

const numbers = ({ min, max }: Range) => `${min}–${max}`;
const durations = ({ min, max }: Range) => `\`${formatDuration(min)}\`–\`${formatDuration(max)}\``;
const windows = `\`max/duration\`, comma-separated, or \`off\`: at most ${WINDOW_RANGES.count.max} windows, each ${numbers(WINDOW_RANGES.max)} requests and ${durations(WINDOW_RANGES.duration)} long`;
const durationUnits = "a duration (`ms`, `s`, `m`, `h`, `d`)";

/** The limiter allocates about 20 bytes per client and window at start: 40 MB for two windows. */
const MAX_RATE_LIMIT_CLIENTS = 1_000_000;

const PORTS: Range = { min: 0, max: 65_535 };
/** 10 years; far beyond it the cutoff date leaves the range of a Date (RangeError). */
const RETENTION: Range = { min: 1, max: 3650 };
/** Tests retry after 10 ms; far longer than 1 h a failed mail waits needlessly. */
const RETRY_BASE: Range = { min: 10, max: HOUR_MS };
/** A timer waits at most 2^31 − 1 ms (24.8 days), and longer is never meant. */
const RETRY_MAX: Range = { min: 10, max: DAY_MS };
const MAIL_WAIT: Range = { min: 100, max: 30 * DAY_MS };
const CLIENTS: Range = { min: 1, max: MAX_RATE_LIMIT_CLIENTS };

/**
 * Every setting, in the order README.md lists them. The ranges keep each number where the code
 * using it still works (a Date, a timer, a 32-bit counter, the memory allocated at start) and
 * where it still means what the operator can have meant.
 */
export const SETTINGS = {
  PORT: {
    default: "3000",
    range: PORTS,
    values: numbers(PORTS),
    meaning: "TCP port to listen on (`0`: any free port)",
  },
  HOST: { default: "0.0.0.0", values: "an address", meaning: "address to listen on" },
  DATA_DIR: {
    default: "./data",
    values: "a folder, relative to the working directory",
    meaning:
      "the SQLite file `contact-requests.sqlite` and, without `SMTP_URL`, the mails in `outbox/`; created with mode 700. Holds personal data: back it up, keep it private",
    emptyIsAMistake: "give the data folder, or remove the line to use ./data",
  },
  SITE_DIR: {
    default: "build/client",
    values: "a folder, relative to the working directory or absolute",
    meaning:
      "the prerendered site to serve; a new build replacing it is served without a restart (docs/operations.md, Publishing a change); without the build's `site.json` (beside the folder) only the API runs until there is one, with a malformed one the server does not start",
  },
  SMTP_URL: {
    default: undefined,
    values: `\`smtp://\` (STARTTLS required) or \`smtps://\` URL; query options only ${Object.keys(SMTP_URL_OPTIONS).join(", ")}`,
    meaning: `e.g. \`smtps://user:pass@mail.example.org:465\`; certificates are always verified. Unset: mails are written to \`DATA_DIR/outbox/\`. Query options: \`pool\` (\`true\`/\`false\`), \`maxConnections\` (${numbers(SMTP_RANGES.maxConnections)}) and \`maxMessages\` (${numbers(SMTP_RANGES.maxMessages)}) of the pool, \`name\` (this server's host name for the greeting); any other (\`logger\`, \`debug\`, TLS or timeout settings …) stops the start`,
    emptyIsAMistake:
      "give the SMTP server's URL, or remove the line to write mails as files into DATA_DIR/outbox",
  },
  SMTP_CA_FILE: {
    default: undefined,
    values: "a PEM file",
    meaning:
      "an own certificate authority to verify the SMTP server against; unset: the system's CAs",
    emptyIsAMistake: "give the CA's PEM file, or remove the line to use the system's CAs",
  },
  SMTP_REQUIRE_TLS: {
    default: "true",
    values: "`true`/`false` (`1`/`0`, `yes`/`no`)",
    meaning:
      "`smtp://` must use STARTTLS; `false` only for a relay on the same host (warned at start)",
  },
  MAIL_PGP_KEY_FILE: {
    default: undefined,
    values: "an ASCII-armored file of one or more OpenPGP public keys",
    meaning:
      "the practice's key(s): every mail is encrypted to all of them and only ciphertext of a request is stored. Unset: stored and mailed unencrypted, warned at start. Once an encrypted request was stored (even if deleted since), the server does not start without it",
    emptyIsAMistake: "give the key file's path, or remove the line to run without encryption",
  },
  [ALLOW_UNENCRYPTED]: {
    default: "false",
    values: "exactly `true` or `false`",
    meaning:
      "`true`: start without `MAIL_PGP_KEY_FILE` although encrypted requests are stored (new ones are then stored and mailed in cleartext; warned at start with their count). Never in production",
  },
  MAIL_TO: {
    default: "praxis@localhost",
    values: "addresses, comma-separated (`a@b.de` or `Name <a@b.de>`)",
    meaning: "the practice's address; required with `SMTP_URL`",
  },
  MAIL_FROM: {
    default: "Kontaktformular <kontaktformular@localhost>",
    values: "an address (`a@b.de` or `Name <a@b.de>`)",
    meaning: "sender, an address the SMTP server accepts; required with `SMTP_URL`",
  },
  MAIL_RETRY_BASE_DELAY: {
    default: "30s",
    range: RETRY_BASE,
    values: `${durationUnits}, ${durations(RETRY_BASE)}`,
    meaning: "first retry of a failed mail; the delay doubles each time up to the cap",
  },
  MAIL_RETRY_MAX_DELAY: {
    default: "1h",
    range: RETRY_MAX,
    values: `${durationUnits}, ${durations(RETRY_MAX)}, not below the base`,
    meaning: "cap of the retry delay; a mail is retried until it is delivered",
  },
  MAIL_MAX_DELAY: {
    default: "30m",
    range: MAIL_WAIT,
    values: `${durationUnits}, ${durations(MAIL_WAIT)}`,
    meaning: 'a mail waiting longer makes `GET /api/health` answer 503 "degraded"',
  },
  RATE_LIMIT_WINDOWS: {
    default: "5/10m,20/24h",
    values: windows,
    meaning: "contact requests per client and window (IPv4 address, IPv6 /64)",
  },
  RATE_LIMIT_MAX_CLIENTS: {
    default: "10000",
    range: CLIENTS,
    values: numbers(CLIENTS),
    meaning:
      "clients per window the limiter tells apart; fixes its memory at start (about 20 bytes per client and window); more clients never escape their limit",
  },
  INTAKE_LIMIT: {
    // About ten times a small practice's busiest plausible hour (README.md says why).
    default: "60/1h",
    values: windows,
    meaning:
      'contact requests of all clients together; above it every visitor gets 425 and `GET /api/health` answers 503 "degraded"',
  },
  TRUST_PROXY: {
    default: "false",
    values: `\`false\`, \`true\` (one proxy), a number of proxies (${numbers(TRUST_PROXY_HOPS)}) or a list (\`loopback\`, \`10.0.0.0/8\`, \`127.0.0.1,::1\` …)`,
    meaning: "the proxies in front: only then `X-Forwarded-For` names the client",
  },
  RETENTION_DAYS: {
    default: "180",
    range: RETENTION,
    values: numbers(RETENTION),
    meaning: "requests older than this are deleted daily, with their `.eml` files",
  },
  LOG_LEVEL: {
    default: "info",
    values: LOG_LEVELS.map((level) => `\`${level}\``).join(", "),
    meaning: "logs carry ids and outcomes only, never personal data",
  },
} as const satisfies Record<string, Setting>;

export type SettingName = keyof typeof SETTINGS;
