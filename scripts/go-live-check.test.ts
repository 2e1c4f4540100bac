import {
  chmodSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupName } from "#server/cli/backup-rotation.ts";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { makeKeyPair } from "#test-support/server/pgp-keys.ts";
import { spawnScript } from "#test-support/server/server-process.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { type GoLiveOptions, goLiveBlockers } from "./go-live-check.ts";

const NOW = new Date("2026-11-25T10:00:00Z");
const DAY_MS = 86_400_000;

let temp: ReturnType<typeof makeTempDir>;
let options: GoLiveOptions;
/** The running server's health answer, as the test sets it. */
let health: { status: number; body: unknown };
let server: Server;

/** A project whose content/ has the given practice file, built after it; nothing else set up. */
function project(practice: string): string {
  const root = join(temp.path, "project");
  mkdirSync(join(root, "content/pages"), { recursive: true });
  mkdirSync(join(root, "build/client"), { recursive: true });
  writeFileSync(join(root, "content/practice.ts"), practice);
  writeFileSync(join(root, "content/pages/impressum.ts"), 'export const title = "Impressum";\n');
  writeFileSync(join(root, "content/practice.test.ts"), "// PLACEHOLDER: in a test, not shown\n");
  writeFileSync(join(root, "build/site.json"), "{}");
  const past = (NOW.getTime() - DAY_MS) / 1000;
  for (const file of ["content/practice.ts", "content/pages/impressum.ts"]) {
    utimesSync(join(root, file), past, past);
  }
  return root;
}

/** A settings file as the operator fills it in, with the practice's key beside it. */
async function settings(lines: string[], mode = 0o600): Promise<string> {
  const keyFile = join(temp.path, "praxis-keys.asc");
  writeFileSync(keyFile, (await makeKeyPair()).publicArmored);
  const envFile = join(temp.path, "praxis.env");
  writeFileSync(envFile, `${lines.join("\n").replaceAll("KEYFILE", keyFile)}\n`);
  chmodSync(envFile, mode);
  return envFile;
}

const READY = [
  "MAIL_PGP_KEY_FILE=KEYFILE",
  "SMTP_URL=smtps://kontakt%40praxis.de:geheim@mail.praxis.de:465",
  "MAIL_TO=Praxis <kontakt@praxis.de>",
  "MAIL_FROM=Kontaktformular <kontaktformular@praxis.de>",
];

