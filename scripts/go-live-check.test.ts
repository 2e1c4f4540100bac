import { chmodSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupName } from "#server/cli/backup-rotation.ts";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { makeKeyPair } from "#test-support/server/pgp-keys.ts";
import { spawnScript } from "#test-support/server/server-process.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { type GoLiveOptions, goLiveBlockers, servedCommitLine, summary } from "./go-live-check.ts";

const NOW = new Date("2026-11-25T10:00:00Z");
const DAY_MS = 86_400_000;

let temp: ReturnType<typeof makeTempDir>;
let options: GoLiveOptions;
/** The running server's health answer, as the test sets it. */
let health: { status: number; body: unknown };
let server: Server;

/** A practice's facts file, every value filled in; the header explains the marker as ours does. */
const FILLED_FACTS = [
  "# „# PLATZHALTER“ am Zeilenende: Dieser Wert ist noch ein Beispiel. Tragen Sie den echten Wert",
  "# ein und löschen Sie dann „# PLATZHALTER“.",
  "name: Dr. Erika Beispiel",
  "adresse:",
  "  straße: Lindenweg 7",
  "berufsverbände:",
  "  - Verband Freier Psychotherapeuten e. V.",
  "",
].join("\n");

/** The files of a test project's content/, all changed a day before NOW. */
function writeContent(root: string, files: Record<string, string>) {
  const past = (NOW.getTime() - DAY_MS) / 1000;
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
    utimesSync(join(root, file), past, past);
  }
}

/**
 * A project of its own (never the real practice's facts), built after its content was written;
 * `files` replace or add content files.
 */
function project(files: Record<string, string> = {}): string {
  const root = join(temp.path, "project");
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, "build/client"), { recursive: true });
  writeContent(root, {
    "content/praxis.yaml": FILLED_FACTS,
    "content/pages/impressum.md": "---\ntitel: Impressum\n---\n\n## Angaben\n\nText.\n",
    "content/practice.ts": 'export const practice = load("praxis.yaml");\n',
    "content/practice.test.ts": "// PLACEHOLDER: in a test, not shown\n",
    ...files,
  });
  writeFileSync(join(root, "build/site.json"), "{}");
  return root;
}

/** The placeholder lines of a project whose content/ holds `files`. */
async function placeholders(files: Record<string, string>): Promise<string[]> {
  return goLiveBlockers({ ...options, projectRoot: project(files) });
}

