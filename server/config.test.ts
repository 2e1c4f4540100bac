import { join } from "node:path";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import { describe, expect, it } from "vitest";
import { SETTINGS } from "./config/settings.ts";
import { parseTrustProxy } from "./config/trust-proxy.ts";
import { formatDuration, parseDuration } from "./config/values.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { PROJECT_ROOT } from "./project-root.ts";
import { parseRateLimitWindows } from "./rate-limit/window-syntax.ts";
import { retentionCutoff } from "./retention/retention.ts";

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env, "/srv/praxis");
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe("loadConfig", () => {
  it("runs on a bare machine with defaults: port 3000, ./data, .eml files, 180 days", () => {
    const config = loadConfig({}, "/srv/praxis");
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: "/srv/praxis/data",
      siteDir: join(PROJECT_ROOT, "build/client"),
      mail: {
        smtpUrl: undefined,
        requireTls: true,
        smtpCa: undefined,
        pgpKeyFile: undefined,
        allowUnencrypted: false,
        retryBaseDelayMs: 30_000,
        retryMaxDelayMs: 3_600_000,
        maxDelayMs: 1_800_000,
      },
      rateLimit: {
        windows: [
          { max: 5, durationMs: 600_000 },
          { max: 20, durationMs: 86_400_000 },
        ],
        maxClients: 10_000,
      },
      intakeLimit: [{ max: 60, durationMs: 3_600_000 }],
      trustProxy: false,
      retentionDays: 180,
      logLevel: "info",
    });
  });

  it("reads every variable", () => {
    const config = loadConfig(
      {
        PORT: "8080",
        HOST: "127.0.0.1",
        DATA_DIR: "/var/lib/praxis",
        SITE_DIR: "site",
        SMTP_URL: "smtps://user:secret@mail.example.de:465?pool=true&maxConnections=2",
        MAIL_TO: "praxis@example.de",
        MAIL_FROM: "Kontaktformular <web@example.de>",
        MAIL_RETRY_BASE_DELAY: "1m",
        MAIL_RETRY_MAX_DELAY: "2h",
        MAIL_MAX_DELAY: "90m",
        MAIL_PGP_KEY_FILE: "keys/praxis.asc",
        ALLOW_UNENCRYPTED: "true",
        SMTP_REQUIRE_TLS: "false",
        RATE_LIMIT_WINDOWS: "3/1m, 10/1d",
        RATE_LIMIT_MAX_CLIENTS: "500",
        INTAKE_LIMIT: "30/1h, 100/1d",
        TRUST_PROXY: "loopback, 10.0.0.0/8",
        RETENTION_DAYS: "30",
        LOG_LEVEL: "warn",
      },
      "/srv/praxis",
    );
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/var/lib/praxis",
      siteDir: "/srv/praxis/site",
      mail: {
        smtpUrl: "smtps://user:secret@mail.example.de:465?pool=true&maxConnections=2",
        to: "praxis@example.de",
        from: "Kontaktformular <web@example.de>",
        retryBaseDelayMs: 60_000,
        retryMaxDelayMs: 7_200_000,
        maxDelayMs: 5_400_000,
        pgpKeyFile: "/srv/praxis/keys/praxis.asc",
        allowUnencrypted: true,
        requireTls: false,
      },
      rateLimit: {
        windows: [
          { max: 3, durationMs: 60_000 },
          { max: 10, durationMs: 86_400_000 },
        ],
        maxClients: 500,
      },
      intakeLimit: [
        { max: 30, durationMs: 3_600_000 },
        { max: 100, durationMs: 86_400_000 },
      ],
      trustProxy: "loopback,10.0.0.0/8",
      retentionDays: 30,
      logLevel: "warn",
    });
  });

  it("reports every problem at once, naming the variable", () => {
    const problems = problemsOf({
      PORT: "http",
      SMTP_URL: "mail.example.de",
      RATE_LIMIT_WINDOWS: "5 per minute",
      INTAKE_LIMIT: "lots",
      RETENTION_DAYS: "-1",
      TRUST_PROXY: "my-proxy",
      LOG_LEVEL: "loud",
      MAIL_RETRY_BASE_DELAY: "soon",
      MAIL_MAX_DELAY: "30 minutes",
    });
    expect(problems.map((problem) => problem.split(":")[0])).toEqual([
      "PORT",
      "SMTP_URL",
      "MAIL_TO",
      "MAIL_FROM",
      "MAIL_RETRY_BASE_DELAY",
      "MAIL_MAX_DELAY",
      "RATE_LIMIT_WINDOWS",
      "INTAKE_LIMIT",
      "TRUST_PROXY",
      "RETENTION_DAYS",
      "LOG_LEVEL",
    ]);
    expect(() => loadConfig({ PORT: "http" })).toThrow(
      /Invalid configuration:\n {2}- PORT: "http"/,
    );
  });

  it("reads INTAKE_LIMIT like RATE_LIMIT_WINDOWS: default 60/1h, off disables, a bad value named", () => {
    expect(loadConfig({}, "/srv/praxis").intakeLimit).toEqual([{ max: 60, durationMs: 3_600_000 }]);
    expect(loadConfig({ INTAKE_LIMIT: "off" }, "/srv/praxis").intakeLimit).toEqual([]);
    expect(loadConfig({ INTAKE_LIMIT: "OFF" }, "/srv/praxis").intakeLimit).toEqual([]);
    // Independent of the per-client windows: either can be off alone.
    expect(loadConfig({ RATE_LIMIT_WINDOWS: "off" }, "/srv/praxis")).toMatchObject({
      rateLimit: { windows: [] },
      intakeLimit: [{ max: 60, durationMs: 3_600_000 }],
    });
    expect(problemsOf({ INTAKE_LIMIT: "60 per hour" })).toEqual([
      'INTAKE_LIMIT: "60 per hour" is not a window like 5/10m (at most 5 requests per 10 minutes); "off" disables the limit.',
    ]);
    expect(problemsOf({ INTAKE_LIMIT: "60/1h,0/1d" })).toEqual([
      'INTAKE_LIMIT: "0/1d" is out of range (1 to 1000000000 requests per window, a window 1s to 30d long).',
    ]);
    expect(problemsOf({ INTAKE_LIMIT: "" })).toEqual([]);
  });

  it("bounds RATE_LIMIT_MAX_CLIENTS, whose memory is allocated at start", () => {
    expect(
      loadConfig({ RATE_LIMIT_MAX_CLIENTS: "1000000" }, "/srv/praxis").rateLimit.maxClients,
    ).toBe(1_000_000);
    expect(problemsOf({ RATE_LIMIT_MAX_CLIENTS: "1000001" })).toEqual([
      'RATE_LIMIT_MAX_CLIENTS: "1000001" is out of range (1 to 1000000 clients; the limiter allocates about 20 bytes per client and window at start).',
    ]);
    expect(problemsOf({ RATE_LIMIT_MAX_CLIENTS: "0" })[0]).toMatch(/^RATE_LIMIT_MAX_CLIENTS: "0"/);
  });

  it("requires MAIL_TO and MAIL_FROM with SMTP and checks addresses", () => {
    expect(problemsOf({ SMTP_URL: "smtp://mail.example.de" })).toEqual([
      "MAIL_TO: required when SMTP_URL is set (the practice's address).",
      "MAIL_FROM: required when SMTP_URL is set (an address the SMTP server accepts as sender).",
    ]);
    expect(problemsOf({ MAIL_TO: "praxis" })).toHaveLength(1);
    expect(problemsOf({ SMTP_URL: "http://mail.example.de" })[0]).toContain("smtp: or smtps:");
    expect(problemsOf({ MAIL_RETRY_BASE_DELAY: "1h", MAIL_RETRY_MAX_DELAY: "30m" })).toEqual([
      "MAIL_RETRY_MAX_DELAY: must not be shorter than MAIL_RETRY_BASE_DELAY.",
    ]);
  });

  it("keeps TLS settings out of SMTP_URL and checks SMTP_REQUIRE_TLS and SMTP_CA_FILE", () => {
    const mail = { MAIL_TO: "praxis@example.de", MAIL_FROM: "web@example.de" };
    for (const query of [
      "ignoreTLS=true",
      "requireTLS=false",
      "secure=false",
      "tls.rejectUnauthorized=false",
    ]) {
      const [problem] = problemsOf({ ...mail, SMTP_URL: `smtp://mail.example.de:587?${query}` });
      expect(problem).toMatch(/^SMTP_URL: TLS settings do not belong in the URL/);
    }
    expect(problemsOf({ ...mail, SMTP_URL: "smtp://mail.example.de:587?pool=true" })).toEqual([]);
    expect(problemsOf({ SMTP_REQUIRE_TLS: "maybe" })).toEqual([
      'SMTP_REQUIRE_TLS: "maybe" is neither true nor false.',
    ]);
    expect(problemsOf({ SMTP_CA_FILE: "/does/not/exist.pem" })).toEqual([
      "SMTP_CA_FILE: cannot read /does/not/exist.pem (ENOENT).",
    ]);
    expect(problemsOf({ SMTP_CA_FILE: join(PROJECT_ROOT, "package.json") })[0]).toMatch(
      /^SMTP_CA_FILE: .* holds no PEM certificate/,
    );
  });
});

