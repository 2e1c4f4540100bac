/**
 * Publishing from the practice's Git repository (scripts/publish-site.ts) with real Git: a bare
 * repository on disk stands in for the Git host, a clone of it for the server's checkout, and a
 * second clone for the browser editor that commits and pushes. The build is a stand-in that
 * behaves as deploy/build-site does towards the publisher: it refuses a file holding "invalid"
 * with the content check's own German report (plus the noise a real failure prints), and on
 * success switches the build (site.json with the checkout's commit, as the real build writes it)
 * and names the changed pages. The real build is tested in deploy/ and scripts/update-site.test.ts.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createFileMailer } from "#server/mail/mailer.ts";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { FAKE_SITE_MANIFEST } from "#test-support/server/fake-site.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { contentReport } from "./content-check.ts";
import {
  type BuildCommand,
  mailSettings,
  PublishError,
  type PublishOptions,
  pageLines,
  problemLines,
  publishMailer,
  publishSite,
  runBuildCommand,
} from "./publish-site.ts";
import { sourceCommit } from "./source-commit.ts";

const PROBLEM = {
  file: "content/kosten.txt",
  line: 1,
  message: "„preis“ muss eine Zahl sein, etwa „80“.",
};
const PROBLEM_LINE = "content/kosten.txt, Zeile 1: „preis“ muss eine Zahl sein, etwa „80“.";
const UNCHANGED_LINE =
  "Die Website ist unverändert online: Der Build ist fehlgeschlagen (die Meldungen stehen oben).";
const SERVER_DOWN_LINE =
  "Der Server startet nicht mehr. Warum, steht in: journalctl -u praxis-web -e";

let temp: ReturnType<typeof makeTempDir>;
let editor: string;
let server: string;
let outbox: string;
/** The commit each build was started on, in order. */
let builds: string[];
let logged: string[];
/** Seconds on the publisher's clock: each mail's name begins with its time. */
let clock = 0;

function git(cwd: string, ...args: string[]): string {
  return execFileSync(
    "git",
    ["-c", "user.name=Erika Beispiel", "-c", "user.email=erika@example.org", ...args],
    { cwd, encoding: "utf8" },
  ).trim();
}

/** The editor saves: one commit with `text` in content/kosten.txt, pushed to the host. */
function save(text: string, message: string): string {
  writeFileSync(join(editor, "content/kosten.txt"), text);
  git(editor, "commit", "--quiet", "-am", message);
  git(editor, "push", "--quiet", "origin", "HEAD:main");
  return git(editor, "rev-parse", "HEAD");
}

/** Switches the build as the real one does once it is complete: site.json, written last. */
function switchBuild(root: string) {
  mkdirSync(join(root, "build"), { recursive: true });
  const manifest = { ...FAKE_SITE_MANIFEST, commit: sourceCommit(root) };
  writeFileSync(join(root, "build/site.json"), JSON.stringify(manifest));
}

const stubBuild: BuildCommand = async (root) => {
  builds.push(git(root, "rev-parse", "HEAD"));
  const text = readFileSync(join(root, "content/kosten.txt"), "utf8");
  if (text.includes("server-down")) {
    // Switched in, but the restarted server never answered with it.
    switchBuild(root);
    return { ok: false, output: `Geänderte Seiten (1): /kosten\n${SERVER_DOWN_LINE}\n` };
  }
  if (text.includes("invalid")) {
    const output = [
      "npm WARN EBADENGINE Unsupported engine",
      contentReport([PROBLEM]),
      "Error: content check failed",
      "    at buildSite (file:///opt/praxis/scripts/build-site.ts:108:11)",
      "Der Build ist fehlgeschlagen. build/ ist unverändert: Dort liegt weiter der letzte vollständige Build.",
      UNCHANGED_LINE,
      "",
    ].join("\n");
    return { ok: false, output };
  }
  switchBuild(root);
  return {
    ok: true,
    output: "built 4 pages\nGeänderte Seiten (1): /kosten\nDie neue Fassung ist online.\n",
  };
};

function options(overrides: Partial<PublishOptions> = {}): PublishOptions {
  return {
    root: server,
    remote: "origin",
    branch: "main",
    stateDir: join(temp.path, "state"),
    buildDir: join(server, "build"),
    build: stubBuild,
    mailer: createFileMailer(outbox),
    mail: { from: "Website <website@example.org>", to: "Praxis <praxis@example.org>" },
    log: { info: (line) => logged.push(line), error: (line) => logged.push(line) },
    now: () => new Date(Date.UTC(2026, 11, 7, 18, 42, clock++)),
    ...overrides,
  };
}

