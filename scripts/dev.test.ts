/**
 * The preview as the owner starts it (`node scripts/dev.ts`, a real process on a free port,
 * against the real sources): a page rendered from content, the 404 page, the reload message on
 * Vite's HMR socket after a content file is saved, and the contact form's local API (JSON and
 * a form posted without script). The content folder it watches is a temp folder here
 * (TEST_CONTENT_WATCH_DIR), so the test writes nothing into content/.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requiredLabel } from "#contact/labels.ts";
import { kosten } from "#content/pages/kosten.ts";
import { notFound } from "#content/pages/not-found.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { type Spawned, spawnScript } from "#test-support/server/server-process.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { waitFor } from "#test-support/server/wait.ts";

const temp = makeTempDir("dev-preview-");
const dataDir = join(temp.path, "data");
const contentDir = join(temp.path, "content");
let preview: Spawned;
let baseUrl: string;
let startMs: number;

/** Text as React writes it into the page. */
const asHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

beforeAll(async () => {
  mkdirSync(contentDir);
  const startedAt = Date.now();
  preview = spawnScript("scripts/dev.ts", [], {
    PORT: "0",
    DATA_DIR: dataDir,
    TEST_CONTENT_WATCH_DIR: contentDir,
  });
  let exit: number | string | undefined;
  void preview.exited.then((code) => {
    exit = code;
  });
  const url = await waitFor(
    "the preview's address",
    () => {
      if (exit !== undefined) throw new Error(`the preview exited (${exit}): ${preview.stderr()}`);
      // The last line of the start message: the whole message is there.
      const out = preview.stdout();
      return out.includes("Hinweis:")
        ? /^Vorschau: (http:\/\/\S+\/) – /m.exec(out)?.[1]
        : undefined;
    },
    // Generous: with the other tests' workers on two cores it took 20 s once.
    { timeoutMs: 60_000 },
  );
  baseUrl = url;
  startMs = Date.now() - startedAt;
}, 70_000);

afterAll(async () => {
  preview?.child.kill("SIGINT");
  const code = await preview?.exited;
  temp.remove();
  expect(code).toBe(0);
});

describe("npm run dev", () => {
  it("says where it is and where requests and mails go", () => {
    const out = preview.stdout();
    expect(out).toContain(`Vorschau: ${baseUrl} – Änderungen an Texten`);
    expect(out).toContain(join(dataDir, "contact-requests.sqlite"));
    expect(out).toContain(`${join(dataDir, "outbox")}/`);
  });

  it("renders a page from the current content, and the 404 page for an unknown URL", async () => {
    const firstAt = Date.now();
    const page = await fetch(`${baseUrl}psychotherapie/kosten`);
    console.log(`Preview: started in ${startMs} ms, first page after ${Date.now() - firstAt} ms`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`>${asHtml(kosten.heading)}</h1>`);
    // The page's script is the source module, and Vite's client reloads the page.
    expect(html).toContain('<script type="module" src="/app/browser/site.ts">');
    expect(html).toContain('<script type="module" src="/@vite/client">');

    const missing = await fetch(`${baseUrl}gibt-es-nicht`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(`>${asHtml(notFound.heading)}</h1>`);
  }, 30_000);

  it("answers an alias as the server does", async () => {
    const alias = await fetch(`${baseUrl}physiotherapie/faq?x=1`, { redirect: "manual" });
    expect(alias.status).toBe(301);
    expect(alias.headers.get("location")).toBe("/sportphysiotherapie/faq?x=1");
  });

  it("tells the open page to reload when a content file is saved", async () => {
    const socket = new WebSocket(baseUrl.replace(/^http/, "ws"), "vite-hmr");
    const messages: { type: string }[] = [];
    socket.addEventListener("message", (event) => {
      messages.push(JSON.parse(String(event.data)));
    });
    try {
      await waitFor("Vite's HMR socket", () => messages.some(({ type }) => type === "connected"));
      const savedAt = Date.now();
      writeFileSync(join(contentDir, "praxis.yaml"), "name: Praxis\n");
      await waitFor(
        "the reload message",
        () => messages.some(({ type }) => type === "full-reload"),
        { timeoutMs: 15_000 },
      );
      console.log(`Preview: reload message ${Date.now() - savedAt} ms after the save`);
      const saved = `Gespeichert: ${join(contentDir, "praxis.yaml")}`;
      await waitFor("the line on the terminal", () => preview.stdout().includes(saved));
    } finally {
      socket.close();
    }
  }, 30_000);

  it("stores a contact request of the wizard and writes its mail into the data folder", async () => {
    const payload = validPayload("psychotherapie");
    const response = await fetch(`${baseUrl}api/notify/psychotherapie`, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify(payload),
    });
    expect(response.status).toBe(201);
    const mail = join(dataDir, "outbox", `${payload.id}.eml`);
    await waitFor("the mail file", () => existsSync(mail));
  }, 30_000);

  it("answers a form posted without script with the not-sent page it renders", async () => {
    const response = await fetch(`${baseUrl}api/notify/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ firstName: "Erika" }),
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    // The posted field reached the API: only the missing ones are listed.
    const listed = (name: string) =>
      html.includes(`<span class="form-result__label">${requiredLabel("general", name)}</span>`);
    expect(listed("lastName")).toBe(true);
    expect(listed("firstName")).toBe(false);
    expect(html).toContain('<script type="module" src="/@vite/client">');
  }, 30_000);
});
