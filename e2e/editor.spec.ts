/**
 * The browser editor (/admin) as the practice uses it, over a copy of content/ in a Git
 * repository of its own, through Decap's local backend (decap-server, as `npm run redaktion`
 * runs it): a wrong phone number is refused in the form with the build's own message and saves
 * nothing; a right one, a new FAQ entry, a changed paragraph and a new photo each become a commit
 * whose file changed only where the form did, with the practice's comments kept. Then the path to
 * the visitors: a bare repository stands in for the Git host, the editor's commits are pushed
 * there, and the server's publisher (scripts/publish-site.ts, as its timer runs it) builds them
 * beside the live site of a running server, which then serves them; a broken commit pushed past
 * the editor is refused with a German mail, and the pages stay as they were.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { simpleParser } from "mailparser";
import sharp from "sharp";
import { parse } from "yaml";
import { media } from "#content/media.ts";
import { faq } from "#content/pages/faq.ts";
import { practice } from "#content/practice.ts";
import { mediaFile } from "#content/sources/media.ts";
import { formFields } from "#editor/form-fields.ts";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { freePort } from "#test-support/server/free-port.ts";
import { expect, test } from "./fixtures.ts";

const LOCAL_BACKEND = "http://localhost:8081/api/v1";

/** What a checkout of the site needs to build and serve: the project as it is, without tests' output. */
const SITE_PARTS = [
  "app",
  "contact",
  "content",
  "deploy",
  "editor",
  "public",
  "scripts",
  "server",
  "package.json",
  "package-lock.json",
];

let temp: string;
/** The Git host's repository (bare). */
let host: string;
/** The editor's clone (decap-server commits there, as Decap commits at the host). */
let repo: string;
/** The server's checkout, which the publisher keeps at the live commit. */
let site: string;
let backend: ChildProcess | undefined;
let server: ChildProcess | undefined;
let serverUrl: string;

const gitIn = (dir: string, ...args: string[]) =>
  execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" }).trim();
const git = (...args: string[]) => gitIn(repo, ...args);
const fileInRepo = (file: string) => readFileSync(join(repo, file), "utf8");

test.describe.configure({ mode: "serial" });
// Decap logs a save it refuses: a field with a problem as an empty console error, the build's
// check of the whole file as the refusal and then its state („Object“). For a chosen photo it
// asks the site for the original under /fotos/, which only the build turns into pictures.
test.use({
  allowedConsoleErrors: [
    /^undefined$|^RefusedSave: |^Object$|^Failed to load resource: the server responded with a status of 404/,
  ],
});

/** Replaces a field's text (fill() appends to a field Decap marked as wrong). */
async function retype(field: import("@playwright/test").Locator, text: string) {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.pressSequentially(text);
}

test.beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), "editor-"));
  host = join(temp, "host.git");
  // A name of its own: the local backend answers with it (checked below).
  repo = join(temp, `praxis-${basename(temp)}`);
  site = join(temp, "site");
  const source = join(temp, "source");
  for (const part of SITE_PARTS) {
    cpSync(join(PROJECT_ROOT, part), join(source, part), { recursive: true });
  }
  gitIn(source, "init", "-q", "-b", "main");
  gitIn(source, "add", "-A");
  gitIn(
    source,
    "-c",
    "user.name=Entwicklung",
    "-c",
    "user.email=dev@example.org",
    "commit",
    "-qm",
    "Website",
  );
  execFileSync("git", ["clone", "-q", "--bare", source, host]);
  execFileSync("git", ["clone", "-q", host, repo]);
  execFileSync("git", ["clone", "-q", host, site]);
  git("config", "user.name", "Praxis");
  git("config", "user.email", "praxis@example.org");
  // The server's checkout: the project's packages, installed before its lock file was written
  // (deploy/build-site installs again only after a change), and as its live site the build this
  // run made of the same files, marked as made from the checkout's commit.
  symlinkSync(join(PROJECT_ROOT, "node_modules"), join(site, "node_modules"));
  utimesSync(join(site, "package-lock.json"), 1_000_000, 1_000_000);
  cpSync(realpathSync(join(PROJECT_ROOT, "build")), join(site, "build-e2e"), { recursive: true });
  symlinkSync("build-e2e", join(site, "build"));
  const manifestFile = join(site, "build", "site.json");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  manifest.commit = { id: gitIn(site, "rev-parse", "HEAD"), dirty: false };
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const port = await freePort();
  serverUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["server/main.ts"], {
    cwd: site,
    env: {
      PATH: process.env.PATH,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: join(temp, "data"),
    },
    stdio: "ignore",
  });
  backend = spawn(
    process.execPath,
    [join(PROJECT_ROOT, "node_modules/decap-server/dist/index.js")],
    {
      env: {
        ...process.env,
        MODE: "git",
        GIT_REPO_DIRECTORY: repo,
        PORT: "8081",
        LOG_LEVEL: "error",
      },
      stdio: "ignore",
    },
  );
  await expect.poll(() => served("/api/health"), { timeout: 15_000 }).toContain('"status":"ok"');
  // The backend names the repository it serves: another one on the port (an editor left
  // running) fails here, not later with another practice's files.
  await expect
    .poll(
      async () =>
        fetch(LOCAL_BACKEND, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ action: "info" }),
        }).then(
          async (response) => ((await response.json()) as { repo?: string }).repo,
          () => undefined,
        ),
      { timeout: 15_000 },
    )
    .toBe(basename(repo));
});