/** The mails in the outbox, oldest first (their names begin with the time). */
async function mails(): Promise<ParsedMail[]> {
  const names = readdirSync(outbox).filter((name) => name.endsWith(".eml"));
  return Promise.all(names.sort().map((name) => simpleParser(readFileSync(join(outbox, name)))));
}

const head = () => git(server, "rev-parse", "HEAD");
const short = (commit: string) => git(editor, "rev-parse", "--short", commit);

beforeEach(() => {
  temp = makeTempDir("publish-site-");
  const host = join(temp.path, "host.git");
  editor = join(temp.path, "editor");
  server = join(temp.path, "server");
  outbox = join(temp.path, "state/outbox");
  builds = [];
  logged = [];
  git(temp.path, "init", "--quiet", "--bare", "--initial-branch=main", host);
  mkdirSync(join(editor, "content"), { recursive: true });
  git(editor, "init", "--quiet", "--initial-branch=main");
  git(editor, "remote", "add", "origin", host);
  writeFileSync(join(editor, ".gitignore"), "/build\n");
  writeFileSync(join(editor, "content/kosten.txt"), "preis: 80\n");
  git(editor, "add", ".");
  git(editor, "commit", "--quiet", "-m", "Erste Fassung");
  git(editor, "push", "--quiet", "origin", "HEAD:main");
  git(temp.path, "clone", "--quiet", host, server);
});

afterEach(() => temp.remove());

