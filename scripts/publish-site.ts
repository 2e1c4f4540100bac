/**
 * Publishes what the practice saved in its Git repository (the browser editor commits there):
 * run every minute on the server by praxis_publish.timer (docs/operations.md, "Publishing from
 * the Git host"); by hand, `systemctl start praxis_publish` runs it with the timer's settings,
 * and `node scripts/publish-site.ts` (Node 24) in a checkout runs it with the environment's.
 *
 * It fetches the branch (PUBLISH_REMOTE, default origin; PUBLISH_BRANCH, default main) into the
 * checkout it lies in. When the fetched commit is the one the live build was made from (the
 * build's site.json says, scripts/source-commit.ts), or one refused before, it does nothing and
 * says nothing. Otherwise it moves the work tree to that commit (the server's checkout mirrors
 * the branch: it refuses to run over changes made there by hand) and runs the update as by hand
 * (deploy/build-site: content check, build beside the live one, switch when complete, the
 * server answering with the new pages). When that fails, the work tree goes back to the live
 * commit (and a build already switched in is built again from it), so that the checkout matches
 * what is served, and the refused commit is kept in STATE_DIRECTORY/state.json, not tried again.
 * Either way the practice gets a German mail: what went online and which pages changed, or what
 * the check found and what to do.
 *
 * Mail goes out as the server's does (SMTP_URL, SMTP_CA_FILE, SMTP_REQUIRE_TLS, MAIL_TO,
 * MAIL_FROM; README, Configuration), read from PUBLISH_ENV_FILE (the server's settings file)
 * when given, so that the build's packages never see the SMTP password in their environment,
 * otherwise from the environment. Without SMTP_URL each mail is written as an .eml file to
 * STATE_DIRECTORY/outbox/, never to the server's data.
 *
 * Exit codes: 0 nothing new, or published; 1 refused (the live site unchanged); 2 it could not do
 * its work, or a mail could not be sent, or the site could not be put back (stderr says why).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseEnv } from "node:util";
import { PRACTICE_TIME_ZONE } from "#server/clock.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { createMailer, type Mailer } from "#server/mail/mailer.ts";
import { readSiteManifest, type SourceCommit } from "#server/site-manifest.ts";
import { BUILD_DIR } from "./build-dir.ts";

const ROOT = resolve(import.meta.dirname, "..");
/** The unit whose journal holds the whole build output (deploy/praxis_publish.service). */
const JOURNAL = "journalctl -u praxis_publish";
/** At most this many commits are named in a mail; more are counted. */
const MAX_LISTED_COMMITS = 10;

/** What a build printed (stdout and stderr, in the order they came) and whether it succeeded. */
export type BuildResult = { ok: boolean; output: string };
/** Publishes the work tree in `root` as it is (the CLI: deploy/build-site). */
export type BuildCommand = (root: string) => Promise<BuildResult>;

export type PublishOptions = {
  /** The checkout: the server's mirror of the branch. */
  root: string;
  remote: string;
  branch: string;
  /** Where state.json lies (the refused commit). */
  stateDir: string;
  /** The build link; its site.json names the commit that is live. */
  buildDir: string;
  build: BuildCommand;
  /** Writes or sends the practice's mails. */
  mailer: Mailer;
  mail: { from: string; to: string };
  /** German progress lines (the journal); `error` for what needs the operator. */
  log: { info(line: string): void; error(line: string): void };
  now?: () => Date;
};

export type PublishOutcome =
  | { kind: "unchanged" }
  | { kind: "published"; commit: string; mailed: boolean }
  | { kind: "refused"; commit: string; restored: boolean; mailed: boolean };

/** Publishing could not run (a fetch, the work tree); the message is German, for the journal. */
export class PublishError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PublishError";
  }
}

type Git = (...args: string[]) => { ok: boolean; out: string; err: string };

function gitIn(root: string): Git {
  return (...args) => {
    const result = spawnSync("git", args, {
      cwd: root,
      encoding: "utf8",
      // Never wait for a password or a host key on a terminal nobody watches.
      env: { ...process.env, GIT_TERMINAL_PROMPT: "0" },
    });
    return {
      ok: result.status === 0,
      out: (result.stdout ?? "").trim(),
      err: (result.stderr ?? result.error?.message ?? "").trim(),
    };
  };
}