test.afterAll(() => {
  backend?.kill();
  server?.kill();
  rmSync(temp, { recursive: true, force: true });
});

const served = (path: string) =>
  fetch(`${serverUrl}${path}`).then(
    (response) => response.text(),
    () => "",
  );

/** The publisher as its timer runs it in the server's checkout; its exit code and output. */
function publish(): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, ["scripts/publish-site.ts"], {
    cwd: site,
    encoding: "utf8",
    env: {
      PATH: process.env.PATH,
      HOME: temp,
      HOST: "127.0.0.1",
      PORT: new URL(serverUrl).port,
      STATE_DIRECTORY: join(temp, "publish"),
    },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The publisher's mails to the practice (written as files without SMTP): subject and text. */
async function mails(): Promise<{ subject: string; text: string }[]> {
  const outbox = join(temp, "publish", "outbox");
  if (!existsSync(outbox)) return [];
  return Promise.all(
    readdirSync(outbox).map(async (file) => {
      const mail = await simpleParser(readFileSync(join(outbox, file)));
      return { subject: mail.subject ?? "", text: mail.text ?? "" };
    }),
  );
}

async function openFile(page: import("@playwright/test").Page, collection: string, file: string) {
  await page.goto("/admin");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: collection }).first().click();
  // The file's card in the collection (the menu beside it may carry the same name).
  await page
    .locator("a[href*='/entries/']")
    .filter({ has: page.getByRole("heading", { name: file, exact: true }) })
    .click();
}

/** Decap's „Veröffentlichen“: a commit in the editor's repository. */
async function save(page: import("@playwright/test").Page) {
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await page.getByText("Jetzt veröffentlichen").click();
}

