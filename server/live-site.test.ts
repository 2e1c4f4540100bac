/**
 * A new build is served without a restart: the server notices its site.json, or a SIGHUP, reads
 * the whole build and answers from it; a build it cannot use leaves the one it has. The builds
 * here are laid out as `npm run build` leaves them (scripts/build-output.ts): `build` a link to
 * one build's folder beside it, switched to another in one rename.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import type { AddressInfo } from "node:net";
import { basename, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NOT_SENT_PAGE_PATHS } from "#contact/form-pages.ts";
import {
  FAKE_SITE_MANIFEST,
  FAKE_SITE_SCRIPT,
  fakeNotSentPage,
  fakePage,
  writeFakeSite,
} from "#test-support/server/fake-site.ts";
import { startServerProcess } from "#test-support/server/server-process.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { startTestServer, type TestServer, testEnv } from "#test-support/server/test-server.ts";
import { waitFor } from "#test-support/server/wait.ts";

/** Each test waits for the server to notice a build: seconds on a busy machine. */
const WAITS = 30_000;

let temp: ReturnType<typeof makeTempDir>;
let server: TestServer | undefined;
let logLines: Record<string, unknown>[];

beforeEach(() => {
  temp = makeTempDir("live-site-");
  logLines = [];
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  temp.remove();
});

const link = () => join(temp.path, "build");
const siteDir = () => join(link(), "client");

/** A build's folder beside the link, its home page titled `title`; returns the folder. */
function writeBuild(name: string, title: string, change: (client: string) => void = () => {}) {
  const folder = join(temp.path, name);
  const client = writeFakeSite(folder);
  writeFileSync(join(client, "home/index.html"), fakePage(title));
  change(client);
  return folder;
}

/** Points the link at `folder` in one rename, as the build does. */
function switchTo(folder: string) {
  const next = join(temp.path, "build-switch");
  symlinkSync(basename(folder), next);
  renameSync(next, link());
}

async function start() {
  server = await startTestServer({
    env: { SITE_DIR: siteDir(), LOG_LEVEL: "info" },
    parts: {
      siteWatchIntervalMs: 20,
      logDestination: { write: (line) => void logLines.push(JSON.parse(line)) },
    },
    startJobs: false,
  });
  return server.app;
}

