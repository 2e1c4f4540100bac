/**
 * `npm run go-live-check -- [--env FILE] [--backups DIR] [--health URL]`: what still blocks
 * production, one line each, and exit 1 while anything does (exit 0: nothing blocks). Run it as
 * root on the server after each step of docs/operations.md's "Going live". It reads the
 * settings file the systemd units read (default /etc/praxis/praxis.env), the placeholders in
 * content/, the build, the backup folder of praxis-backup.service, and the running server's
 * health.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs, parseEnv } from "node:util";
import { latestBackup } from "#server/cli/backup-rotation.ts";
import { ALLOW_UNENCRYPTED } from "#server/config/settings.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { KeyFileError, loadPracticeKeys } from "#server/mail/practice-keys.ts";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { siteManifestFile } from "#server/site-manifest.ts";

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
  /** The project checkout whose content/practice.ts and build are checked. */
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

/** content/'s source files (the practice's facts and the pages' copy), from the root. */
function contentFiles(root: string): string[] {
  return readdirSync(join(root, "content"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => join("content", file))
    .sort();
}

/** Values content/ still marks "PLACEHOLDER:" (the site shows them to visitors). */
function placeholderBlockers(root: string): string[] {
  return contentFiles(root).flatMap((file) =>
    readFileSync(join(root, file), "utf8")
      .split("\n")
      .flatMap((line, index) => {
        const mark = /\bPLACEHOLDER:\s*(.*?)\s*(?:\*\/)?$/.exec(line);
        return mark ? [`${file}:${index + 1}: still a placeholder: ${mark[1]}`] : [];
      }),
  );
}

/** A site built before content/ last changed still shows the old facts. */
function buildBlockers(root: string): string[] {
  const manifest = siteManifestFile(join(root, "build/client"));
  if (!existsSync(manifest)) return ["The site is not built: run npm run build."];
  const contentChanged = Math.max(
    ...contentFiles(root).map((file) => statSync(join(root, file)).mtimeMs),
  );
  return statSync(manifest).mtimeMs < contentChanged
    ? ["The site was built before content/ last changed: run npm run build."]
    : [];
}

async function settingsBlockers(envFile: string): Promise<string[]> {
  let text: string;
  try {
    text = readFileSync(envFile, "utf8");
  } catch {
    return [`No settings at ${envFile}: install deploy/praxis.env.example there and fill it in.`];
  }
  const env = parseEnv(text);
  const blockers: string[] = [];
  if ((statSync(envFile).mode & 0o077) !== 0) {
    blockers.push(`${envFile} holds the SMTP password: make it readable by root only (chmod 600).`);
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env, "/");
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return [...blockers, ...error.problems.map((problem) => `${envFile}: ${problem}`)];
  }

  // The service runs as a dynamic user: root can read what it cannot.
  for (const [name, file] of [
    ["MAIL_PGP_KEY_FILE", config.mail.pgpKeyFile],
    ["SMTP_CA_FILE", env.SMTP_CA_FILE],
  ] as const) {
    const closed = file && existsSync(file) ? closedToOthers(resolve(file)) : undefined;
    if (closed) {
      blockers.push(
        `${name} (${file}): the server's user cannot read it: chmod ${closed === file ? 644 : 755} ${closed}.`,
      );
    }
  }
  if (!config.mail.pgpKeyFile) {
    blockers.push(
      "MAIL_PGP_KEY_FILE is not set: requests (health data) would be stored and mailed unencrypted.",
    );
  } else {
    try {
      await loadPracticeKeys(config.mail.pgpKeyFile, new Date());
    } catch (error) {
      if (!(error instanceof KeyFileError)) throw error;
      blockers.push(error.message);
    }
  }
  if (config.mail.allowUnencrypted) {
    blockers.push(
      `${ALLOW_UNENCRYPTED}=true: if the key setting went missing, the server would start and store new requests unencrypted instead of refusing; remove the line.`,
    );
  }
  const smtpUrl = config.mail.smtpUrl;
  if (!smtpUrl) {
    blockers.push("SMTP_URL is not set: mails would only be written to files on the server.");
  } else if (new URL(smtpUrl).hostname === TEMPLATE_SMTP_HOST) {
    blockers.push("SMTP_URL still names the template's example server: enter the practice's.");
  } else if (!config.mail.requireTls) {
    blockers.push("SMTP_REQUIRE_TLS=false: mail to the SMTP server may travel without TLS.");
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
      `No backup yet in ${dir}: run systemctl start praxis-backup and enable praxis-backup.timer.`,
    ];
  }
  const ageMs = now.getTime() - latest.time.getTime();
  return ageMs > BACKUP_MAX_AGE_MS
    ? [
        `The newest backup (${latest.file}) is ${Math.floor(ageMs / 86_400_000)} days old: is praxis-backup.timer enabled?`,
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
      `The server does not answer at ${url}: see systemctl status praxis-web and journalctl -u praxis-web -e.`,
    ];
  }
  if (answer.status === 200) return [];
  const body = (await answer.json().catch(() => ({}))) as { message?: unknown };
  const reason = typeof body.message === "string" ? `: ${body.message}` : ".";
  return [`The server answers ${answer.status} at ${url}${reason}`];
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
    process.stderr.write(
      `${(error as Error).message}\nUsage: npm run go-live-check -- [--env FILE] [--backups DIR] [--health URL]\n`,
    );
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
  process.stdout.write(
    blockers.length === 0
      ? "Nothing blocks going live.\n"
      : `${blockers.length} thing(s) still block going live (docs/operations.md, "Going live").\n`,
  );
  return blockers.length === 0 ? 0 : 1;
}

if (import.meta.main) process.exitCode = await main();
