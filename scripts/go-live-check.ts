/**
 * `npm run go-live-check -- [--env FILE] [--backups DIR] [--health URL]`: what still blocks
 * production, one German line each saying what to write or run, and exit 1 while anything does
 * (exit 0: nothing blocks). Run it as root on the server after each step of
 * docs/operations.md's "Going live"; the practice may run it too, for the values it still has
 * to fill in. It reads the settings file the systemd units read (default
 * /etc/praxis/praxis.env), the values content/ marks "# PLATZHALTER", the build, the backup
 * folder of praxis-backup.service, and the running server's health. Before its last line it says
 * which Git commit the running server's build was made from (GET /api/health, "site").
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { parseArgs, parseEnv } from "node:util";
import { latestBackup } from "#server/cli/backup-rotation.ts";
import { ALLOW_UNENCRYPTED } from "#server/config/settings.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { KeyFileError, loadPracticeKeys } from "#server/mail/practice-keys.ts";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { siteManifestFile } from "#server/site-manifest.ts";
import { findPlaceholders, isPlaceholderFile } from "./content-placeholders.ts";

export const DEFAULT_ENV_FILE = "/etc/praxis/praxis.env";
export const DEFAULT_BACKUPS_DIR = "/var/lib/praxis-backups";
/** Where praxis-web.service answers (deploy/praxis-web.service: HOST, PORT). */
export const DEFAULT_HEALTH_URL = "http://127.0.0.1:3000/api/health";
/** The daily timer runs every night; a newest copy older than this means it stopped. */
const BACKUP_MAX_AGE_MS = 2 * 86_400_000;
/** The mail server's host in deploy/praxis.env.example. */
const TEMPLATE_SMTP_HOST = "smtp.example.org";

export type GoLiveOptions = {
  envFile: string;
  backupsDir: string;
  /** The running server's health address; its answer must be 200 "ok". */
  healthUrl: string;
  /** The project checkout whose content/ and build are checked. */
  projectRoot: string;
  now: Date;
};

/** Every blocker as one sentence; empty when the server may go live. */
export async function goLiveBlockers(options: GoLiveOptions): Promise<string[]> {
  return [
    ...placeholderBlockers(options.projectRoot),
    ...buildBlockers(options.projectRoot),
    ...(await settingsBlockers(options.envFile)),
    ...backupBlockers(options.backupsDir, options.now),
    ...(await healthBlockers(options.healthUrl)),
  ];
}

/**
 * content/'s files that the site is built from (facts, texts, photos); tests and hidden files
 * (an editor's swap file, say) are not.
 */
function contentFiles(root: string): string[] {
  const folder = join(root, "content");
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter(
      (file) =>
        !/\.test\.tsx?$/.test(file) &&
        !file.split(sep).some((part) => part.startsWith(".")) &&
        statSync(join(folder, file)).isFile(),
    )
    .map((file) => join("content", file).split(sep).join("/"))
    .sort();
}

/** Values content/ still marks "# PLATZHALTER" (the site shows them to visitors). */
function placeholderBlockers(root: string): string[] {
  return contentFiles(root)
    .filter(isPlaceholderFile)
    .flatMap((file) =>
      findPlaceholders(file, readFileSync(join(root, file), "utf8")).map(
        ({ line, message }) => `${file}, Zeile ${line}: ${message}`,
      ),
    );
}

const REBUILD =
  "auf dem Server mit „deploy/build-site && systemctl restart praxis-web“, auf dem eigenen Rechner mit „npm run build“.";

/** A site built before content/ last changed still shows the old facts. */
function buildBlockers(root: string): string[] {
  const manifest = siteManifestFile(join(root, "build/client"));
  if (!existsSync(manifest)) return [`Die Website ist noch nicht gebaut. Bauen Sie sie ${REBUILD}`];
  const built = statSync(manifest).mtimeMs;
  const newest = contentFiles(root)
    .map((file) => ({ file, changed: statSync(join(root, file)).mtimeMs }))
    .reduce<{ file: string; changed: number } | undefined>(
      (latest, next) => (latest && latest.changed >= next.changed ? latest : next),
      undefined,
    );
  return newest && newest.changed > built
    ? [
        `Die Website wurde gebaut, bevor ${newest.file} zuletzt geändert wurde, und zeigt noch den alten Stand. Bauen Sie sie neu, ${REBUILD}`,
      ]
    : [];
}

/**
 * The server's own problems (ConfigError, KeyFileError) stay in English after a German sentence
 * that says which file and setting to fix: their catalogue is long, built from values, and grows
 * with every setting, and the server logs the very same English sentence at start
 * (journalctl -u praxis-web), so the operator can match the two.
 */
const serverSays = (detail: string) => ` Hinweis des Servers (englisch): ${detail}`;