/** The commit the live build was made from; undefined without a build or outside Git. */
export function liveCommit(buildDir: string): SourceCommit | undefined {
  try {
    return readSiteManifest(join(buildDir, "site.json")).commit;
  } catch {
    return undefined;
  }
}

type State = { refused?: string };

const stateFile = (stateDir: string) => join(stateDir, "state.json");

function readState(stateDir: string): State {
  try {
    const state = JSON.parse(readFileSync(stateFile(stateDir), "utf8")) as unknown;
    return typeof state === "object" && state !== null ? (state as State) : {};
  } catch {
    return {};
  }
}

/** Written under another name, then renamed: a crash leaves the old state or the new. */
function writeState(stateDir: string, state: State): void {
  mkdirSync(stateDir, { recursive: true, mode: 0o700 });
  const temporary = `${stateFile(stateDir)}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(state)}\n`);
  renameSync(temporary, stateFile(stateDir));
}

type CommitInfo = { id: string; short: string; subject: string; author: string; date: Date };

const FIELDS = "%H%x1f%h%x1f%s%x1f%an%x1f%aI";

function parseCommits(out: string): CommitInfo[] {
  return out
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [id = "", short = "", subject = "", author = "", date = ""] = line.split("\x1f");
      return { id, short, subject, author, date: new Date(date) };
    });
}

const germanTime = new Intl.DateTimeFormat("de-DE", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: PRACTICE_TIME_ZONE,
});

function describeCommit(commit: CommitInfo): string[] {
  return [
    `  ${commit.short} „${commit.subject}“`,
    `  von ${commit.author}, ${germanTime.format(commit.date)} Uhr`,
  ];
}

/** The commits a publication brings, newest first (at most MAX_LISTED_COMMITS), and their count. */
function commitsBetween(git: Git, from: string, to: string): { list: CommitInfo[]; count: number } {
  const range = `${from}..${to}`;
  const count = Number(git("rev-list", "--count", range).out) || 0;
  const listed = git("log", `--max-count=${MAX_LISTED_COMMITS}`, `--format=${FIELDS}`, range);
  const list = parseCommits(listed.out);
  if (list.length > 0) return { list, count };
  // Back to an older commit (the branch was reset): that commit alone.
  return { list: parseCommits(git("log", "-1", `--format=${FIELDS}`, to).out), count: 1 };
}

function commitLines(commits: { list: CommitInfo[]; count: number }): string[] {
  const lines = commits.list.flatMap(describeCommit);
  const more = commits.count - commits.list.length;
  if (more > 0) lines.push(`  und ${more} ältere`);
  return lines;
}

/** The lines of the update's report that say which pages changed (scripts/update-site.ts). */
const PAGE_LINES =
  /^(?:(?:Geänderte|Neue|Entfernte) Seiten \(\d+\): |Keine Seite hat sich geändert\.|Die Website ist gebaut: |Der Server läuft gerade nicht)/;
/** The content check's report (scripts/content-check.ts, contentReport): a count, then the lines. */
const CONTENT_REPORT = /^In den Inhalten gibt es (?:ein Problem|\d+ Probleme):$/;
/** The last lines deploy/build-site and scripts/update-site.ts end a failure with. */
const FAILURE_LINES =
  /^(?:Die Website ist unverändert online|Der Build ist fehlgeschlagen|Die Installation der Pakete ist fehlgeschlagen|Der Server startet nicht mehr|Der Server zeigt nach)/;

const outputLines = (output: string) =>
  output
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter(Boolean);

/** Which pages the publication changed, as the update said it. */
export function pageLines(output: string): string[] {
  return outputLines(output).filter((line) => PAGE_LINES.test(line));
}

/**
 * What the practice reads of a failed build: the content check's report (its count, then one
 * line per problem with file, line and field) and the update's last line, when it is one of its
 * German sentences. Nothing else: no stack trace, no English of the tools.
 */
