import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ConfigError,
  loadConfig,
  PROJECT_ROOT,
  parseDuration,
  parseRateLimitWindows,
  parseTrustProxy,
} from "./config.ts";

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
        SMTP_URL: "smtps://user:secret@mail.example.de:465",
        MAIL_TO: "praxis@example.de",
        MAIL_FROM: "Kontaktformular <web@example.de>",
        MAIL_RETRY_BASE_DELAY: "1m",
        MAIL_RETRY_MAX_DELAY: "2h",
        MAIL_MAX_DELAY: "90m",
        MAIL_PGP_KEY_FILE: "keys/praxis.asc",
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
        smtpUrl: "smtps://user:secret@mail.example.de:465",
        to: "praxis@example.de",
        from: "Kontaktformular <web@example.de>",
        retryBaseDelayMs: 60_000,
        retryMaxDelayMs: 7_200_000,
        maxDelayMs: 5_400_000,
        pgpKeyFile: "/srv/praxis/keys/praxis.asc",
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
      'INTAKE_LIMIT: "0/1d" is not a window like 5/10m (at most 5 requests per 10 minutes); "off" disables the limit.',
    ]);
    expect(problemsOf({ INTAKE_LIMIT: "" })).toEqual([]);
  });

  it("bounds RATE_LIMIT_MAX_CLIENTS, whose memory is allocated at start", () => {
    expect(
      loadConfig({ RATE_LIMIT_MAX_CLIENTS: "1000000" }, "/srv/praxis").rateLimit.maxClients,
    ).toBe(1_000_000);
    expect(problemsOf({ RATE_LIMIT_MAX_CLIENTS: "1000001" })).toEqual([
      'RATE_LIMIT_MAX_CLIENTS: "1000001" is more than 1000000 (the limiter allocates about 20 bytes per client and window at start).',
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
    expect(problemsOf({ MAIL_RETRY_BASE_DELAY: "2h", MAIL_RETRY_MAX_DELAY: "1h" })).toEqual([
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

describe("value parsers", () => {
  it("parses durations", () => {
    expect([parseDuration("250ms"), parseDuration("30s"), parseDuration("2d")]).toEqual([
      250, 30_000, 172_800_000,
    ]);
    expect(() => parseDuration("0s")).toThrow();
    expect(() => parseDuration("5")).toThrow();
  });

  it("parses rate limit windows, off disables", () => {
    expect(parseRateLimitWindows("off")).toEqual([]);
    expect(parseRateLimitWindows("1/500ms")).toEqual([{ max: 1, durationMs: 500 }]);
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
