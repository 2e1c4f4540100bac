/**
 * The systemd units of deploy/ as written: systemd's own checker accepts them, their sandbox
 * scores as required, and the commands they run work against this checkout. Paths under
 * /opt/praxis are read as this checkout (the units are checked before they are installed).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { openSqliteRequestStore } from "#server/storage/sqlite-request-store.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";

const DEPLOY = join(PROJECT_ROOT, "deploy");
const INSTALLED_CODE = "/opt/praxis";
const PUBLISHER = "praxis_publish.service";
const UNITS = [
  "praxis-web.service",
  "praxis-backup.service",
  "praxis-backup.timer",
  PUBLISHER,
  "praxis_publish.timer",
];
/** The services that share the server's user, data and sandbox (the drop-in below). */
const SERVICES = ["praxis-web.service", "praxis-backup.service"];
const SHARED = "praxis-.service.d/10-shared.conf";
/** systemd applies a folder "praxis-.service.d" to every service whose name starts so. */
const getsShared = (unit: string) => unit.startsWith("praxis-") && unit.endsWith(".service");

/** `Key=value` lines of a file of deploy/. */
function lines(file: string): [string, string][] {
  return readFileSync(join(DEPLOY, file), "utf8")
    .split("\n")
    .filter((line) => /^[A-Z][A-Za-z]+=/.test(line))
    .map((line): [string, string] => {
      const at = line.indexOf("=");
      return [line.slice(0, at), line.slice(at + 1)];
    });
}

/** A unit's settings, then the shared drop-in's (systemd applies drop-ins after the unit). */
function settings(unit: string): [string, string][] {
  return getsShared(unit) ? [...lines(unit), ...lines(SHARED)] : lines(unit);
}
/** Settings that add up over several lines instead of the last one winning. */
const LISTS = new Set(["Environment", "StateDirectory", "SystemCallFilter"]);
const values = (unit: string, key: string) =>
  settings(unit)
    .filter(([name]) => name === key)
    .map(([, value]) => value);
const value = (unit: string, key: string) => values(unit, key).at(-1);

/** `systemd-analyze security` of a unit in the copy: its lines, and the exposure it rates. */
function security(unit: string): { output: string; exposure: number } {
  const output = execFileSync(
    "systemd-analyze",
    ["security", "--offline=true", "--no-pager", join(copy.path, unit)],
    { encoding: "utf8" },
  );
  const exposure = Number(/Overall exposure level for \S+: ([\d.]+)/.exec(output)?.[1]);
  return { output, exposure };
}

let copy: ReturnType<typeof makeTempDir>;

beforeAll(() => {
  // The units with /opt/praxis pointing at this checkout, laid out as in /etc/systemd/system.
  copy = makeTempDir("units-");
  cpSync(DEPLOY, copy.path, { recursive: true });
  for (const file of [...UNITS, SHARED]) {
    const path = join(copy.path, file);
    writeFileSync(path, readFileSync(path, "utf8").replaceAll(INSTALLED_CODE, PROJECT_ROOT));
  }
});

afterAll(() => copy.remove());