export function problemLines(output: string): { content: string[]; last: string | undefined } {
  const lines = outputLines(output);
  const content: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    if (!CONTENT_REPORT.test(lines[index] ?? "")) continue;
    content.push(lines[index] ?? "");
    while (lines[index + 1]?.startsWith("  ")) {
      index += 1;
      content.push(lines[index] ?? "");
    }
  }
  const last = lines.at(-1);
  return { content, last: last && FAILURE_LINES.test(last) ? last : undefined };
}

const GREETING = "Guten Tag,";
const SIGNATURE = ["-- ", "Diese Mail hat der Server der Website automatisch geschickt."];

type Mail = { subject: string; text: string };

function publishedMail(commits: { list: CommitInfo[]; count: number }, pages: string[]): Mail {
  const one = commits.count <= 1;
  return {
    subject: "Website: Änderung ist online",
    text: [
      GREETING,
      "",
      one
        ? "diese Änderung ist jetzt auf der Website zu sehen:"
        : "diese Änderungen sind jetzt auf der Website zu sehen:",
      "",
      ...commitLines(commits),
      "",
      ...(pages.length > 0 ? [...pages, ""] : []),
      ...SIGNATURE,
    ].join("\n"),
  };
}

function refusedMail(
  commits: { list: CommitInfo[]; count: number },
  problems: { content: string[]; last: string | undefined },
  restored: boolean,
): Mail {
  const one = commits.count <= 1;
  const found = problems.content.length > 0;
  const technical = `Beim Bauen der Website ist ein technischer Fehler aufgetreten. Bitte geben Sie der Person Bescheid, die den Server betreut: Die Einzelheiten stehen im Protokoll des Servers („${JOURNAL}“).`;
  const reported = [...problems.content, ...(problems.last ? [problems.last] : [])];
  const outcome = restored
    ? found
      ? "Die bisherige Fassung bleibt online. Korrigieren Sie die genannten Stellen im Editor und speichern Sie erneut: Dann wird die Website neu geprüft, und Sie bekommen wieder eine Mail."
      : "Die bisherige Fassung bleibt online. Ist der Fehler behoben, speichern Sie im Editor erneut: Dann wird die Website neu gebaut, und Sie bekommen wieder eine Mail."
    : "Die bisherige Fassung ließ sich nicht wiederherstellen: Die Website zeigt womöglich gerade nicht die richtige Fassung. Bitte geben Sie sofort der Person Bescheid, die den Server betreut.";
  return {
    subject: "Website: Änderung nicht veröffentlicht",
    text: [
      GREETING,
      "",
      one
        ? "diese Änderung an der Website wurde nicht veröffentlicht:"
        : "diese Änderungen an der Website wurden nicht veröffentlicht:",
      "",
      ...commitLines(commits),
      "",
      found ? "Die Prüfung hat Folgendes gefunden:" : technical,
      ...(reported.length > 0 ? ["", ...reported.map((line) => `  ${line}`)] : []),
      "",
      outcome,
      "",
      ...SIGNATURE,
    ].join("\n"),
  };
}

/** The mail's file name in the outbox (without SMTP_URL): sorted by time, with its commit. */
function mailId(now: Date, kind: string, commit: string): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `${stamp}-${kind}-${commit.slice(0, 12)}`;
}

/**
 * Sends one mail to the practice; says on the journal when it fails, never with a stack trace.
 * These mails carry no visitor's data (the practice's own commits and the build's messages
 * about its own files), so unlike the contact requests they are not encrypted.
 */
async function sendMail(options: PublishOptions, id: string, mail: Mail): Promise<boolean> {
  try {
    await options.mailer.send({
      requestId: id,
      options: {
        from: options.mail.from,
        to: options.mail.to,
        subject: mail.subject,
        text: mail.text,
        headers: { "Auto-Submitted": "auto-generated" },
      },
    });
    return true;
  } catch (error) {
    options.log.error(
      `Die Mail an die Praxis („${mail.subject}“) konnte nicht gesendet werden: ${(error as Error).message}`,
    );
    return false;
  }
}

