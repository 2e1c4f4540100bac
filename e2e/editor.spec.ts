/**
 * The browser editor (/admin) as the practice uses it, over a copy of content/ in a Git
 * repository of its own, through Decap's local backend (decap-server, as `npm run redaktion`
 * runs it): a wrong phone number is refused in the form with the build's own message and saves
 * nothing; a right one, a new FAQ entry and a changed paragraph each become a commit whose file
 * changed only where the form did, with the practice's comments kept.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { parse } from "yaml";
import { faq } from "#content/pages/faq.ts";
import { practice } from "#content/practice.ts";
import { mediaFile } from "#content/sources/media.ts";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { formFields } from "../editor/form-fields.ts";
import { expect, test } from "./fixtures.ts";

const LOCAL_BACKEND = "http://localhost:8081/api/v1";

let repo: string;
let backend: ChildProcess | undefined;

const git = (...args: string[]) =>
  execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" }).trim();
const fileInRepo = (file: string) => readFileSync(join(repo, file), "utf8");

test.describe.configure({ mode: "serial" });
// Decap logs a save it refuses (a field with a problem) as an empty console error; after saving
// a photo it asks the site for the original under /fotos/, which only the build turns into
// pictures (the thumbnail shows the upload until then).
test.use({
  allowedConsoleErrors: [
    /^undefined$|^Failed to load resource: the server responded with a status of 404/,
  ],
});

/** Replaces a field's text (fill() appends to a field Decap marked as wrong). */
async function retype(field: import("@playwright/test").Locator, text: string) {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.pressSequentially(text);
}

test.beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), "editor-repo-"));
  cpSync(join(PROJECT_ROOT, "content"), join(repo, "content"), {
    recursive: true,
    filter: (source) => !/\.(ts|tsx)$/.test(source),
  });
  git("init", "-q", "-b", "main");
  git("config", "user.name", "Praxis");
  git("config", "user.email", "praxis@example.org");
  git("add", "-A");
  git("commit", "-qm", "Inhalte");
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
  await expect
    .poll(
      async () =>
        fetch(LOCAL_BACKEND, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ action: "info" }),
        }).then(
          (response) => response.ok,
          () => false,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  backend?.kill();
  rmSync(repo, { recursive: true, force: true });
});

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

async function publish(page: import("@playwright/test").Page) {
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
  await publish(page);
  await expect(page.getByText(/Diese Telefonnummer lässt sich so nicht wählen/)).toBeVisible();
  expect(git("rev-list", "--count", "HEAD")).toBe(commits);
  expect(fileInRepo("content/praxis.yaml")).toBe(before);

  const newPhone = "0911 7654321";
  await retype(phone, newPhone);
  // The preview shows the footer as the site will.
  await expect(page.frameLocator("iframe").getByRole("link", { name: newPhone })).toBeVisible();
  await publish(page);
  await expect.poll(() => git("rev-list", "--count", "HEAD")).toBe(String(Number(commits) + 1));
  const after = fileInRepo("content/praxis.yaml");
  expect(parse(after, { schema: "failsafe" }).telefon).toBe(newPhone);
  // Only the phone's line changed; the practice's comments stay.
  const changed = git("diff", "--unified=0", "HEAD~1", "--", "content/praxis.yaml")
    .split("\n")
    .filter((line) => /^[+-](?![+-])/.test(line));
  const line = before.split("\n").find((text) => text.startsWith("telefon:")) ?? "";
  expect(changed).toEqual([`-${line}`, `+${line.replace(practice.phone.display, newPhone)}`]);
});

test("a new FAQ entry is added at the end of its list", async ({ page }) => {
  const questions = faq.psychotherapie.length;
  await openFile(page, "Häufige Fragen (FAQ)", "Fragen zur Psychotherapie");
  await page.getByRole("button", { name: /Eintrag hinzufügen/i }).click();
  await page.getByLabel("Id").last().fill("psy-parkplatz");
  await page.getByLabel("Frage", { exact: true }).last().fill("Gibt es Parkplätze?");
  await page.getByLabel("Antwort").last().fill("Ja, direkt vor der Praxis.");
  await publish(page);
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
  await publish(page);
  await expect
    .poll(() => fileInRepo(file))
    .toBe(before.replace(paragraph, `${paragraph} Neu ergänzt.`));
});

test("a photo replaces a portrait: uploaded into content/fotos/ and named in medien.yaml", async ({
  page,
}) => {
  const name = "portrait-psychotherapie-1";
  const photo = join(repo, "..", `${name}-neu.jpg`);
  // A photo in the portrait's shape (4:5), larger than its largest size.
  await sharp({ create: { width: 1600, height: 2000, channels: 3, background: "#2f7a5a" } })
    .jpeg()
    .toFile(photo);
  const pictures = formFields(mediaFile.schema, new Map()).map((field) => field.name);
  await openFile(page, "Bilder", "Bilder der Website");
  await page.getByRole("button", { name: "Wähle ein Bild" }).nth(pictures.indexOf(name)).click();
  await page.getByRole("dialog").locator("input[type=file]").setInputFiles(photo);
  await page.getByRole("button", { name: "Ausgewähltes Element verwenden" }).click();
  await publish(page);
  const uploaded = `content/fotos/${name}-neu.jpg`;
  await expect.poll(() => existsSync(join(repo, uploaded))).toBe(true);
  expect(readFileSync(join(repo, uploaded))).toEqual(readFileSync(photo));
  await expect
    .poll(() => parse(fileInRepo("content/medien.yaml"), { schema: "failsafe" })[name].foto)
    .toBe(`/fotos/${name}-neu.jpg`);
  rmSync(photo);
});