async function settingsBlockers(envFile: string): Promise<string[]> {
  let text: string;
  try {
    text = readFileSync(envFile, "utf8");
  } catch {
    return [
      `Unter ${envFile} gibt es noch keine Einstellungen. Legen Sie sie aus der Vorlage an: „install -m 600 deploy/praxis.env.example ${envFile}“, dann die Werte eintragen: „nano ${envFile}“.`,
    ];
  }
  const env = parseEnv(text);
  const blockers: string[] = [];
  if ((statSync(envFile).mode & 0o077) !== 0) {
    blockers.push(
      `${envFile} enthält das SMTP-Passwort und ist auch für andere lesbar. Nur root darf sie lesen: „chmod 600 ${envFile}“.`,
    );
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env, "/");
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return [
      ...blockers,
      ...error.problems.map((problem) => {
        const name = /^([A-Z][A-Z0-9_]*):/.exec(problem)?.[1];
        const what = name
          ? `Die Einstellung ${name} fehlt oder ist ungültig. Korrigieren Sie die Zeile „${name}=…“`
          : "Eine Einstellung fehlt oder ist ungültig. Korrigieren Sie sie";
        return `${envFile}: ${what} („nano ${envFile}“; deploy/praxis.env.example und README.md, „Configuration“, erklären jede Einstellung).${serverSays(problem)}`;
      }),
    ];
  }

  // The service runs as a dynamic user: root can read what it cannot.
  for (const [name, file] of [
    ["MAIL_PGP_KEY_FILE", config.mail.pgpKeyFile],
    ["SMTP_CA_FILE", env.SMTP_CA_FILE],
  ] as const) {
    const closed = file && existsSync(file) ? closedToOthers(resolve(file)) : undefined;
    if (closed) {
      blockers.push(
        `${name} (${file}): Der Server läuft nicht als root und kann die Datei nicht lesen. Geben Sie sie zum Lesen frei: „chmod ${closed === file ? 644 : 755} ${closed}“.`,
      );
    }
  }
  if (!config.mail.pgpKeyFile) {
    blockers.push(
      `${envFile}: MAIL_PGP_KEY_FILE fehlt, Anfragen (Gesundheitsdaten) würden unverschlüsselt gespeichert und verschickt. Tragen Sie den öffentlichen Schlüssel der Praxis ein: „MAIL_PGP_KEY_FILE=/etc/praxis/praxis-keys.asc“ (docs/operations.md, „The practice's key pair“).`,
    );
  } else {
    try {
      await loadPracticeKeys(config.mail.pgpKeyFile, new Date());
    } catch (error) {
      if (!(error instanceof KeyFileError)) throw error;
      const file = config.mail.pgpKeyFile;
      const prefix = `MAIL_PGP_KEY_FILE (${file}): `;
      const detail = error.message.startsWith(prefix)
        ? error.message.slice(prefix.length)
        : error.message;
      blockers.push(
        `MAIL_PGP_KEY_FILE (${file}, eingetragen in ${envFile}): Mit dieser Datei kann der Server nicht verschlüsseln. Legen Sie dort den gültigen öffentlichen Schlüssel der Praxis ab (docs/operations.md, „The practice's key pair“).${serverSays(detail)}`,
      );
    }
  }
  if (config.mail.allowUnencrypted) {
    blockers.push(
      `${envFile}: ${ALLOW_UNENCRYPTED}=true – ginge die Schlüssel-Einstellung verloren, würde der Server trotzdem starten und neue Anfragen unverschlüsselt speichern, statt den Start zu verweigern. Löschen Sie diese Zeile.`,
    );
  }
  const smtpUrl = config.mail.smtpUrl;
  if (!smtpUrl) {
    blockers.push(
      `${envFile}: SMTP_URL fehlt, Mails würden nur als Dateien auf dem Server abgelegt. Tragen Sie den Mailserver der Praxis ein: „SMTP_URL=smtps://BENUTZER:PASSWORT@MAILSERVER:465“.`,
    );
  } else if (new URL(smtpUrl).hostname === TEMPLATE_SMTP_HOST) {
    blockers.push(
      `${envFile}: SMTP_URL nennt noch den Beispielserver der Vorlage (${TEMPLATE_SMTP_HOST}). Tragen Sie den Mailserver der Praxis ein: „SMTP_URL=smtps://BENUTZER:PASSWORT@MAILSERVER:465“.`,
    );
  } else if (!config.mail.requireTls) {
    blockers.push(
      `${envFile}: SMTP_REQUIRE_TLS=false – Mails an den Mailserver könnten unverschlüsselt (ohne TLS) unterwegs sein. Löschen Sie diese Zeile.`,
    );
  }
  return blockers;
}

/** The file itself, or the first folder on its way, that a user other than root cannot pass. */
function closedToOthers(file: string): string | undefined {
  const folders: string[] = [];
  for (let folder = dirname(file); folder !== dirname(folder); folder = dirname(folder)) {
    folders.unshift(folder);
  }
  const closedFolder = folders.find((folder) => (statSync(folder).mode & 0o001) === 0);
  if (closedFolder) return closedFolder;
  return (statSync(file).mode & 0o004) === 0 ? file : undefined;
}