/** Fetches the branch; returns the commit it points at. */
function fetchBranch(git: Git, remote: string, branch: string): string {
  const fetched = git("fetch", "--quiet", "--no-tags", remote, branch);
  if (!fetched.ok) {
    throw new PublishError(
      `Der Stand von ${remote}/${branch} ließ sich nicht holen (git fetch): ${fetched.err}`,
    );
  }
  const head = git("rev-parse", "--verify", "--quiet", "FETCH_HEAD^{commit}");
  if (!head.ok) throw new PublishError(`git fetch ${remote} ${branch} brachte keinen Commit.`);
  return head.out;
}

function moveTo(git: Git, commit: string): void {
  const moved = git("checkout", "--quiet", "--force", "--detach", commit);
  if (!moved.ok) {
    throw new PublishError(
      `Der Arbeitsbaum ließ sich nicht auf ${commit.slice(0, 12)} stellen (git checkout): ${moved.err}`,
    );
  }
}

/** One run: fetch, and publish the fetched commit unless it is live or was refused. */
export async function publishSite(options: PublishOptions): Promise<PublishOutcome> {
  const { root, remote, branch, stateDir, buildDir, log } = options;
  const now = options.now ?? (() => new Date());
  const git = gitIn(root);
  const fetched = fetchBranch(git, remote, branch);
  const live = liveCommit(buildDir);
  if (live && !live.dirty && live.id === fetched) return { kind: "unchanged" };
  if (readState(stateDir).refused === fetched) return { kind: "unchanged" };

  const changes = git("status", "--porcelain", "--untracked-files=no");
  if (!changes.ok || changes.out !== "") {
    throw new PublishError(
      `In ${root} wurden Dateien von Hand geändert, die zum Repository gehören: Diese Kopie spiegelt ${remote}/${branch}, und solange sie abweicht, wird nichts veröffentlicht. Übernehmen Sie die Änderungen ins Repository oder verwerfen Sie sie („git -C ${root} status“ zeigt sie).${changes.out ? `\n${changes.out}` : ""}`,
    );
  }
  const head = git("rev-parse", "--verify", "--quiet", "HEAD^{commit}").out;
  // Back to what is live when the build fails: the commit of the live build, if the checkout has
  // it, otherwise where the work tree stood.
  const hasLive = live !== undefined && git("cat-file", "-e", `${live.id}^{commit}`).ok;
  const back = hasLive && live ? live.id : head;
  const commits = commitsBetween(git, back, fetched);
  const newest = commits.list[0];
  log.info(
    `Neuer Stand auf ${remote}/${branch}: ${newest?.short ?? fetched.slice(0, 12)} „${newest?.subject ?? ""}“. Die Website wird gebaut …`,
  );

  moveTo(git, fetched);
  const result = await options.build(root);
  if (result.ok) {
    writeState(stateDir, {});
    log.info(`Veröffentlicht: ${fetched.slice(0, 12)}.`);
    const mail = publishedMail(commits, pageLines(result.output));
    const mailed = await sendMail(options, mailId(now(), "online", fetched), mail);
    return { kind: "published", commit: fetched, mailed };
  }

  // Refused: not tried again, whatever follows.
  writeState(stateDir, { refused: fetched });
  moveTo(git, back);
  let restored = liveCommit(buildDir)?.id === live?.id;
  if (!restored && live && hasLive) {
    // The new build was switched in, but the server did not answer with it (a restart failed,
    // say): the live commit's build again, and the server with it.
    log.error(
      `Die neue Fassung ist nicht vollständig online gegangen. Die bisherige (${live.id.slice(0, 12)}) wird wieder gebaut …`,
    );
    const again = await options.build(root);
    restored = again.ok && liveCommit(buildDir)?.id === live.id;
  }
  if (restored) {
    log.error(
      `Nicht veröffentlicht: ${fetched.slice(0, 12)}. Online bleibt ${live ? live.id.slice(0, 12) : "die bisherige Fassung"}, der Arbeitsbaum steht wieder auf ${back.slice(0, 12)}.`,
    );
  } else {
    log.error(
      `Nicht veröffentlicht: ${fetched.slice(0, 12)}, und die bisherige Fassung ließ sich nicht wiederherstellen. Der Arbeitsbaum steht auf ${back.slice(0, 12)}; „deploy/build-site“ baut ihn, „${JOURNAL} -e“ zeigt, was fehlschlug.`,
    );
  }
  const mail = refusedMail(commits, problemLines(result.output), restored);
  const mailed = await sendMail(options, mailId(now(), "abgelehnt", fetched), mail);
  return { kind: "refused", commit: fetched, restored, mailed };
}