describe("deploy/ systemd units", () => {
  it("pass systemd-analyze verify without a single warning", () => {
    const result = spawnSync(
      "systemd-analyze",
      ["verify", "--man=no", ...UNITS.map((unit) => join(copy.path, unit))],
      { encoding: "utf8" },
    );
    expect(`${result.stdout}${result.stderr}`).toBe("");
    expect(result.status).toBe(0);
  });

  it.each(SERVICES)("%s: systemd-analyze security rates its exposure at 1.5 or lower", (unit) => {
    const { exposure } = security(unit);
    expect(exposure).toBeGreaterThan(0);
    expect(exposure).toBeLessThanOrEqual(1.5);
  });

  it("run as one unprivileged dynamic user with private state, settings from a file", () => {
    for (const unit of SERVICES) {
      expect(value(unit, "DynamicUser"), unit).toBe("yes");
      expect(value(unit, "User"), unit).toBe("praxis");
      expect(values(unit, "StateDirectory"), unit).toContain("praxis");
      expect(value(unit, "StateDirectoryMode"), unit).toBe("0700");
      expect(value(unit, "EnvironmentFile"), unit).toBe("/etc/praxis/praxis.env");
      expect(value(unit, "ProtectSystem"), unit).toBe("strict");
      expect(value(unit, "NoNewPrivileges"), unit).toBe("yes");
      expect(value(unit, "PrivateTmp"), unit).toBe("yes");
      // The data folder the server and the backup use is that state folder.
      expect(values(unit, "Environment").join(" "), unit).toMatch(
        /\bDATA_DIR=\/var\/lib\/praxis\b/,
      );
    }
  });

  it("the server listens on loopback only, trusts only the proxy there, and drains on stop", () => {
    const environment = values("praxis-web.service", "Environment").join(" ");
    expect(environment).toContain("HOST=127.0.0.1");
    expect(environment).toContain("TRUST_PROXY=loopback");
    expect(value("praxis-web.service", "Restart")).toBe("on-failure");
    expect(value("praxis-web.service", "KillSignal")).toBe("SIGTERM");
    // The server gives up its graceful stop after 20 s (server/main.ts); systemd must wait longer.
    const stopSeconds = Number(
      /^(\d+)s$/.exec(value("praxis-web.service", "TimeoutStopSec") ?? "")?.[1],
    );
    expect(stopSeconds).toBeGreaterThan(20);
    expect(value("praxis-web.service", "ExecStart")).toBe(
      `${INSTALLED_CODE}/node_modules/node/bin/node server/main.ts`,
    );
    // `systemctl start` waits until the server answers (deploy/wait-until-ready.test.ts).
    expect(value("praxis-web.service", "ExecStartPost")).toBe(
      `${INSTALLED_CODE}/node_modules/node/bin/node deploy/wait-until-ready.ts`,
    );
    // `systemctl reload` reads a new build without a restart (server/live-site.test.ts).
    expect(value("praxis-web.service", "ExecReload")).toBe("/bin/kill -HUP $MAINPID");
  });

  it("the backup unit's command writes a checked copy into its own state folder", () => {
    const command = value("praxis-backup.service", "ExecStart") ?? "";
    const [node = "", script = "", ...args] = command.split(" ");
    expect(node).toBe(`${INSTALLED_CODE}/node_modules/node/bin/node`);
    const into = args[args.indexOf("--into") + 1] ?? "";
    expect(
      values("praxis-backup.service", "StateDirectory").map((dir) => `/var/lib/${dir}`),
    ).toContain(into);
    expect(args[args.indexOf("--keep") + 1]).toBe("14");

    // The same command against a data folder with one request, into a temporary folder.
    const data = makeTempDir("backup-unit-data-");
    const backups = makeTempDir("backup-unit-into-");
    try {
      const store = openSqliteRequestStore(data.path);
      const payload = validPayload("general");
      store.save({
        id: String(payload.id),
        formType: "general",
        payload,
        isSpam: false,
        receivedAt: new Date(),
      });
      store.close();
      const run = spawnSync(
        process.execPath,
        [script, ...args.map((arg) => (arg === into ? backups.path : arg))],
        {
          cwd: PROJECT_ROOT,
          env: { PATH: process.env.PATH, DATA_DIR: data.path },
          encoding: "utf8",
        },
      );
      expect(run.stderr).toBe("");
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/1 request\(s\), integrity ok/);
      expect(readdirSync(backups.path)).toEqual([expect.stringMatching(/^requests-.+\.sqlite$/)]);
    } finally {
      data.remove();
      backups.remove();
    }
  });

  it("no unit sets again what the shared drop-in sets (the drop-in would silently win)", () => {
    const shared = new Set(lines(SHARED).map(([key]) => key));
    for (const unit of SERVICES) {
      const twice = lines(unit)
        .map(([key]) => key)
        .filter((key) => shared.has(key) && !LISTS.has(key));
      expect(twice, unit).toEqual([]);
    }
  });

  it("the backup has no network: it talks to nobody", () => {
    expect(value("praxis-backup.service", "PrivateNetwork")).toBe("yes");
    expect(value("praxis-backup.service", "IPAddressDeny")).toBe("any");
  });

  it("the timer starts the backup daily and makes up for nights the machine was off", () => {
    expect(value("praxis-backup.timer", "OnCalendar")).toMatch(/^\*-\*-\* \d\d:\d\d:\d\d$/);
    expect(value("praxis-backup.timer", "Persistent")).toBe("true");
    expect(existsSync(join(DEPLOY, "praxis-backup.service"))).toBe(true);
  });

  it("the settings template holds no value that would weaken production", () => {
    const template = readFileSync(join(DEPLOY, "praxis.env.example"), "utf8");
    // Set by the unit, so an env file cannot move the server off loopback by accident.
    for (const name of ["HOST", "PORT", "TRUST_PROXY", "DATA_DIR"]) {
      expect(template, name).not.toMatch(new RegExp(`^${name}=`, "m"));
    }
    expect(template).toMatch(/^MAIL_PGP_KEY_FILE=\/etc\/praxis\/\S+\.asc$/m);
    expect(template).toMatch(/^SMTP_URL=smtps:\/\//m);
    expect(template).not.toMatch(/^SMTP_REQUIRE_TLS=false/m);
  });

  it("the publisher: root without a capability, 2.0 or lower, and none of the server's drop-in", () => {
    const { output, exposure } = security(PUBLISHER);
    expect(exposure).toBeGreaterThan(0);
    expect(exposure).toBeLessThanOrEqual(2);
    expect(output).toMatch(/User=\/DynamicUser=\s+Service runs as root user/);
    expect(output).toMatch(/CapabilityBoundingSet=~CAP_SYS_ADMIN\s+Service has no administrator/);
    // Why the name has "_": under "praxis-publish.service" systemd would give the same unit the
    // server's shared drop-in, and with it the server's dynamic user and its requests data.
    cpSync(join(copy.path, PUBLISHER), join(copy.path, "praxis-publish.service"));
    try {
      expect(security("praxis-publish.service").output).toMatch(
        /User=\/DynamicUser=\s+Service runs under a transient non-root user identity/,
      );
    } finally {
      rmSync(join(copy.path, "praxis-publish.service"));
    }
  });

  it("the publisher writes the code, its own state and cache, and cannot see the requests or backups", () => {
    expect(getsShared(PUBLISHER)).toBe(false);
    expect(value(PUBLISHER, "ProtectSystem")).toBe("strict");
    expect(values(PUBLISHER, "ReadWritePaths")).toEqual([INSTALLED_CODE]);
    expect(values(PUBLISHER, "StateDirectory")).toEqual(["praxis-publish"]);
    expect(value(PUBLISHER, "CapabilityBoundingSet")).toBe("");
    expect(value(PUBLISHER, "NoNewPrivileges")).toBe("yes");
    const hidden = values(PUBLISHER, "InaccessiblePaths").join(" ").split(" ");
    // DynamicUser keeps the server's and the backup's state folders under /var/lib/private.
    for (const folder of ["/var/lib/private", "/var/lib/praxis", "/var/lib/praxis-backups"]) {
      expect(hidden).toContain(`-${folder}`);
    }
    // The SMTP password stays out of the environment the build's packages run in.
    expect(values(PUBLISHER, "EnvironmentFile")).toEqual([]);
    expect(values(PUBLISHER, "Environment").join(" ")).toContain(
      "PUBLISH_ENV_FILE=/etc/praxis/praxis.env",
    );
    // Never production's NODE_ENV: npm ci would leave out the build's packages.
    expect(values(PUBLISHER, "Environment").join(" ")).not.toContain("NODE_ENV");
    expect(value(PUBLISHER, "Type")).toBe("oneshot");
    expect(value(PUBLISHER, "ExecStart")).toBe(
      `${INSTALLED_CODE}/node_modules/node/bin/node scripts/publish-site.ts`,
    );
    expect(existsSync(join(PROJECT_ROOT, "scripts/publish-site.ts"))).toBe(true);
  });

  it("the publisher's SSH command: the deploy key alone, the pinned host key, no prompt", () => {
    const environment = values(PUBLISHER, "Environment").join("\n");
    const command = /"GIT_SSH_COMMAND=([^"]+)"/.exec(environment)?.[1] ?? "";
    expect(command).toMatch(/^ssh /);
    // The key made as docs/operations.md says, and a host key pinned as it says, in a folder
    // standing in for /etc/praxis; ssh -G prints the settings the command gives, unconnected.
    const etc = makeTempDir("publish-ssh-");
    try {
      const key = join(etc.path, "deploy_key");
      execFileSync("ssh-keygen", [
        "-q",
        "-t",
        "ed25519",
        "-N",
        "",
        "-C",
        "praxis-server",
        "-f",
        key,
      ]);
      const hostKey = join(etc.path, "host_key");
      execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", hostKey]);
      const knownHosts = join(etc.path, "known_hosts");
      writeFileSync(knownHosts, `codeberg.org ${readFileSync(`${hostKey}.pub`, "utf8")}`);
      const fingerprint = (file: string) =>
        execFileSync("ssh-keygen", ["-lf", file], { encoding: "utf8" }).split(" ")[1];
      expect(fingerprint(knownHosts)).toMatch(/^SHA256:/);
      expect(fingerprint(knownHosts)).toBe(fingerprint(`${hostKey}.pub`));

      const [ssh = "", ...args] = command.replaceAll("/etc/praxis", etc.path).split(" ");
      const shown = execFileSync(ssh, [...args, "-G", "git@codeberg.org"], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
      const settings = shown.split("\n");
      expect(settings.filter((line) => line.startsWith("identityfile "))).toEqual([
        `identityfile ${key}`,
      ]);
      expect(settings).toContain("identitiesonly yes");
      expect(settings).toContain(`userknownhostsfile ${knownHosts}`);
      expect(settings).toContain("stricthostkeychecking true");
      expect(settings).toContain("batchmode yes");
    } finally {
      etc.remove();
    }
    // The first fetch by hand (docs/operations.md, "Publishing from the Git host") goes the
    // unit's way, so that it finds what the timer would.
    const operations = readFileSync(join(PROJECT_ROOT, "docs/operations.md"), "utf8");
    expect(operations).toContain(`GIT_SSH_COMMAND="${command}" git fetch origin main`);
  });

  it("the publisher's timer starts it every minute, and once after a boot that missed some", () => {
    expect(value("praxis_publish.timer", "OnCalendar")).toBe("*-*-* *:*:00");
    expect(value("praxis_publish.timer", "Persistent")).toBe("true");
    const next = spawnSync(
      "systemd-analyze",
      ["calendar", "--iterations=2", value("praxis_publish.timer", "OnCalendar") ?? ""],
      { encoding: "utf8", env: { ...process.env, TZ: "UTC" } },
    );
    const times = [...next.stdout.matchAll(/(?:Next elapse|Iter\. #2): \S+ (\S+) (\S+) UTC/g)].map(
      (match) => Date.parse(`${match[1]}T${match[2]}Z`),
    );
    expect(times).toHaveLength(2);
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBe(60_000);
  });
});