const DELETE_MARK = "löschen Sie danach „# PLATZHALTER“ am Zeilenende.";
const EXAMPLE = `Tragen Sie den echten Wert ein und ${DELETE_MARK}`;

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
    projectRoot: project(),
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

  it("names file, line, field and example value of each # PLATZHALTER in a YAML file", async () => {
    const facts = [
      "# „# PLATZHALTER“ am Zeilenende: Dieser Wert ist noch ein Beispiel.",
      "name: Alex Muster # PLATZHALTER",
      "marke: Praxis Körper & Geist",
      "adresse:",
      '  straße: "Musterstraße 1" # PLATZHALTER',
      "  ort: Oberasbach",
      "berufsverbände: # PLATZHALTER",
      "  - Musterverband für Heilpraktiker e. V. # PLATZHALTER",
      "  - Deutscher Verband e. V.",
      "siegel: # PLATZHALTER",
      "  - name: Heilpraktiker für Psychotherapie",
      "    titel: HP # PLATZHALTER",
      "  - name: EMDR # PLATZHALTER",
      "gruss: | # PLATZHALTER",
      "  Herzlich willkommen",
      "  in der Praxis.",
      "haftpflicht: # PLATZHALTER",
      "  versicherer: Musterversicherung AG",
      "",
    ].join("\n");
    expect(await placeholders({ "content/praxis.yaml": facts })).toEqual([
      `content/praxis.yaml, Zeile 2: „name“ ist noch ein Beispielwert („Alex Muster“). ${EXAMPLE}`,
      `content/praxis.yaml, Zeile 5: „straße“ unter „adresse“ ist noch ein Beispielwert („Musterstraße 1“). ${EXAMPLE}`,
      `content/praxis.yaml, Zeile 7: Die Liste „berufsverbände“ enthält noch Beispieleinträge (erster Eintrag: „Musterverband für Heilpraktiker e. V.“). Ersetzen oder streichen Sie die Einträge darunter, bis nur echte dastehen, und ${DELETE_MARK}`,
      `content/praxis.yaml, Zeile 8: Der 1. Eintrag von „berufsverbände“ ist noch ein Beispielwert („Musterverband für Heilpraktiker e. V.“). ${EXAMPLE}`,
      `content/praxis.yaml, Zeile 10: Die Liste „siegel“ enthält noch Beispieleinträge. Ersetzen oder streichen Sie die Einträge darunter, bis nur echte dastehen, und ${DELETE_MARK}`,
      `content/praxis.yaml, Zeile 12: „titel“ im 1. Eintrag von „siegel“ ist noch ein Beispielwert („HP“). ${EXAMPLE}`,
      `content/praxis.yaml, Zeile 13: „name“ im 2. Eintrag von „siegel“ ist noch ein Beispielwert („EMDR“). ${EXAMPLE}`,
      `content/praxis.yaml, Zeile 14: „gruss“ ist noch ein Beispielwert („Herzlich willkommen in der Praxis.“). ${EXAMPLE}`,
      `content/praxis.yaml, Zeile 17: Die Angaben unter „haftpflicht“ sind noch Beispielwerte. Tragen Sie darunter die echten Werte ein und ${DELETE_MARK}`,
    ]);
  });

  it("still names the marked lines of a file the YAML reader would refuse, and of a list file", async () => {
    const broken = ["titel: Praxis: Körper # PLATZHALTER", "\tort: Oberasbach", ""].join("\n");
    const list = [
      "- frage: Was kostet eine Sitzung? # PLATZHALTER",
      "  antwort: |",
      "    Eine Sitzung kostet 90 Euro. # PLATZHALTER",
      "",
    ].join("\n");
    expect(
      await placeholders({ "content/kaputt.yaml": broken, "content/faq/fragen.yaml": list }),
    ).toEqual([
      `content/faq/fragen.yaml, Zeile 1: „frage“ im 1. Eintrag ist noch ein Beispielwert („Was kostet eine Sitzung?“). ${EXAMPLE}`,
      `content/faq/fragen.yaml, Zeile 3: Der Text von „antwort“ im 1. Eintrag ist noch ein Beispiel („Eine Sitzung kostet 90 Euro.“). Schreiben Sie den echten Text und ${DELETE_MARK}`,
      `content/kaputt.yaml, Zeile 1: „titel“ ist noch ein Beispielwert („Praxis: Körper“). ${EXAMPLE}`,
    ]);
  });

  it("a filled-in value is no blocker, nor the marker quoted in a comment", async () => {
    // FILLED_FACTS explains the marker in its header, as the practice's file does.
    expect(FILLED_FACTS).toContain("„# PLATZHALTER“");
    expect(await placeholders({ "content/praxis.yaml": FILLED_FACTS })).toEqual([]);
    const before = "telefon: 0911 12345678 # PLATZHALTER\n";
    expect(await placeholders({ "content/kontakt.yml": before })).toHaveLength(1);
    expect(await placeholders({ "content/kontakt.yml": "telefon: 0911 7654321\n" })).toEqual([]);
  });

  it("names file, line and field of a # PLATZHALTER in a Markdown page's front matter or text", async () => {
    const page = [
      "---",
      "titel: Über mich",
      "beschreibung: Alex Muster stellt sich vor. # PLATZHALTER",
      "---",
      "",
      "## Ausbildung",
      "",
      "Studium in Musterstadt. # PLATZHALTER",
      "",
      "```",
      "name: Wert # PLATZHALTER",
      "```",
      "",
    ].join("\n");
    expect(await placeholders({ "content/pages/ueber-mich.md": page })).toEqual([
      `content/pages/ueber-mich.md, Zeile 3: „beschreibung“ ist noch ein Beispielwert („Alex Muster stellt sich vor.“). ${EXAMPLE}`,
      `content/pages/ueber-mich.md, Zeile 8: Dieser Text ist noch ein Beispiel („Studium in Musterstadt.“). Schreiben Sie den echten Text und ${DELETE_MARK}`,
    ]);
  });

  it("still reports a PLACEHOLDER: comment left in a TypeScript file of content/, not in its tests", async () => {
    const loader = [
      "export const practice = {",
      "  /** PLACEHOLDER: the practitioner's full name. */",
      '  name: "Alex Muster",',
      "};",
    ].join("\n");
    expect(await placeholders({ "content/practice.ts": loader })).toEqual([
      "content/practice.ts, Zeile 2: Hier steht noch ein Platzhalter („the practitioner's full name.“). Tragen Sie den echten Wert ein und löschen Sie danach den Kommentar „PLACEHOLDER:“.",
    ]);
  });

  it("reads the project's own content files into well-formed lines, whatever their values", async () => {
    const blockers = await goLiveBlockers({ ...options, projectRoot: PROJECT_ROOT });
    for (const blocker of blockers.filter((line) => line.startsWith("content/"))) {
      expect(blocker).toMatch(
        /^content\/[^,]+\.(ya?ml|md|tsx?), Zeile \d+: .+(„# PLATZHALTER“ am Zeilenende|diese Zeile|„PLACEHOLDER:“)\.$/,
      );
    }
  });

  it("blocks without a key, with mail to files only, without TLS, with the template's server, or with a refused or unsafe setting", async () => {
    const envFile = join(temp.path, "praxis.env");
    const invalid = (name: string) =>
      `^${envFile.replaceAll(/[.*+?^${}()|[\]\\/]/g, "\\$&")}: Die Einstellung ${name} fehlt oder ist ungültig\\. Korrigieren Sie die Zeile „${name}=…“ .*Hinweis des Servers \\(englisch\\): ${name}: `;
    const cases: [string[], RegExp][] = [
      [
        READY.slice(1),
        /praxis\.env: MAIL_PGP_KEY_FILE fehlt, Anfragen \(Gesundheitsdaten\) würden unverschlüsselt .*„MAIL_PGP_KEY_FILE=\/etc\/praxis\/praxis-keys\.asc“/,
      ],
      [
        ["MAIL_PGP_KEY_FILE=KEYFILE"],
        /praxis\.env: SMTP_URL fehlt, Mails würden nur als Dateien .*„SMTP_URL=smtps:\/\/BENUTZER:PASSWORT@MAILSERVER:465“\.$/,
      ],
      [
        [
          ...READY.slice(0, 1),
          "SMTP_URL=smtp://mail.praxis.de:25",
          ...READY.slice(2),
          "SMTP_REQUIRE_TLS=false",
        ],
        /praxis\.env: SMTP_REQUIRE_TLS=false – Mails an den Mailserver könnten unverschlüsselt \(ohne TLS\) unterwegs sein\. Löschen Sie diese Zeile\.$/,
      ],
      [
        [...READY.slice(0, 1), "SMTP_URL=smtps://u:p@smtp.example.org:465", ...READY.slice(2)],
        /praxis\.env: SMTP_URL nennt noch den Beispielserver der Vorlage \(smtp\.example\.org\)\. Tragen Sie den Mailserver der Praxis ein/,
      ],
      [
        ["MAIL_PGP_KEY_FILE=/nowhere/keys.asc", ...READY.slice(1)],
        /^MAIL_PGP_KEY_FILE \(\/nowhere\/keys\.asc, eingetragen in .*praxis\.env\): Mit dieser Datei kann der Server nicht verschlüsseln\. .* Hinweis des Servers \(englisch\): the file does not exist\.$/,
      ],
      [[...READY, "RATE_LIMIT_WINDOWS=viele"], new RegExp(invalid("RATE_LIMIT_WINDOWS"))],
      [
        ["MAIL_PGP_KEY_FILE=", ...READY.slice(1)],
        new RegExp(`${invalid("MAIL_PGP_KEY_FILE")}set but empty: `),
      ],
      [
        [
          ...READY.slice(0, 1),
          "SMTP_URL=smtps://u:p@mail.praxis.de:465?debug=true",
          ...READY.slice(2),
        ],
        new RegExp(`${invalid("SMTP_URL")}the server takes no URL option "debug"`),
      ],
      [
        [...READY, "RETENTION_DAYS=200000000"],
        new RegExp(`${invalid("RETENTION_DAYS")}.* out of range`),
      ],
      [
        [...READY, "ALLOW_UNENCRYPTED=true"],
        /praxis\.env: ALLOW_UNENCRYPTED=true – ginge die Schlüssel-Einstellung verloren, .* Löschen Sie diese Zeile\.$/,
      ],
    ];
    for (const [lines, expected] of cases) {
      const blockers = await goLiveBlockers({ ...options, envFile: await settings(lines) });
      expect(blockers, lines.join(" ")).toEqual([expect.stringMatching(expected)]);
    }
  });

  it("blocks while the settings file is missing or readable by others (it holds the password)", async () => {
    const missing = join(temp.path, "missing.env");
    expect(await goLiveBlockers({ ...options, envFile: missing })).toEqual([
      `Unter ${missing} gibt es noch keine Einstellungen. Legen Sie sie aus der Vorlage an: „install -m 600 deploy/praxis.env.example ${missing}“, dann die Werte eintragen: „nano ${missing}“.`,
    ]);
    const open = await settings(READY, 0o644);
    expect(await goLiveBlockers({ ...options, envFile: open })).toEqual([
      `${open} enthält das SMTP-Passwort und ist auch für andere lesbar. Nur root darf sie lesen: „chmod 600 ${open}“.`,
    ]);
  });

  it("blocks while the server does not answer, or answers anything but 200", async () => {
    health = {
      status: 503,
      body: { status: "degraded", message: "Der Speicher nimmt gerade keine Daten an." },
    };
    expect(await goLiveBlockers(options)).toEqual([
      `Der Server meldet unter ${options.healthUrl} einen Fehler (503). Der Speicher nimmt gerade keine Daten an. Näheres zeigt „journalctl -u praxis-web -e“.`,
    ]);
    await new Promise((resolve) => server.close(resolve));
    expect(await goLiveBlockers(options)).toEqual([
      `Der Server antwortet nicht unter ${options.healthUrl}. Warum, zeigen „systemctl status praxis-web“ und „journalctl -u praxis-web -e“.`,
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
      `MAIL_PGP_KEY_FILE (${keyFile}): Der Server läuft nicht als root und kann die Datei nicht lesen. Geben Sie sie zum Lesen frei: „chmod 644 ${keyFile}“.`,
      `SMTP_CA_FILE (${caFile}): Der Server läuft nicht als root und kann die Datei nicht lesen. Geben Sie sie zum Lesen frei: „chmod 644 ${caFile}“.`,
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
      `MAIL_PGP_KEY_FILE (${keyFile}): Der Server läuft nicht als root und kann die Datei nicht lesen. Geben Sie sie zum Lesen frei: „chmod 755 ${folder}“.`,
    ]);
  });

  it("blocks without a backup, and when the newest backup is older than two days", async () => {
    const empty = join(temp.path, "no-backups");
    mkdirSync(empty);
    expect(await goLiveBlockers({ ...options, backupsDir: empty })).toEqual([
      `In ${empty} liegt noch keine Sicherung. Erstellen Sie die erste und schalten Sie die nächtliche ein: „systemctl start praxis-backup && systemctl enable --now praxis-backup.timer“.`,
    ]);
    const old = join(temp.path, "old-backups");
    mkdirSync(old);
    writeFileSync(join(old, backupName(new Date(NOW.getTime() - 3 * DAY_MS))), "");
    expect(await goLiveBlockers({ ...options, backupsDir: old })).toEqual([
      expect.stringMatching(
        /^Die neueste Sicherung \(.+\) ist 3 Tage alt: Die nächtliche Sicherung läuft nicht\. Schalten Sie sie ein mit „systemctl enable --now praxis-backup\.timer“/,
      ),
    ]);
  });

  it("blocks while the site is not built, or was built before any file of content/ last changed", async () => {
    const rebuild =
      "auf dem Server mit „deploy/build-site && systemctl restart praxis-web“, auf dem eigenen Rechner mit „npm run build“.";
    const root = project();
    const built = (NOW.getTime() - DAY_MS / 2) / 1000;
    utimesSync(join(root, "build/site.json"), built, built);
    expect(await goLiveBlockers({ ...options, projectRoot: root })).toEqual([]);
    const after = (NOW.getTime() - DAY_MS / 4) / 1000;
    for (const file of ["content/pages/impressum.md", "content/media/praxis.jpg"]) {
      writeContent(root, { [file]: "neu\n" });
      utimesSync(join(root, file), after, after);
      expect(await goLiveBlockers({ ...options, projectRoot: root }), file).toEqual([
        `Die Website wurde gebaut, bevor ${file} zuletzt geändert wurde, und zeigt noch den alten Stand. Bauen Sie sie neu, ${rebuild}`,
      ]);
      utimesSync(join(root, file), built - 1, built - 1);
    }
    // A test beside the content is no part of the site.
    utimesSync(join(root, "content/practice.test.ts"), after, after);
    expect(await goLiveBlockers({ ...options, projectRoot: root })).toEqual([]);
    rmSync(join(root, "build/site.json"));
    expect(await goLiveBlockers({ ...options, projectRoot: root })).toEqual([
      `Die Website ist noch nicht gebaut. Bauen Sie sie ${rebuild}`,
    ]);
  });

  it("says which commit the running server's build was made from, when the server says", async () => {
    const id = "0123456789abcdef0123456789abcdef01234567";
    health = { status: 200, body: { status: "ok", site: { commit: id, dirty: false } } };
    expect(await servedCommitLine(options.healthUrl)).toBe(
      `Online ist die Fassung aus Commit ${id}.`,
    );
    health = { status: 503, body: { status: "degraded", site: { commit: id, dirty: true } } };
    expect(await servedCommitLine(options.healthUrl)).toBe(
      `Online ist die Fassung aus Commit ${id}, mit Änderungen, die in keinem Commit stehen.`,
    );
    health = { status: 200, body: { status: "ok", site: { commit: null } } };
    expect(await servedCommitLine(options.healthUrl)).toBe(
      "Online ist eine Fassung, die nicht aus einem Git-Commit gebaut wurde.",
    );
    // No build served, a server from before it said, no server.
    health = { status: 200, body: { status: "ok", site: null } };
    expect(await servedCommitLine(options.healthUrl)).toBeUndefined();
    health = { status: 200, body: { status: "ok" } };
    expect(await servedCommitLine(options.healthUrl)).toBeUndefined();
    expect(await servedCommitLine("http://127.0.0.1:1/api/health")).toBeUndefined();
  });

  it("counts what is left in its last line", () => {
    expect(summary(0)).toBe("Alles bereit für den Start.");
    expect(summary(1)).toBe(
      "Noch 1 Punkt verhindert den Start (docs/operations.md, „Going live“).",
    );
    expect(summary(3)).toBe(
      "Noch 3 Punkte verhindern den Start (docs/operations.md, „Going live“).",
    );
  });

  it("as a command: one line per blocker and exit 1, usage errors in German and exit 2", async () => {
    const missing = join(temp.path, "missing.env");
    const commit = "89abcdef0123456789abcdef0123456789abcdef";
    health = { status: 200, body: { status: "ok", site: { commit, dirty: false } } };
    // All three at once: each start of the script takes a second or two on a busy machine.
    const run = spawnScript(
      "scripts/go-live-check.ts",
      ["--env", missing, "--backups", options.backupsDir, "--health", options.healthUrl],
      {},
    );
    const wrong = (
      [
        [["--envfile", "x"], "Die Angabe „--envfile“ gibt es nicht."],
        [["--env"], "Hinter „--env“ fehlt der Wert."],
      ] as const
    ).map(([args, problem]) => ({
      problem,
      run: spawnScript("scripts/go-live-check.ts", [...args], {}),
    }));
    expect(await run.exited).toBe(1);
    const lines = run.stdout().trimEnd().split("\n");
    expect(lines).toContain(
      `- Unter ${missing} gibt es noch keine Einstellungen. Legen Sie sie aus der Vorlage an: „install -m 600 deploy/praxis.env.example ${missing}“, dann die Werte eintragen: „nano ${missing}“.`,
    );
    expect(lines.at(-2)).toBe(`Online ist die Fassung aus Commit ${commit}.`);
    expect(lines.at(-1)).toBe(summary(lines.length - 2));
    const usage =
      "Aufruf: npm run go-live-check -- [--env DATEI] [--backups ORDNER] [--health URL]\n";
    for (const { problem, run } of wrong) {
      expect(await run.exited).toBe(2);
      expect(run.stderr()).toBe(`${problem}\n${usage}`);
    }
    expect(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8")).toContain(
      '"go-live-check": "node scripts/go-live-check.ts"',
    );
    // Three Node processes: seconds each when other builds share the machine.
  }, 30_000);
});