/** Where a build's output is passed on to as it comes (the journal). */
type Echo = {
  stdout: { write(chunk: string): unknown };
  stderr: { write(chunk: string): unknown };
};

/** Runs `command` in `root`, passing its output on to `echo` and keeping a copy. */
export function runBuildCommand(
  command: string,
  root: string,
  echo: Echo = process,
): Promise<BuildResult> {
  return new Promise((resolvePromise) => {
    const child = spawn(command, [], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      echo.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on("data", (chunk: string) => {
      echo.stderr.write(chunk);
      output += chunk;
    });
    child.once("error", (error) => {
      echo.stderr.write(`${command}: ${error.message}\n`);
      resolvePromise({ ok: false, output });
    });
    child.once("close", (code) => resolvePromise({ ok: code === 0, output }));
  });
}

/** The mail settings: from PUBLISH_ENV_FILE when set, otherwise from the environment. */
export function mailSettings(env: Record<string, string | undefined>) {
  const file = env.PUBLISH_ENV_FILE?.trim();
  let settings: Record<string, string | undefined> = env;
  if (file) {
    try {
      settings = parseEnv(readFileSync(file, "utf8"));
    } catch (error) {
      throw new PublishError(
        `Die Einstellungen in ${file} (PUBLISH_ENV_FILE) lassen sich nicht lesen: ${(error as Error).message}`,
      );
    }
  }
  try {
    return loadConfig(settings, ROOT).mail;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    throw new PublishError(
      `Die Mail-Einstellungen${file ? ` in ${file}` : ""} sind ungültig (README.md, „Configuration“). Hinweis des Servers (englisch): ${error.problems.join(" ")}`,
    );
  }
}

/** The server's transport (SMTP), or without SMTP_URL .eml files in `stateDir`/outbox. */
export function publishMailer(mail: ReturnType<typeof mailSettings>, stateDir: string): Mailer {
  return createMailer({
    smtp: { url: mail.smtpUrl, requireTls: mail.requireTls, ca: mail.smtpCa },
    dataDir: stateDir,
  });
}

async function main(): Promise<number> {
  const env = process.env;
  const remote = env.PUBLISH_REMOTE?.trim() || "origin";
  const branch = env.PUBLISH_BRANCH?.trim() || "main";
  // systemd lists several state folders separated by ":"; the unit sets one.
  const stateDir = resolve(ROOT, env.STATE_DIRECTORY?.split(":")[0] || "data-publish");
  const log = {
    info: (line: string) => process.stdout.write(`${line}\n`),
    error: (line: string) => process.stderr.write(`${line}\n`),
  };
  if (remote.startsWith("-") || branch.startsWith("-")) {
    log.error(`PUBLISH_REMOTE und PUBLISH_BRANCH dürfen nicht mit „-“ beginnen.`);
    return 2;
  }
  let mailer: Mailer | undefined;
  try {
    const mail = mailSettings(env);
    mailer = publishMailer(mail, stateDir);
    const outcome = await publishSite({
      root: ROOT,
      remote,
      branch,
      stateDir,
      buildDir: BUILD_DIR,
      build: (root) => runBuildCommand(join(root, "deploy/build-site"), root),
      mailer,
      mail: { from: mail.from, to: mail.to },
      log,
    });
    if (outcome.kind === "unchanged") return 0;
    if (!outcome.mailed) return 2;
    if (outcome.kind === "published") return 0;
    return outcome.restored ? 1 : 2;
  } catch (error) {
    if (!(error instanceof PublishError)) throw error;
    log.error(error.message);
    return 2;
  } finally {
    mailer?.close();
  }
}

if (import.meta.main) process.exitCode = await main();