describe("a setting that is set but empty", () => {
  const mail = { MAIL_TO: "praxis@example.de", MAIL_FROM: "web@example.de" };

  // A failed expansion (MAIL_PGP_KEY_FILE=${KEY}) used to switch encryption off silently.
  it.each([
    [
      "MAIL_PGP_KEY_FILE",
      "MAIL_PGP_KEY_FILE: set but empty: give the key file's path, or remove the line to run without encryption.",
    ],
    [
      "SMTP_URL",
      "SMTP_URL: set but empty: give the SMTP server's URL, or remove the line to write mails as files into DATA_DIR/outbox.",
    ],
    [
      "SMTP_CA_FILE",
      "SMTP_CA_FILE: set but empty: give the CA's PEM file, or remove the line to use the system's CAs.",
    ],
    [
      "DATA_DIR",
      "DATA_DIR: set but empty: give the data folder, or remove the line to use ./data.",
    ],
  ])("%s is an error, not unset", (name, message) => {
    expect(problemsOf({ ...mail, [name]: "" })).toEqual([message]);
    expect(problemsOf({ ...mail, [name]: "  \t" })).toEqual([message]);
  });

  it("the others fall back to their defaults, which protect as much (README.md)", () => {
    // Every setting but the four above, each set but empty.
    const others = Object.entries(SETTINGS).filter(
      ([, setting]) => !("emptyIsAMistake" in setting),
    );
    expect(others).toHaveLength(16);
    const config = loadConfig(
      Object.fromEntries(others.map(([name]) => [name, ""])),
      "/srv/praxis",
    );
    expect(config).toEqual(loadConfig({}, "/srv/praxis"));
  });
});