function backupBlockers(dir: string, now: Date): string[] {
  const latest = latestBackup(dir);
  if (!latest) {
    return [
      `In ${dir} liegt noch keine Sicherung. Erstellen Sie die erste und schalten Sie die nächtliche ein: „systemctl start praxis-backup && systemctl enable --now praxis-backup.timer“.`,
    ];
  }
  const ageMs = now.getTime() - latest.time.getTime();
  return ageMs > BACKUP_MAX_AGE_MS
    ? [
        `Die neueste Sicherung (${latest.file}) ist ${Math.floor(ageMs / 86_400_000)} Tage alt: Die nächtliche Sicherung läuft nicht. Schalten Sie sie ein mit „systemctl enable --now praxis-backup.timer“; warum eine fehlschlug, zeigt „journalctl -u praxis-backup -e“.`,
      ]
    : [];
}

/** The server itself: running, and healthy (a setting it refused shows only in its log). */
async function healthBlockers(url: string): Promise<string[]> {
  let answer: Response;
  try {
    answer = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch {
    return [
      `Der Server antwortet nicht unter ${url}. Warum, zeigen „systemctl status praxis-web“ und „journalctl -u praxis-web -e“.`,
    ];
  }
  if (answer.status === 200) return [];
  const body = (await answer.json().catch(() => ({}))) as { message?: unknown };
  const reason = typeof body.message === "string" ? ` ${body.message}` : "";
  return [
    `Der Server meldet unter ${url} einen Fehler (${answer.status}).${reason} Näheres zeigt „journalctl -u praxis-web -e“.`,
  ];
}

/**
 * Which commit the build the running server answers with was made from, in one German line;
 * undefined when the server does not answer or does not say (a server from before it did).
 */
export async function servedCommitLine(url: string): Promise<string | undefined> {
  let body: unknown;
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    body = await answer.json();
  } catch {
    return undefined;
  }
  const site = typeof body === "object" && body !== null ? (body as { site?: unknown }).site : null;
  if (typeof site !== "object" || site === null || !("commit" in site)) return undefined;
  const { commit, dirty } = site as { commit: unknown; dirty?: unknown };
  if (commit === null)
    return "Online ist eine Fassung, die nicht aus einem Git-Commit gebaut wurde.";
  if (typeof commit !== "string") return undefined;
  return dirty === true
    ? `Online ist die Fassung aus Commit ${commit}, mit Änderungen, die in keinem Commit stehen.`
    : `Online ist die Fassung aus Commit ${commit}.`;
}

const USAGE = "Aufruf: npm run go-live-check -- [--env DATEI] [--backups ORDNER] [--health URL]";

/** node:util's parseArgs errors, in German: three kinds, each naming the argument. */
function usageProblem(error: Error & { code?: string }): string {
  const argument = /'([^']*)'/.exec(error.message)?.[1]?.replace(/ <value>$/, "");
  switch (error.code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
      return `Die Angabe „${argument}“ gibt es nicht.`;
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE":
      return `Hinter „${argument}“ fehlt der Wert.`;
    case "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL":
      return `„${argument}“ ist hier nicht möglich; jeder Wert steht hinter seiner Angabe (etwa --env DATEI).`;
    default:
      return "Die Angaben sind so nicht lesbar.";
  }
}

/** The closing line: how many points remain, or that nothing does. */
export function summary(count: number): string {
  if (count === 0) return "Alles bereit für den Start.";
  return count === 1
    ? "Noch 1 Punkt verhindert den Start (docs/operations.md, „Going live“)."
    : `Noch ${count} Punkte verhindern den Start (docs/operations.md, „Going live“).`;
}

async function main(): Promise<number> {
  let values: { env?: string; backups?: string; health?: string };
  try {
    ({ values } = parseArgs({
      options: {
        env: { type: "string" },
        backups: { type: "string" },
        health: { type: "string" },
      },
      allowPositionals: false,
    }));
  } catch (error) {
    process.stderr.write(`${usageProblem(error as Error)}\n${USAGE}\n`);
    return 2;
  }
  const blockers = await goLiveBlockers({
    envFile: values.env ?? DEFAULT_ENV_FILE,
    backupsDir: values.backups ?? DEFAULT_BACKUPS_DIR,
    healthUrl: values.health ?? DEFAULT_HEALTH_URL,
    projectRoot: PROJECT_ROOT,
    now: new Date(),
  });
  for (const blocker of blockers) process.stdout.write(`- ${blocker}\n`);
  const served = await servedCommitLine(values.health ?? DEFAULT_HEALTH_URL);
  if (served) process.stdout.write(`${served}\n`);
  process.stdout.write(`${summary(blockers.length)}\n`);
  return blockers.length === 0 ? 0 : 1;
}

if (import.meta.main) process.exitCode = await main();