test("the phone number: a wrong one is refused with the build's message, a right one committed", async ({
  page,
}) => {
  const commits = git("rev-list", "--count", "HEAD");
  const before = fileInRepo("content/praxis.yaml");
  await openFile(page, "Angaben der Praxis", "Angaben der Praxis");
  const phone = page.getByLabel("Telefon", { exact: true });
  await expect(phone).toHaveValue(practice.phone.display);

  await phone.fill("Ruf mich an");
  await save(page);
  await expect(page.getByText(/Diese Telefonnummer lässt sich so nicht wählen/)).toBeVisible();
  expect(git("rev-list", "--count", "HEAD")).toBe(commits);
  expect(fileInRepo("content/praxis.yaml")).toBe(before);

  const newPhone = "0911 7654321";
  await retype(phone, newPhone);
  // The preview shows the footer as the site will.
  await expect(page.frameLocator("iframe").getByRole("link", { name: newPhone })).toBeVisible();
  await save(page);
  await expect.poll(() => git("rev-list", "--count", "HEAD")).toBe(String(Number(commits) + 1));
  const after = fileInRepo("content/praxis.yaml");
  expect(parse(after, { schema: "failsafe" }).telefon).toBe(newPhone);
  // Only the phone's line changed (an example's marker „# PLATZHALTER“ goes with the example);
  // the practice's comments stay.
  const changed = git("diff", "--unified=0", "HEAD~1", "--", "content/praxis.yaml")
    .split("\n")
    .filter((line) => /^[+-](?![+-])/.test(line));
  const line = before.split("\n").find((text) => text.startsWith("telefon:")) ?? "";
  const written = line.replace(practice.phone.display, newPhone).replace(/ # PLATZHALTER$/, "");
  expect(changed).toEqual([`-${line}`, `+${written}`]);
});

test("a new FAQ entry: a fact typed as text is refused by the build's check, then it is added", async ({
  page,
}) => {
  const questions = faq.psychotherapie.length;
  const commits = git("rev-list", "--count", "HEAD");
  await openFile(page, "Häufige Fragen (FAQ)", "Fragen zur Psychotherapie");
  await page.getByRole("button", { name: /Eintrag hinzufügen/i }).click();
  await page.getByLabel("Kennung (id)").last().fill("psy-parkplatz");
  await page.getByLabel("Frage", { exact: true }).last().fill("Gibt es Parkplätze?");
  const answer = page.getByLabel("Antwort").last();
  await answer.fill(`Fragen Sie unter ${practice.phone.display}.`);
  await save(page);
  // The whole file's check, as the build runs it, in the practice's words only.
  const refusal = page.getByText(
    /Beitrag speichern fehlgeschlagen: Hier steht .* als Text\. Schreiben Sie stattdessen \{telefon\}/,
  );
  await expect(refusal).toBeVisible();
  await expect(refusal).not.toContainText("Error");
  expect(git("rev-list", "--count", "HEAD")).toBe(commits);
  await retype(answer, "Ja, direkt vor der Praxis.");
  await save(page);
  await expect
    .poll(
      () =>
        parse(fileInRepo("content/faq/psychotherapie.yaml"), { schema: "failsafe" }).fragen.length,
    )
    .toBe(questions + 1);
  const last = parse(fileInRepo("content/faq/psychotherapie.yaml"), {
    schema: "failsafe",
  }).fragen.at(-1);
  expect(last).toEqual({
    id: "psy-parkplatz",
    frage: "Gibt es Parkplätze?",
    antwort: "Ja, direkt vor der Praxis.",
  });
});

test("a paragraph of a page is changed in its text, and nothing else of the file", async ({
  page,
}) => {
  const file = "content/seiten/psychotherapie/kosten.md";
  const before = fileInRepo(file);
  const paragraph =
    before.split("\n").find((line) => /^[A-ZÄÖÜ]/.test(line) && line.length > 40) ?? "";
  await openFile(page, "Seiten", "/psychotherapie/kosten");
  const body = page.getByLabel("Text der Seite");
  await expect(body).toHaveValue(
    new RegExp(paragraph.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );
  const text = await body.inputValue();
  await body.fill(text.replace(paragraph, `${paragraph} Neu ergänzt.`));
  await save(page);
  await expect
    .poll(() => fileInRepo(file))
    .toBe(before.replace(paragraph, `${paragraph} Neu ergänzt.`));
});

test("a photo replaces a portrait: uploaded into content/fotos/ and named in medien.yaml", async ({
  page,
}) => {
  const name = "portrait-psychotherapie-1";
  const photo = join(temp, `${name}-neu.jpg`);
  // A photo in the portrait's shape (4:5), larger than its largest size.
  await sharp({ create: { width: 1600, height: 2000, channels: 3, background: "#2f7a5a" } })
    .jpeg()
    .toFile(photo);
  const pictures = formFields(mediaFile.schema, new Map()).map((field) => field.name);
  await openFile(page, "Bilder", "Bilder der Website");
  await page.getByRole("button", { name: "Wähle ein Bild" }).nth(pictures.indexOf(name)).click();
  await page.getByRole("dialog").locator("input[type=file]").setInputFiles(photo);
  await page.getByRole("button", { name: "Ausgewähltes Element verwenden" }).click();
  await save(page);
  const uploaded = `content/fotos/${name}-neu.jpg`;
  await expect.poll(() => existsSync(join(repo, uploaded))).toBe(true);
  expect(readFileSync(join(repo, uploaded))).toEqual(readFileSync(photo));
  await expect
    .poll(() => parse(fileInRepo("content/medien.yaml"), { schema: "failsafe" })[name].foto)
    .toBe(`/fotos/${name}-neu.jpg`);
  rmSync(photo);
});

test("the server publishes the editor's commits from the host, and refuses a broken one", async () => {
  test.setTimeout(180_000);
  const live = await served("/kontakt");
  git("push", "-q", "origin", "main");
  const published = publish();
  expect(published.status, published.output).toBe(0);
  expect(await served("/api/health")).toContain(git("rev-parse", "HEAD"));
  // The new phone on every page, the new question, the changed paragraph, the photo's picture.
  const phone = parse(fileInRepo("content/praxis.yaml"), { schema: "failsafe" }).telefon;
  expect(await served("/kontakt")).toContain(phone);
  expect(await served("/psychotherapie/faq")).toContain("Gibt es Parkplätze?");
  expect(await served("/psychotherapie/kosten")).toContain("Neu ergänzt.");
  const portrait = media.portraits.psychotherapie[0].src;
  const picture = Buffer.from(await (await fetch(`${serverUrl}${portrait}`)).arrayBuffer());
  expect(picture.length).toBeGreaterThan(0);
  expect(picture.equals(readFileSync(join(PROJECT_ROOT, "public", portrait)))).toBe(false);
  expect((await mails()).map((mail) => mail.subject)).toEqual(["Website: Änderung ist online"]);

  // A commit made past the editor, with a phone number that cannot be dialled.
  const good = git("rev-parse", "HEAD");
  const facts = fileInRepo("content/praxis.yaml");
  writeFileSync(
    join(repo, "content/praxis.yaml"),
    facts.replace(/^telefon: [^#\n]*/m, "telefon: Ruf an "),
  );
  git("commit", "-qam", "Telefon");
  git("push", "-q", "origin", "main");
  const refused = publish();
  expect(refused.status, refused.output).toBe(1);
  const refusal = (await mails()).find((mail) => mail.subject.includes("nicht veröffentlicht"));
  expect(refusal?.text).toMatch(
    /content\/praxis\.yaml, Zeile \d+: .*Telefonnummer lässt sich so nicht wählen/,
  );
  expect(refusal?.text).toContain("Die bisherige Fassung bleibt online");
  expect(await served("/kontakt")).toContain(phone);
  expect(await served("/api/health")).toContain(good);
  expect(gitIn(site, "rev-parse", "HEAD")).toBe(good);
  expect(live).not.toContain(phone);
});
