/**
 * Publishing on the server (deploy/build-site runs it once the packages are installed; see
 * docs/operations.md, "Updates"): builds the site beside the live one (the build checks the
 * content first, and switches to a new build only once it is complete: build-output.ts), makes
 * the running server answer with it, and says in German which pages changed. A failed build
 * leaves the live site as it was, and says so.
 *
 * The server reads a new build by itself within a second (server/live-site.ts). Under systemd
 * this asks it at once (`systemctl reload praxis-web`), or restarts it when its own code changed
 * since it started (a `git pull` brought a new version). Then it waits until the server answers
 * with the new pages, at HOST and PORT (default 127.0.0.1:3000, as the unit sets them).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { readSiteManifest } from "#server/site-manifest.ts";
import { BUILD_DIR } from "./build-dir.ts";
import { newestSource } from "./build-if-changed.ts";

const ROOT = resolve(import.meta.dirname, "..");
const SERVICE = "praxis-web";
/** What the server runs: a change to any of it needs a restart, not a reload. */
export const SERVER_SOURCES = ["server", "contact", "package.json", "package-lock.json"];
/** How long the server may take to answer with the new pages. */
const SERVED_WITHIN_MS = 15_000;

/** Every page of a build (its URL → its HTML), the 404 page included; undefined: no build. */
export type BuiltPages = { pages: Map<string, string>; notFoundPath: string };

export function readBuiltPages(buildDir: string): BuiltPages | undefined {
  let manifest: ReturnType<typeof readSiteManifest>;
  try {
    manifest = readSiteManifest(join(buildDir, "site.json"));
  } catch {
    return undefined;
  }
  const read = (path: string) => readFileSync(join(buildDir, "client", path, "index.html"), "utf8");
  const paths = [...manifest.pages, manifest.notFoundPath];
  return {
    pages: new Map(paths.map((path) => [path, read(path)])),
    notFoundPath: manifest.notFoundPath,
  };
}

export type PageChanges = { changed: string[]; added: string[]; removed: string[] };

export function comparePages(before: BuiltPages, after: BuiltPages): PageChanges {
  const changed: string[] = [];
  const added: string[] = [];
  for (const [path, html] of after.pages) {
    const old = before.pages.get(path);
    if (old === undefined) added.push(path);
    else if (old !== html) changed.push(path);
  }
  const removed = [...before.pages.keys()].filter((path) => !after.pages.has(path));
  return { changed, added, removed };
}

/** The report's lines, in German: which pages changed, came or went. */
export function describeChanges(before: BuiltPages | undefined, after: BuiltPages): string[] {
  if (!before)
    return [`Die Website ist gebaut: ${after.pages.size - 1} Seiten und die Fehlerseite.`];
  const { changed, added, removed } = comparePages(before, after);
  const name = (path: string) => (path === after.notFoundPath ? `${path} (Fehlerseite)` : path);
  const line = (label: string, paths: string[]) =>
    `${label} (${paths.length}): ${paths.map(name).join(", ")}`;
  // A fact in every page's footer (the phone, say) changes all of them: a list of 80 addresses
  // says less to the practice than the word.
  const all = changed.length === after.pages.size && after.pages.size > 1;
  const lines = [
    all
      ? `Geänderte Seiten (${changed.length}): alle, etwa weil sich eine Angabe im Kopf oder Fuß jeder Seite geändert hat.`
      : changed.length
        ? line("Geänderte Seiten", changed)
        : "Keine Seite hat sich geändert.",
  ];
  if (added.length) lines.push(line("Neue Seiten", added));
  if (removed.length) lines.push(line("Entfernte Seiten", removed));
  return lines;
}

/** The running server's own code that changed since it started, if any (a restart is due). */
export function serverCodeChangedSince(root: string, startedAtMs: number): string | undefined {
  const newest = newestSource(root, SERVER_SOURCES);
  return newest && newest.mtimeMs > startedAtMs ? newest.path : undefined;
}

function systemctl(...args: string[]) {
  return spawnSync("systemctl", args, { encoding: "utf8" });
}

/** When systemd started the server; undefined when it does not run the server. */
function serviceStartedAt(): number | undefined {
  if (systemctl("is-active", "--quiet", SERVICE).status !== 0) return undefined;
  const shown = systemctl("show", "-P", "ExecMainStartTimestamp", "--timestamp=unix", SERVICE);
  const seconds = Number(/^@(\d+)/.exec(shown.stdout ?? "")?.[1]);
  return Number.isFinite(seconds) ? seconds * 1000 : undefined;
}

const serverUrl = `http://${process.env.HOST ?? "127.0.0.1"}:${process.env.PORT ?? "3000"}`;

/** The server's answer to `path` as text; undefined when it does not answer. */
async function served(path: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${serverUrl}${path}`, { signal: AbortSignal.timeout(5_000) });
    return await response.text();
  } catch {
    return undefined;
  }
}

/** Whether the server answers every page of `expected` with its new HTML within the time. */
async function servesNewPages(expected: [string, string][]): Promise<boolean> {
  const deadline = Date.now() + SERVED_WITHIN_MS;
  for (;;) {
    const answers = await Promise.all(expected.map(([path]) => served(path)));
    if (answers.every((html, index) => html === expected[index]?.[1])) return true;
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
}

/** Makes the running server answer with the new build; says how it went. Returns success. */
async function bringOnline(changes: PageChanges | undefined, after: BuiltPages): Promise<boolean> {
  const startedAt = serviceStartedAt();
  if (startedAt !== undefined) {
    const changedCode = serverCodeChangedSince(ROOT, startedAt);
    if (changedCode) {
      console.log(`${changedCode} ist neuer als der laufende Server: Er wird neu gestartet.`);
      if (systemctl("restart", SERVICE).status !== 0) {
        console.error(
          "Der Server startet nicht mehr. Warum, steht in: journalctl -u praxis-web -e",
        );
        return false;
      }
    } else {
      systemctl("reload", SERVICE);
    }
  }
  if ((await served("/api/health")) === undefined) {
    console.log("Der Server läuft gerade nicht: Er zeigt die neue Fassung, sobald er startet.");
    return true;
  }
  const paths = changes ? [...changes.changed, ...changes.added] : [...after.pages.keys()];
  const expected = paths.map((path): [string, string] => [path, after.pages.get(path) ?? ""]);
  if (await servesNewPages(expected)) {
    console.log("Die neue Fassung ist online.");
    return true;
  }
  console.error(
    `Der Server zeigt nach ${SERVED_WITHIN_MS / 1000} Sekunden noch nicht die neue Fassung. ` +
      "Warum, steht in: journalctl -u praxis-web -e; ein Neustart (systemctl restart praxis-web) liest sie sicher.",
  );
  return false;
}

async function main(): Promise<number> {
  const before = readBuiltPages(BUILD_DIR);
  const build = spawnSync(process.execPath, [join(ROOT, "scripts/build-site.ts")], {
    stdio: "inherit",
  });
  const after = build.status === 0 ? readBuiltPages(BUILD_DIR) : undefined;
  if (!after) {
    console.error(
      before
        ? "Die Website ist unverändert online: Der Build ist fehlgeschlagen (die Meldungen stehen oben)."
        : "Der Build ist fehlgeschlagen (die Meldungen stehen oben); es gibt noch keine Website.",
    );
    return 1;
  }
  for (const line of describeChanges(before, after)) console.log(line);
  return (await bringOnline(before && comparePages(before, after), after)) ? 0 : 1;
}

if (import.meta.main) process.exitCode = await main();