describe("SMTP_URL options", () => {
  const mail = { MAIL_TO: "praxis@example.de", MAIL_FROM: "web@example.de" };
  const withQuery = (query: string) => ({
    ...mail,
    SMTP_URL: `smtps://user:secret@mail.example.de:465?${query}`,
  });

  it("refuses logger and debug, which print every mail (name, complaint, address) to stdout", () => {
    expect(problemsOf(withQuery("logger=true&debug=true"))).toEqual([
      'SMTP_URL: the server takes no URL option "logger", "debug"; only pool, maxConnections, maxMessages, name (README.md, Configuration).',
    ]);
  });

  it.each([
    "transactionLog=true",
    "connectionTimeout=1",
    "socketTimeout=1",
    "authMethod=PLAIN",
    "localAddress=10.0.0.1",
    "allowInternalNetworkInterfaces=true",
    "Pool=true",
    "__proto__=x",
    "constructor=x",
    "auth.user=x",
    "logger",
  ])("refuses any other option: %s", (query) => {
    const [problem] = problemsOf(withQuery(query));
    expect(problem).toMatch(/^SMTP_URL: the server takes no URL option ".+"; only pool, /);
  });

  it("takes pool, maxConnections, maxMessages and name, and nodemailer reads nothing else", () => {
    const query = "pool=true&maxConnections=20&maxMessages=10000&name=web.praxis-beispiel.de";
    expect(problemsOf(withQuery(query))).toEqual([]);
    expect(problemsOf(withQuery("pool=false&maxConnections=1&maxMessages=1&name=web"))).toEqual([]);
    const { auth, ...options } = parseConnectionUrl(withQuery(query).SMTP_URL);
    expect(auth).toEqual({ user: "user", pass: "secret" });
    expect(options).toEqual({
      secure: true,
      host: "mail.example.de",
      port: 465,
      pool: true,
      maxConnections: 20,
      maxMessages: 10000,
      name: "web.praxis-beispiel.de",
    });
  });

  it.each([
    ["pool=yes", 'the URL option pool="yes" is not true or false.'],
    ["maxConnections=0", 'the URL option maxConnections="0" is not 1 to 20.'],
    ["maxConnections=21", 'the URL option maxConnections="21" is not 1 to 20.'],
    ["maxMessages=0", 'the URL option maxMessages="0" is not 1 to 10000.'],
    ["maxMessages=10001", 'the URL option maxMessages="10001" is not 1 to 10000.'],
    [
      "name=web%0D%0ARCPT%20TO%3A%3Cx%40y%3E",
      'the URL option name="web\r\nRCPT TO:<x@y>" is not this server\'s host name, e.g. web.praxis.de.',
    ],
    ["pool=true&pool=false", "the URL option pool is given 2 times."],
  ])("checks the value: %s", (query, message) => {
    expect(problemsOf(withQuery(query))).toEqual([`SMTP_URL: ${message}`]);
  });
});