beforeEach(async () => {
  health = { status: 200, body: { status: "ok" } };
  server = createServer((_request, response) =>
    response.writeHead(health.status).end(JSON.stringify(health.body)),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  temp = makeTempDir("go-live-");
  // As /etc/praxis: the server's user must pass it to read the key.
  chmodSync(temp.path, 0o755);
  const backupsDir = join(temp.path, "backups");
  mkdirSync(backupsDir);
  writeFileSync(join(backupsDir, backupName(new Date(NOW.getTime() - 3_600_000))), "");
  options = {
    envFile: await settings(READY),
    backupsDir,
    healthUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`,
    projectRoot: project('export const practice = { name: "Dr. Erika Beispiel" };\n'),
    now: NOW,
  };
});

afterEach(async () => {
  temp.remove();
  await new Promise((resolve) => server.close(resolve));
});

describe("go-live check", () => {
  it("finds nothing when every step of going live is done", async () => {
    expect(await goLiveBlockers(options)).toEqual([]);
  });

  it("lists every PLACEHOLDER: of content/, one line each, with file and line", async () => {
    const root = project(
      [
        "export const practice = {",
        "  /** PLACEHOLDER: the practitioner's full name. */",
        '  name: "Alex Muster",',
        "};",
      ].join("\n"),
    );
    writeFileSync(
      join(root, "content/pages/impressum.ts"),
      "/** PLACEHOLDER: the insurer. */\nexport const insurer = 'X';\n",
    );
    const built = Date.now() / 1000 + 60;
    utimesSync(join(root, "build/site.json"), built, built);
    const blockers = await goLiveBlockers({ ...options, projectRoot: root });
    expect(blockers).toEqual([
      "content/pages/impressum.ts:1: still a placeholder: the insurer.",
      "content/practice.ts:2: still a placeholder: the practitioner's full name.",
    ]);
  });

  // Whatever the practice has filled in so far: one line for each mark left in its content/.
  it("reads the project's own content/: one line for each value still marked as a placeholder", async () => {
    const marks = readdirSync(join(PROJECT_ROOT, "content"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .flatMap((file) =>
        readFileSync(join(PROJECT_ROOT, "content", file), "utf8")
          .split("\n")
          .flatMap((line, index) =>
            /\bPLACEHOLDER:/.test(line) ? [`content/${file}:${index + 1}: `] : [],
          ),
      );
    const blockers = await goLiveBlockers({ ...options, projectRoot: PROJECT_ROOT });
    const placeholders = blockers.filter((line) => line.includes(": still a placeholder: "));
    expect(placeholders.map((line) => line.slice(0, line.indexOf(" ") + 1)).sort()).toEqual(
      marks.sort(),
    );
  });

  it("blocks without a key, with mail to files only, without TLS, with the template's server, or with a refused or unsafe setting", async () => {
    const cases: [string[], RegExp][] = [
      [READY.slice(1), /^MAIL_PGP_KEY_FILE is not set: requests \(health data\)/],
      [["MAIL_PGP_KEY_FILE=KEYFILE"], /^SMTP_URL is not set: mails would only be written to files/],
      [
        [
          ...READY.slice(0, 1),
          "SMTP_URL=smtp://mail.praxis.de:25",
          ...READY.slice(2),
          "SMTP_REQUIRE_TLS=false",
        ],
        /^SMTP_REQUIRE_TLS=false: mail to the SMTP server may travel without TLS\.$/,
      ],
      [
        [...READY.slice(0, 1), "SMTP_URL=smtps://u:p@smtp.example.org:465", ...READY.slice(2)],
        /^SMTP_URL still names the template's example server/,
      ],
      [
        ["MAIL_PGP_KEY_FILE=/nowhere/keys.asc", ...READY.slice(1)],
        /^MAIL_PGP_KEY_FILE \(\/nowhere\/keys\.asc\): /,
      ],
      [[...READY, "RATE_LIMIT_WINDOWS=viele"], /praxis\.env: RATE_LIMIT_WINDOWS: /],
      [
        ["MAIL_PGP_KEY_FILE=", ...READY.slice(1)],
        /praxis\.env: MAIL_PGP_KEY_FILE: set but empty: /,
      ],
      [
        [
          ...READY.slice(0, 1),
          "SMTP_URL=smtps://u:p@mail.praxis.de:465?debug=true",
          ...READY.slice(2),
        ],
        /praxis\.env: SMTP_URL: the server takes no URL option "debug"/,
      ],
      [[...READY, "RETENTION_DAYS=200000000"], /praxis\.env: RETENTION_DAYS: .* out of range/],
      [
        [...READY, "ALLOW_UNENCRYPTED=true"],
        /^ALLOW_UNENCRYPTED=true: if the key setting went missing/,
      ],
    ];
    for (const [lines, expected] of cases) {
      const blockers = await goLiveBlockers({ ...options, envFile: await settings(lines) });
      expect(blockers, lines.join(" ")).toEqual([expect.stringMatching(expected)]);
    }
  });

  it("blocks while the settings file is missing or readable by others (it holds the password)", async () => {
    expect(await goLiveBlockers({ ...options, envFile: join(temp.path, "missing.env") })).toEqual([
      `No settings at ${join(temp.path, "missing.env")}: install deploy/praxis.env.example there and fill it in.`,
    ]);
    const open = await settings(READY, 0o644);
    expect(await goLiveBlockers({ ...options, envFile: open })).toEqual([
      `${open} holds the SMTP password: make it readable by root only (chmod 600).`,
    ]);
  });

  it("blocks while the server does not answer, or answers anything but 200", async () => {
    health = {
      status: 503,
      body: { status: "degraded", message: "Der Speicher nimmt gerade keine Daten an." },
    };
    expect(await goLiveBlockers(options)).toEqual([
      `The server answers 503 at ${options.healthUrl}: Der Speicher nimmt gerade keine Daten an.`,
    ]);
    await new Promise((resolve) => server.close(resolve));
    expect(await goLiveBlockers(options)).toEqual([
      `The server does not answer at ${options.healthUrl}: see systemctl status praxis-web and journalctl -u praxis-web -e.`,
    ]);
  });

  it("blocks while the key or the CA file is readable by root only (the service is not root)", async () => {
    const caFile = join(temp.path, "ca.pem");
    // The settings check reads only the PEM frame; the mail is never sent here.
    writeFileSync(caFile, "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n");
    const envFile = await settings([...READY, `SMTP_CA_FILE=${caFile}`]);
    const keyFile = join(temp.path, "praxis-keys.asc");
    chmodSync(keyFile, 0o600);
    chmodSync(caFile, 0o600);
    expect(await goLiveBlockers({ ...options, envFile })).toEqual([
      `MAIL_PGP_KEY_FILE (${keyFile}): the server's user cannot read it: chmod 644 ${keyFile}.`,
      `SMTP_CA_FILE (${caFile}): the server's user cannot read it: chmod 644 ${caFile}.`,
    ]);
  });

  it("blocks while a folder on the key's way is closed to the server's user", async () => {
    const folder = join(temp.path, "praxis");
    mkdirSync(folder);
    const keyFile = join(folder, "praxis-keys.asc");
    writeFileSync(keyFile, (await makeKeyPair()).publicArmored);
    const envFile = await settings([`MAIL_PGP_KEY_FILE=${keyFile}`, ...READY.slice(1)]);
    chmodSync(folder, 0o700);
    expect(await goLiveBlockers({ ...options, envFile })).toEqual([
      `MAIL_PGP_KEY_FILE (${keyFile}): the server's user cannot read it: chmod 755 ${folder}.`,
    ]);
  });

  it("blocks without a backup, and when the newest backup is older than two days", async () => {
    const empty = join(temp.path, "no-backups");
    mkdirSync(empty);
    expect(await goLiveBlockers({ ...options, backupsDir: empty })).toEqual([
      `No backup yet in ${empty}: run systemctl start praxis-backup and enable praxis-backup.timer.`,
    ]);
    const old = join(temp.path, "old-backups");
    mkdirSync(old);
    writeFileSync(join(old, backupName(new Date(NOW.getTime() - 3 * DAY_MS))), "");
    expect(await goLiveBlockers({ ...options, backupsDir: old })).toEqual([
      expect.stringMatching(
        /^The newest backup \(.+\) is 3 days old: is praxis-backup\.timer enabled\?$/,
      ),
    ]);
  });

  it("blocks while the site is not built, or was built before content/ last changed", async () => {
    const root = project("export const practice = {};\n");
    const before = (NOW.getTime() - 2 * DAY_MS) / 1000;
    utimesSync(join(root, "build/site.json"), before, before);
    expect(await goLiveBlockers({ ...options, projectRoot: root })).toEqual([
      "The site was built before content/ last changed: run npm run build.",
    ]);
    rmSync(join(root, "build/site.json"));
    expect(await goLiveBlockers({ ...options, projectRoot: root })).toEqual([
      "The site is not built: run npm run build.",
    ]);
  });

  it("as a command: one line per blocker and exit 1, usage errors exit 2", async () => {
    const run = spawnScript(
      "scripts/go-live-check.ts",
      [
        "--env",
        join(temp.path, "missing.env"),
        "--backups",
        options.backupsDir,
        "--health",
        options.healthUrl,
      ],
      {},
    );
    expect(await run.exited).toBe(1);
    const lines = run.stdout().trimEnd().split("\n");
    expect(lines).toContain(
      `- No settings at ${join(temp.path, "missing.env")}: install deploy/praxis.env.example there and fill it in.`,
    );
    expect(lines.at(-1)).toBe(
      `${lines.length - 1} thing(s) still block going live (docs/operations.md, "Going live").`,
    );
    const wrong = spawnScript("scripts/go-live-check.ts", ["--envfile", "x"], {});
    expect(await wrong.exited).toBe(2);
    expect(wrong.stderr()).toContain(
      "Usage: npm run go-live-check -- [--env FILE] [--backups DIR]",
    );
    expect(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8")).toContain(
      '"go-live-check": "node scripts/go-live-check.ts"',
    );
  });
});