describe("publishing from the Git host", () => {
  it("publishes a new commit: work tree and build at it, and a mail naming the changed pages", async () => {
    const first = head();
    expect(await publishSite(options())).toEqual({
      kind: "published",
      commit: first,
      mailed: true,
    });
    const saved = save("preis: 90\n", "Kosten: neuer Preis");
    expect(await publishSite(options())).toEqual({
      kind: "published",
      commit: saved,
      mailed: true,
    });
    expect(head()).toBe(saved);
    expect(builds).toEqual([first, saved]);
    expect(JSON.parse(readFileSync(join(server, "build/site.json"), "utf8")).commit).toEqual({
      id: saved,
      dirty: false,
    });

    const mail = (await mails()).at(-1);
    expect(mail?.subject).toBe("Website: Änderung ist online");
    expect(mail?.to).toMatchObject({ value: [{ address: "praxis@example.org" }] });
    expect(mail?.headers.get("auto-submitted")).toBe("auto-generated");
    const text = mail?.text ?? "";
    expect(text).toContain(`${short(saved)} „Kosten: neuer Preis“`);
    expect(text).toContain("von Erika Beispiel, ");
    expect(text).toContain("Geänderte Seiten (1): /kosten");
    expect(text).not.toContain("Erste Fassung");
    expect(text).not.toContain("built 4 pages");
  });

  it("does nothing, quietly, while the fetched commit is the live one", async () => {
    await publishSite(options());
    const before = (await mails()).length;
    logged = [];
    expect(await publishSite(options())).toEqual({ kind: "unchanged" });
    expect(builds).toHaveLength(1);
    expect(await mails()).toHaveLength(before);
    expect(logged).toEqual([]);
  });

  it("refuses a commit the check finds fault with: tree back at the live one, a German mail, not tried again", async () => {
    const live = head();
    await publishSite(options());
    const refused = save("preis: invalid\n", "Kosten: Preis geändert");
    expect(await publishSite(options())).toEqual({
      kind: "refused",
      commit: refused,
      restored: true,
      mailed: true,
    });
    expect(head()).toBe(live);
    expect(readFileSync(join(server, "content/kosten.txt"), "utf8")).toBe("preis: 80\n");
    expect(logged.at(-1)).toContain(`Nicht veröffentlicht: ${refused.slice(0, 12)}`);

    const mail = (await mails()).at(-1);
    expect(mail?.subject).toBe("Website: Änderung nicht veröffentlicht");
    const text = mail?.text ?? "";
    expect(text).toContain(`${short(refused)} „Kosten: Preis geändert“`);
    expect(text).toContain("von Erika Beispiel, ");
    expect(text).toContain("In den Inhalten gibt es ein Problem:");
    expect(text).toContain(PROBLEM_LINE);
    expect(text).toContain(UNCHANGED_LINE);
    expect(text).toContain(
      "Die bisherige Fassung bleibt online. Korrigieren Sie die genannten Stellen im Editor und speichern Sie erneut",
    );
    // Neither the tools' English nor a stack trace.
    expect(text).not.toMatch(/npm WARN|Error:|\bat buildSite\b|build\/ ist unverändert/);

    // The next run (a minute later) leaves it alone: no build, no second mail.
    const count = (await mails()).length;
    expect(await publishSite(options())).toEqual({ kind: "unchanged" });
    expect(builds).toEqual([live, refused]);
    expect(await mails()).toHaveLength(count);

    // The practice corrects it: the newer commit goes online, with the refused one under it.
    const fixed = save("preis: 95\n", "Kosten: Preis korrigiert");
    expect(await publishSite(options())).toEqual({
      kind: "published",
      commit: fixed,
      mailed: true,
    });
    expect(head()).toBe(fixed);
    const online = (await mails()).at(-1)?.text ?? "";
    expect(online).toContain("diese Änderungen sind jetzt auf der Website zu sehen:");
    expect(online).toContain(`${short(fixed)} „Kosten: Preis korrigiert“`);
    expect(online).toContain(`${short(refused)} „Kosten: Preis geändert“`);
  });

  it("a build switched in that the server did not take: the live commit is built again", async () => {
    const live = head();
    await publishSite(options());
    const broken = save("preis: 80 server-down\n", "Neue Serverversion");
    const outcome = await publishSite(options());
    expect(outcome).toEqual({ kind: "refused", commit: broken, restored: true, mailed: true });
    expect(builds).toEqual([live, broken, live]);
    expect(head()).toBe(live);
    expect(JSON.parse(readFileSync(join(server, "build/site.json"), "utf8")).commit.id).toBe(live);
    const text = (await mails()).at(-1)?.text ?? "";
    expect(text).toContain("Beim Bauen der Website ist ein technischer Fehler aufgetreten.");
    expect(text).toContain(SERVER_DOWN_LINE);
    expect(text).toContain("Die bisherige Fassung bleibt online.");
  });

  it("says so when the live commit cannot be built again either, and exits on the live commit", async () => {
    const live = head();
    await publishSite(options());
    save("preis: 80 server-down\n", "Neue Serverversion");
    let call = 0;
    const failingAgain: BuildCommand = async (root) => {
      call += 1;
      const result = await stubBuild(root);
      return call === 1 ? result : { ok: false, output: SERVER_DOWN_LINE };
    };
    const outcome = await publishSite(options({ build: failingAgain }));
    expect(outcome).toMatchObject({ kind: "refused", restored: false });
    expect(head()).toBe(live);
    const text = (await mails()).at(-1)?.text ?? "";
    expect(text).toContain("Die bisherige Fassung ließ sich nicht wiederherstellen");
    expect(text).not.toContain("Die bisherige Fassung bleibt online.");
  });

  it("does not run over changes made by hand in the checkout, nor without the host", async () => {
    await publishSite(options());
    const live = head();
    save("preis: 90\n", "Kosten: neuer Preis");
    writeFileSync(join(server, "content/kosten.txt"), "preis: 70\n");
    await expect(publishSite(options())).rejects.toThrow(
      /In .+ wurden Dateien von Hand geändert, die zum Repository gehören/,
    );
    expect(head()).toBe(live);
    expect(readFileSync(join(server, "content/kosten.txt"), "utf8")).toBe("preis: 70\n");

    await expect(publishSite(options({ remote: "nirgendwo" }))).rejects.toThrow(PublishError);
    await expect(publishSite(options({ remote: "nirgendwo" }))).rejects.toThrow(
      /^Der Stand von nirgendwo\/main ließ sich nicht holen \(git fetch\): /,
    );
    expect(builds).toHaveLength(1);
  });
});