/**
 * Every numeric setting at both edges of its range and one step beyond. Written out here, not
 * derived from SETTINGS, so that a changed range shows in this table.
 */
describe("ranges of the numeric settings", () => {
  // The retry delays are checked against each other too; these leave every edge valid.
  const base = { MAIL_RETRY_BASE_DELAY: "10ms", MAIL_RETRY_MAX_DELAY: "1d" };
  const read = (env: Record<string, string>) => loadConfig({ ...base, ...env }, "/srv/praxis");

  it.each([
    ["PORT", "0", (config: Config) => config.port, 0],
    ["PORT", "65535", (config: Config) => config.port, 65_535],
    ["RETENTION_DAYS", "1", (config: Config) => config.retentionDays, 1],
    ["RETENTION_DAYS", "3650", (config: Config) => config.retentionDays, 3650],
    ["MAIL_RETRY_BASE_DELAY", "10ms", (config: Config) => config.mail.retryBaseDelayMs, 10],
    ["MAIL_RETRY_BASE_DELAY", "1h", (config: Config) => config.mail.retryBaseDelayMs, 3_600_000],
    ["MAIL_RETRY_MAX_DELAY", "10ms", (config: Config) => config.mail.retryMaxDelayMs, 10],
    ["MAIL_RETRY_MAX_DELAY", "1d", (config: Config) => config.mail.retryMaxDelayMs, 86_400_000],
    ["MAIL_MAX_DELAY", "100ms", (config: Config) => config.mail.maxDelayMs, 100],
    ["MAIL_MAX_DELAY", "30d", (config: Config) => config.mail.maxDelayMs, 2_592_000_000],
    [
      "RATE_LIMIT_WINDOWS",
      "1/1s",
      (config: Config) => config.rateLimit.windows,
      [{ max: 1, durationMs: 1000 }],
    ],
    [
      "RATE_LIMIT_WINDOWS",
      "1000000000/30d",
      (config: Config) => config.rateLimit.windows,
      [{ max: 1_000_000_000, durationMs: 2_592_000_000 }],
    ],
    [
      "RATE_LIMIT_WINDOWS",
      "1/1s,2/1m,3/1h,4/1d,5/30d",
      (config: Config) => config.rateLimit.windows.length,
      5,
    ],
    [
      "INTAKE_LIMIT",
      "1/1s",
      (config: Config) => config.intakeLimit,
      [{ max: 1, durationMs: 1000 }],
    ],
    [
      "INTAKE_LIMIT",
      "1000000000/30d",
      (config: Config) => config.intakeLimit,
      [{ max: 1_000_000_000, durationMs: 2_592_000_000 }],
    ],
    ["RATE_LIMIT_MAX_CLIENTS", "1", (config: Config) => config.rateLimit.maxClients, 1],
    [
      "RATE_LIMIT_MAX_CLIENTS",
      "1000000",
      (config: Config) => config.rateLimit.maxClients,
      1_000_000,
    ],
    ["TRUST_PROXY", "0", (config: Config) => config.trustProxy, false],
    ["TRUST_PROXY", "1", (config: Config) => config.trustProxy, 1],
    ["TRUST_PROXY", "10", (config: Config) => config.trustProxy, 10],
    // Leading zeros are no size: the value counts, not its length.
    ["RETENTION_DAYS", `${"0".repeat(40)}30`, (config: Config) => config.retentionDays, 30],
  ])("%s=%s is accepted", (name, value, pick, expected) => {
    expect(pick(read({ [name]: value }))).toEqual(expected);
  });

  it.each([
    ["PORT", "65536", 'PORT: "65536" is not a port number (0-65535).'],
    ["RETENTION_DAYS", "0", 'RETENTION_DAYS: "0" is out of range (1 to 3650 days).'],
    ["RETENTION_DAYS", "3651", 'RETENTION_DAYS: "3651" is out of range (1 to 3650 days).'],
    ["MAIL_RETRY_BASE_DELAY", "9ms", 'MAIL_RETRY_BASE_DELAY: "9ms" is out of range (10ms to 1h).'],
    [
      "MAIL_RETRY_BASE_DELAY",
      "3600001ms",
      'MAIL_RETRY_BASE_DELAY: "3600001ms" is out of range (10ms to 1h).',
    ],
    ["MAIL_RETRY_MAX_DELAY", "9ms", 'MAIL_RETRY_MAX_DELAY: "9ms" is out of range (10ms to 1d).'],
    [
      "MAIL_RETRY_MAX_DELAY",
      "86400001ms",
      'MAIL_RETRY_MAX_DELAY: "86400001ms" is out of range (10ms to 1d).',
    ],
    ["MAIL_MAX_DELAY", "99ms", 'MAIL_MAX_DELAY: "99ms" is out of range (100ms to 30d).'],
    ["MAIL_MAX_DELAY", "31d", 'MAIL_MAX_DELAY: "31d" is out of range (100ms to 30d).'],
    [
      "RATE_LIMIT_WINDOWS",
      "0/1h",
      'RATE_LIMIT_WINDOWS: "0/1h" is out of range (1 to 1000000000 requests per window, a window 1s to 30d long).',
    ],
    [
      "RATE_LIMIT_WINDOWS",
      "1000000001/1h",
      'RATE_LIMIT_WINDOWS: "1000000001/1h" is out of range (1 to 1000000000 requests per window, a window 1s to 30d long).',
    ],
    [
      "RATE_LIMIT_WINDOWS",
      "5/999ms",
      'RATE_LIMIT_WINDOWS: "5/999ms" is out of range (1 to 1000000000 requests per window, a window 1s to 30d long).',
    ],
    [
      "RATE_LIMIT_WINDOWS",
      "5/31d",
      'RATE_LIMIT_WINDOWS: "5/31d" is out of range (1 to 1000000000 requests per window, a window 1s to 30d long).',
    ],
    [
      "RATE_LIMIT_WINDOWS",
      "1/1s,2/1m,3/1h,4/1d,5/30d,6/30d",
      'RATE_LIMIT_WINDOWS: "1/1s,2/1m,3/1h,4/1d,…" lists 6 windows; at most 5.',
    ],
    [
      "INTAKE_LIMIT",
      "0/1h",
      'INTAKE_LIMIT: "0/1h" is out of range (1 to 1000000000 requests per window, a window 1s to 30d long).',
    ],
    [
      "INTAKE_LIMIT",
      "60/31d",
      'INTAKE_LIMIT: "60/31d" is out of range (1 to 1000000000 requests per window, a window 1s to 30d long).',
    ],
    [
      "RATE_LIMIT_MAX_CLIENTS",
      "0",
      'RATE_LIMIT_MAX_CLIENTS: "0" is out of range (1 to 1000000 clients; the limiter allocates about 20 bytes per client and window at start).',
    ],
    [
      "TRUST_PROXY",
      "11",
      'TRUST_PROXY: "11" is out of range (1 to 10 proxy hops; false for none).',
    ],
  ])("%s=%s is refused", (name, value, message) => {
    expect(problemsOf({ ...base, [name]: value })).toEqual([message]);
  });

  it("RETENTION_DAYS=200000000 is refused: its cutoff is no date, retention would throw a RangeError on every run", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    expect(() => retentionCutoff(now, 200_000_000).toISOString()).toThrow(RangeError);
    expect(problemsOf({ RETENTION_DAYS: "200000000" })).toEqual([
      'RETENTION_DAYS: "200000000" is out of range (1 to 3650 days).',
    ]);
    expect(retentionCutoff(now, SETTINGS.RETENTION_DAYS.range.max).toISOString()).toBe(
      "2016-01-04T00:00:00.000Z",
    );
  });

  it("no retry delay exceeds what a timer can wait (2^31 - 1 ms)", () => {
    expect(SETTINGS.MAIL_RETRY_BASE_DELAY.range.max).toBeLessThanOrEqual(2 ** 31 - 1);
    expect(SETTINGS.MAIL_RETRY_MAX_DELAY.range.max).toBeLessThanOrEqual(2 ** 31 - 1);
  });

  // Number("1" + 30 zeros) is 1e30, and a 400-digit string Infinity: neither may slip through.
  it.each([
    ["PORT", "1".padEnd(31, "0"), /^PORT: "10{19}…" is not a port number/],
    ["RETENTION_DAYS", "9".repeat(400), /^RETENTION_DAYS: "9{20}…" is out of range \(1 to 3650/],
    ["MAIL_RETRY_BASE_DELAY", `${"9".repeat(400)}ms`, /^MAIL_RETRY_BASE_DELAY: "9{20}…" is out/],
    ["MAIL_RETRY_MAX_DELAY", `1${"0".repeat(30)}d`, /^MAIL_RETRY_MAX_DELAY: "10{19}…" is out/],
    ["MAIL_MAX_DELAY", `${"9".repeat(400)}s`, /^MAIL_MAX_DELAY: "9{20}…" is out of range/],
    ["RATE_LIMIT_WINDOWS", `${"9".repeat(400)}/1h`, /^RATE_LIMIT_WINDOWS: "9{20}…" is out/],
    ["RATE_LIMIT_WINDOWS", `5/${"9".repeat(400)}m`, /^RATE_LIMIT_WINDOWS: "5\/9{18}…" is out/],
    ["INTAKE_LIMIT", `1${"0".repeat(30)}/1h`, /^INTAKE_LIMIT: "10{19}…" is out of range/],
    ["RATE_LIMIT_MAX_CLIENTS", "9".repeat(400), /^RATE_LIMIT_MAX_CLIENTS: "9{20}…" is out/],
    ["TRUST_PROXY", "9".repeat(400), /^TRUST_PROXY: "9{20}…" is out of range \(1 to 10/],
  ])("%s with a huge number is refused, the value cut short", (name, value, message) => {
    const problems = problemsOf({ ...base, [name]: value });
    expect(problems).toEqual([expect.stringMatching(message)]);
    expect(problems[0]?.length).toBeLessThan(200);
  });
});

describe("value parsers", () => {
  it("parses durations", () => {
    expect([parseDuration("250ms"), parseDuration("30s"), parseDuration("2d")]).toEqual([
      250, 30_000, 172_800_000,
    ]);
    expect(() => parseDuration("0s")).toThrow();
    expect(() => parseDuration("5")).toThrow();
    expect([formatDuration(10), formatDuration(3_600_000), formatDuration(90_000)]).toEqual([
      "10ms",
      "1h",
      "90s",
    ]);
  });

  it("parses rate limit windows, off disables", () => {
    expect(parseRateLimitWindows("off")).toEqual([]);
    expect(parseRateLimitWindows("1/1000ms")).toEqual([{ max: 1, durationMs: 1000 }]);
    expect(() => parseRateLimitWindows("5/10m/1")).toThrow(/5\/10m\/1/);
  });

  it("parses TRUST_PROXY as a switch or a list of proxies", () => {
    expect(parseTrustProxy("false")).toBe(false);
    // true: one proxy in front, so only the hop it appended counts (a client's own entry not).
    expect(parseTrustProxy("true")).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("127.0.0.1, ::1, 192.168.0.0/16")).toBe("127.0.0.1,::1,192.168.0.0/16");
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow();
    expect(() => parseTrustProxy("11")).toThrow();
    expect(() => parseTrustProxy("-1")).toThrow();
  });
});