const NEW_SCRIPT = 'window.__ctx = {"page":"neu"};';
const hashOf = (script: string) =>
  `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

/** The second build: other pages, another 404 page, other not-sent pages, other scripts. */
function writeSecondBuild() {
  return writeBuild("build-b", "Start, neu gebaut", (client) => {
    writeFileSync(
      join(client, "home/index.html"),
      fakePage("Start, neu gebaut").replace(FAKE_SITE_SCRIPT, NEW_SCRIPT),
    );
    mkdirSync(join(client, "kurse"));
    writeFileSync(join(client, "kurse/index.html"), fakePage("Kurse"));
    writeFileSync(join(client, "404/index.html"), fakePage("Seite nicht gefunden, neu"));
    for (const path of Object.values(NOT_SENT_PAGE_PATHS)) {
      writeFileSync(join(client, path, "index.html"), fakeNotSentPage("Nicht gesendet, neu"));
    }
    rmSync(join(client, "assets/app-abc123.js"));
    rmSync(join(client, "assets/app-abc123.js.br"));
    writeFileSync(join(client, "assets/app-def456.js"), "console.log('neu');");
    const manifest = { ...FAKE_SITE_MANIFEST, pages: [...FAKE_SITE_MANIFEST.pages, "/kurse"] };
    writeFileSync(join(client, "../site.json"), JSON.stringify(manifest));
  });
}

describe("a new build, while the server runs", () => {
  it(
    "is served once it is switched in: pages, the 404 page, policies, not-sent pages; the scripts of the build before stay reachable",
    async () => {
      switchTo(writeBuild("build-a", "Start"));
      const app = await start();
      expect((await app.inject({ url: "/home" })).body).toContain("<h1>Start</h1>");
      expect((await app.inject({ url: "/kurse" })).statusCode).toBe(404);

      switchTo(writeSecondBuild());
      await waitFor("the new home page", async () =>
        (await app.inject({ url: "/home" })).body.includes("<h1>Start, neu gebaut</h1>"),
      );
      const home = await app.inject({ url: "/home" });
      expect(home.headers["content-security-policy"]).toContain(hashOf(NEW_SCRIPT));
      expect(home.headers["content-security-policy"]).not.toContain(hashOf(FAKE_SITE_SCRIPT));
      const added = await app.inject({ url: "/kurse" });
      expect(added.statusCode).toBe(200);
      expect(added.body).toContain("<h1>Kurse</h1>");
      const unknown = await app.inject({ url: "/gibt-es-nicht" });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain("<h1>Seite nicht gefunden, neu</h1>");
      const refused = await app.inject({
        method: "POST",
        url: "/api/notify/",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "",
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain("<h1>Nicht gesendet, neu</h1>");
      expect((await app.inject({ url: "/assets/app-def456.js" })).body).toBe("console.log('neu');");
      // A page loaded before the switch still gets its script, from the build before.
      const old = await app.inject({ url: "/assets/app-abc123.js" });
      expect(old.statusCode).toBe(200);
      expect(old.body).toBe("console.log('app');");
      expect(logLines).toContainEqual(
        expect.objectContaining({ event: "site-reloaded", build: "build-b", pages: 5 }),
      );
    },
    WAITS,
  );

  it(
    "that cannot be used leaves the build served as it was, and the log says why",
    async () => {
      switchTo(writeBuild("build-a", "Start"));
      const app = await start();
      const broken = {
        "build-malformed": (client: string) =>
          writeFileSync(join(client, "../site.json"), JSON.stringify({ pages: {} })),
        "build-page-missing": (client: string) => rmSync(join(client, "psychotherapie/index.html")),
      };
      for (const [name, breakIt] of Object.entries(broken)) {
        const failures = logLines.filter((line) => line.event === "site-reload-failed").length;
        switchTo(writeBuild(name, "Kaputt", breakIt));
        await waitFor(`the log line about ${name}`, () =>
          logLines.filter((line) => line.event === "site-reload-failed").length > failures
            ? true
            : undefined,
        );
        expect((await app.inject({ url: "/home" })).body, name).toContain("<h1>Start</h1>");
        expect((await app.inject({ url: "/psychotherapie" })).statusCode, name).toBe(200);
      }
      const failures = logLines.filter((line) => line.event === "site-reload-failed");
      expect(failures.map((line) => line.msg)).toEqual([
        expect.stringMatching(
          /still serving the one before: site manifest .*build-malformed.*pages/,
        ),
        expect.stringMatching(/still serving the one before: .*ENOENT.*psychotherapie/),
      ]);
      // A good one after them is served.
      switchTo(writeBuild("build-good", "Start, repariert"));
      await waitFor("the repaired home page", async () =>
        (await app.inject({ url: "/home" })).body.includes("<h1>Start, repariert</h1>"),
      );
    },
    WAITS,
  );

  it(
    "a server started before the first build serves it once it is there",
    async () => {
      const app = await start();
      expect((await app.inject({ url: "/home" })).statusCode).toBe(404);
      switchTo(writeBuild("build-a", "Start"));
      await waitFor("the first build", async () =>
        (await app.inject({ url: "/home" })).statusCode === 200 ? true : undefined,
      );
    },
    WAITS,
  );
});

describe("requests while the build switches", () => {
  it(
    "a file being sent is sent in full, even when its build's folder is deleted meanwhile",
    async () => {
      const big = randomBytes(8 * 1024 * 1024);
      switchTo(
        writeBuild("build-a", "Start", (client) =>
          writeFileSync(join(client, "media/film-abc.bin"), big),
        ),
      );
      const app = await start();
      await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as AddressInfo;
      const { promise: started, resolve: start_ } = Promise.withResolvers<void>();
      const { promise: switched, resolve: switchDone } = Promise.withResolvers<void>();
      const body = new Promise<Buffer>((resolve, reject) => {
        get({ port, host: "127.0.0.1", path: "/media/film-abc.bin" }, (response) => {
          const chunks: Buffer[] = [];
          response.once("data", () => {
            response.pause();
            start_();
            void switched.then(() => response.resume());
          });
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve(Buffer.concat(chunks)));
          response.on("error", reject);
        }).on("error", reject);
      });
      await started;
      switchTo(writeSecondBuild());
      app.liveSite.reload("test");
      rmSync(join(temp.path, "build-a"), { recursive: true });
      switchDone();
      expect((await body).equals(big)).toBe(true);
    },
    WAITS,
  );

  it(
    "every page request is answered by the old build or the new one, never with an error",
    async () => {
      const [first, second] = [writeBuild("build-a", "Start"), writeSecondBuild()];
      switchTo(first);
      const app = await start();
      await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as AddressInfo;
      const answers: Promise<[number, string]>[] = [];
      for (let round = 0; round < 20; round += 1) {
        for (let request = 0; request < 10; request += 1) {
          answers.push(
            fetch(`http://127.0.0.1:${port}/home`).then(async (response) => [
              response.status,
              await response.text(),
            ]),
          );
        }
        switchTo(round % 2 === 0 ? second : first);
        app.liveSite.reload("test");
        await new Promise((resolve) => setImmediate(resolve));
      }
      for (const [status, html] of await Promise.all(answers)) {
        expect(status).toBe(200);
        expect(html).toMatch(/<h1>Start(, neu gebaut)?<\/h1>/);
      }
    },
    WAITS,
  );
});

describe("the server process", () => {
  it(
    "reads the build again on SIGHUP (systemctl reload), also a page changed in place",
    async () => {
      const folder = writeBuild("build-a", "Start");
      switchTo(folder);
      const data = join(temp.path, "data");
      const process_ = await startServerProcess({ ...testEnv(data), SITE_DIR: siteDir() });
      try {
        const home = async () => (await fetch(`${process_.baseUrl}/home`)).text();
        expect(await home()).toContain("<h1>Start</h1>");
        // site.json stays as it was, so only the signal makes the server read the page again.
        writeFileSync(join(folder, "client/home/index.html"), fakePage("Start, geändert"));
        process_.child.kill("SIGHUP");
        await waitFor("the changed page", async () =>
          (await home()).includes("<h1>Start, geändert</h1>"),
        );
        expect(process_.logLines()).toContainEqual(
          expect.objectContaining({ event: "site-reloaded", reason: "SIGHUP" }),
        );
        expect((await fetch(`${process_.baseUrl}/api/health`)).status).toBe(200);
      } finally {
        process_.child.kill("SIGKILL");
        await process_.exited;
      }
    },
    WAITS,
  );
});