describe("what of the build's output reaches the practice", () => {
  it("the content check's report and the update's last German line, nothing else", () => {
    const output = [
      "npm WARN deprecated something@1.0.0",
      "In den Inhalten gibt es 2 Probleme:",
      "  content/seiten/kosten.md, Zeile 4: „titel“ fehlt.",
      "  content/praxis.yaml: Die Datei fehlt.",
      "Error: content check failed",
      "    at main (file:///opt/praxis/scripts/build-site.ts:1:1)",
      UNCHANGED_LINE,
    ].join("\n");
    expect(problemLines(output)).toEqual({
      content: [
        "In den Inhalten gibt es 2 Probleme:",
        "  content/seiten/kosten.md, Zeile 4: „titel“ fehlt.",
        "  content/praxis.yaml: Die Datei fehlt.",
      ],
      last: UNCHANGED_LINE,
    });
    // A crash of a tool: its last line is not the update's.
    expect(problemLines("TypeError: x is undefined\n    at y (z.js:1:1)\n")).toEqual({
      content: [],
      last: undefined,
    });
    expect(
      pageLines(
        "built 3 pages\nGeänderte Seiten (2): /kosten, /faq\nNeue Seiten (1): /neu\nDie neue Fassung ist online.\n",
      ),
    ).toEqual(["Geänderte Seiten (2): /kosten, /faq", "Neue Seiten (1): /neu"]);
  });

  it("the command's output passes on and is kept, stdout and stderr, with its success", async () => {
    const temp2 = makeTempDir("publish-command-");
    try {
      const script = join(temp2.path, "build");
      writeFileSync(script, "#!/bin/sh\necho Geänderte Seiten\necho Fehler >&2\nexit 1\n");
      chmodSync(script, 0o755);
      let echoed = "";
      const echo = { write: (chunk: string) => (echoed += chunk) };
      const result = await runBuildCommand(script, temp2.path, { stdout: echo, stderr: echo });
      expect(result.ok).toBe(false);
      expect(result.output).toContain("Geänderte Seiten\n");
      expect(result.output).toContain("Fehler\n");
      expect(echoed).toContain("Geänderte Seiten\n");
      expect(echoed).toContain("Fehler\n");
      const missing = join(temp2.path, "missing");
      expect((await runBuildCommand(missing, temp2.path, { stdout: echo, stderr: echo })).ok).toBe(
        false,
      );
      expect(echoed).toContain(`${missing}: spawn ${missing} ENOENT`);
    } finally {
      temp2.remove();
    }
  });

  it("mails with the server's settings file, as files in its own state folder without SMTP", async () => {
    const file = join(temp.path, "praxis.env");
    writeFileSync(
      file,
      [
        "# the server's settings",
        "SMTP_URL=smtps://kontakt%40praxis.de:geheim@mail.praxis.de:465",
        "MAIL_TO=Praxis <kontakt@praxis.de>",
        "MAIL_FROM=Website <website@praxis.de>",
        "MAIL_PGP_KEY_FILE=/etc/praxis/praxis-keys.asc",
        "",
      ].join("\n"),
    );
    // The file's settings, not the environment's.
    const fromFile = mailSettings({ PUBLISH_ENV_FILE: file, MAIL_TO: "x@example.org" });
    expect(fromFile).toMatchObject({
      smtpUrl: "smtps://kontakt%40praxis.de:geheim@mail.praxis.de:465",
      to: "Praxis <kontakt@praxis.de>",
      from: "Website <website@praxis.de>",
    });
    expect(publishMailer(fromFile, temp.path).kind).toBe("smtp");

    const fromEnvironment = mailSettings({ MAIL_TO: "Praxis <praxis@example.org>" });
    expect(fromEnvironment).toMatchObject({
      smtpUrl: undefined,
      to: "Praxis <praxis@example.org>",
    });
    const stateDir = join(temp.path, "publish-state");
    const mailer = publishMailer(fromEnvironment, stateDir);
    await mailer.send({ requestId: "probe", options: { to: "a@example.org", text: "Hallo" } });
    mailer.close();
    expect(readdirSync(join(stateDir, "outbox"))).toEqual(["probe.eml"]);

    writeFileSync(file, "SMTP_URL=http://mail.praxis.de\n");
    expect(() => mailSettings({ PUBLISH_ENV_FILE: file })).toThrow(
      new RegExp(
        `^Die Mail-Einstellungen in ${file} sind ungültig \\(README\\.md, „Configuration“\\)\\. Hinweis des Servers \\(englisch\\): SMTP_URL`,
      ),
    );
  });

  it("as a command: a settings file it cannot read stops it in German, exit 2", () => {
    const run = spawnSync(process.execPath, [join(PROJECT_ROOT, "scripts/publish-site.ts")], {
      cwd: PROJECT_ROOT,
      // A remote that does not exist: should the settings pass, the fetch fails, and nothing of
      // this checkout is touched.
      env: {
        PATH: process.env.PATH,
        PUBLISH_ENV_FILE: "/nonexistent/praxis.env",
        PUBLISH_REMOTE: "/nonexistent/host.git",
      },
      encoding: "utf8",
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /^Die Einstellungen in \/nonexistent\/praxis\.env \(PUBLISH_ENV_FILE\) lassen sich nicht lesen: /,
    );
    expect(run.stdout).toBe("");
  });
});
