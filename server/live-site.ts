/**
 * The build the server serves, held in memory (every page with its compressed copies and its
 * Content-Security-Policy, the 404 page, the not-sent pages of the forms) and read again when
 * the build changes, without a restart. `npm run build` switches the build folder to a new,
 * complete build in one rename (scripts/build-output.ts); the server notices the new site.json
 * (it looks every second) or is told by SIGHUP (`systemctl reload praxis-web`), reads the whole
 * new build, and only then answers from it: a request answers from the build it started with.
 * A build the server cannot use (a malformed site.json, a page missing) is logged and left
 * alone, and the server goes on answering with the one it has.
 *
 * The client folder is resolved when a build is read (the build folder is a link to the build's
 * own folder), so files served from disk (scripts, images) come from the same build as the pages
 * in memory, and the scripts of the build before stay reachable for pages loaded before the
 * switch (the build keeps the folder of the one before).
 */
import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyBaseLogger } from "fastify";
import { readEditorPage } from "./editor-page.ts";
import {
  FORM_RESULTS_WITHOUT_SITE,
  type FormResultPages,
  loadFormResultPages,
} from "./form-result-pages.ts";
import { describeError } from "./logging.ts";
import { pageContentSecurityPolicy } from "./security-headers.ts";
import { readSiteManifest, type SiteManifest, siteManifestFile } from "./site-manifest.ts";

/** A prerendered page as it is answered: its bytes, compressed copies and policy. */
export type Page = { raw: Buffer; br: Buffer; gzip: Buffer; csp: string };

/** One build, read from disk into memory. */
export type SiteBuild = {
  /** The build's client folder, its links resolved: where its other files are served from. */
  root: string;
  manifest: SiteManifest;
  pages: ReadonlyMap<string, Page>;
  notFound: Page;
  formResults: FormResultPages;
  /** Which site.json was read: a new build, or a file written again, has another. */
  identity: string;
};

/** How often the server looks at site.json for a new build. */
export const SITE_WATCH_INTERVAL_MS = 1_000;

/** Whether a prerendered site exists to serve (the API works without one). */
export function hasSiteBuild(siteDir: string): boolean {
  // The build writes site.json beside the client folder last, once the site is complete.
  return existsSync(siteManifestFile(siteDir));
}

/** A file's copy that the build compressed (scripts/compress-assets.ts), if it is there. */
function readIfPresent(file: string): Buffer | undefined {
  return existsSync(file) ? readFileSync(file) : undefined;
}

function loadPage(file: string): Page {
  const raw = readFileSync(file);
  const html = raw.toString("utf8");
  // Compressing every page here took seconds at each start, so a restart left visitors
  // waiting; the build's copies make the start fast.
  return {
    raw,
    br:
      readIfPresent(`${file}.br`) ??
      brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: readIfPresent(`${file}.gz`) ?? gzipSync(raw, { level: 9 }),
    csp: pageContentSecurityPolicy(html),
  };
}

/** The browser editor's page, under its own policy (editor-page.ts). */
function editorPages(root: string): [string, Page][] {
  const editor = readEditorPage(root);
  if (!editor) return [];
  return [[editor.path, { ...loadPage(join(root, editor.path, "index.html")), csp: editor.csp }]];
}

function identityOf(manifestFile: string, root: string): string {
  const { dev, ino, size, mtimeMs, ctimeMs } = statSync(manifestFile);
  return [root, dev, ino, size, mtimeMs, ctimeMs].join(":");
}

/** Reads the whole build in `siteDir`; throws when anything of it is missing or malformed. */
export function readSiteBuild(siteDir: string): SiteBuild {
  // Resolved once: a switch to another build while this one is read does not mix the two.
  const root = realpathSync(siteDir);
  const manifestFile = siteManifestFile(root);
  const identity = identityOf(manifestFile, root);
  const manifest = readSiteManifest(manifestFile);
  const pageFile = (path: string) => join(root, path, "index.html");
  return {
    root,
    manifest,
    pages: new Map([
      ...manifest.pages.map((path): [string, Page] => [path, loadPage(pageFile(path))]),
      ...editorPages(root),
    ]),
    notFound: loadPage(pageFile(manifest.notFoundPath)),
    formResults: loadFormResultPages(root),
    identity,
  };
}

export type LiveSite = {
  /** The build answered from; undefined while none was read (the API runs alone). */
  current(): SiteBuild | undefined;
  /** The client folder of the build before the current one, for its scripts; undefined if none. */
  previousRoot(): string | undefined;
  /** The form posts' answers from the current build (as JSON while there is none). */
  formResults: FormResultPages;
  /**
   * Reads the build again and answers from it once it is read; keeps the current one when the
   * new one cannot be used. `onlyIfChanged`: not when site.json is still the one read.
   */
  reload(reason: string, options?: { onlyIfChanged?: boolean }): void;
  /** Looks at site.json every `intervalMs` and reloads when it changed. */
  watch(intervalMs?: number): void;
  /** Stops watching. */
  close(): void;
};

/**
 * The build in `siteDir`, read now (a malformed one throws, so the start stops with its
 * message), and read again on `reload` or when watched.
 */
export function openLiveSite(siteDir: string, log: () => FastifyBaseLogger): LiveSite {
  let current = hasSiteBuild(siteDir) ? readSiteBuild(siteDir) : undefined;
  let previousRoot: string | undefined;
  const manifestFile = siteManifestFile(siteDir);
  let timer: NodeJS.Timeout | undefined;

  /** Which site.json the build folder holds now; undefined while there is none. */
  const identityNow = () => {
    try {
      return identityOf(manifestFile, realpathSync(siteDir));
    } catch {
      return undefined;
    }
  };

  const reload: LiveSite["reload"] = (reason, options = {}) => {
    if (!hasSiteBuild(siteDir)) {
      if (current) {
        log().warn(
          { event: "site-reload-failed", reason, file: manifestFile },
          "site.json is gone; still serving the build read before",
        );
      }
      return;
    }
    if (options.onlyIfChanged && current && identityNow() === current.identity) return;
    let next: SiteBuild;
    try {
      next = readSiteBuild(siteDir);
    } catch (error) {
      // The message names a file of the build and what is wrong with it; no visitor's data.
      log().error(
        { event: "site-reload-failed", reason, error: describeError(error) },
        `cannot serve the new build, still serving the one before: ${(error as Error).message}`,
      );
      return;
    }
    if (current && current.root !== next.root) previousRoot = current.root;
    current = next;
    log().info(
      {
        event: "site-reloaded",
        reason,
        build: basename(dirname(next.root)),
        pages: next.manifest.pages.length,
      },
      "serving the new build",
    );
  };

  const choose = () => current?.formResults ?? FORM_RESULTS_WITHOUT_SITE;
  return {
    current: () => current,
    previousRoot: () => previousRoot,
    formResults: {
      sent: (...args) => choose().sent(...args),
      notSent: (...args) => choose().notSent(...args),
    },
    reload,
    watch(intervalMs = SITE_WATCH_INTERVAL_MS) {
      if (timer) return;
      // Compared with what was last seen, not with the last good build, so a build that cannot
      // be used is logged once, not at every look. A stat of the path (not an inotify watch)
      // follows the build folder's link to whichever build it names now; and unlike
      // fs.watchFile, whose first look happens later on another thread, it cannot miss a
      // build switched in between the start's read and that first look.
      let seen = current?.identity;
      timer = setInterval(() => {
        const now = identityNow();
        if (now === seen) return;
        seen = now;
        reload("site.json changed", { onlyIfChanged: true });
      }, intervalMs);
      timer.unref();
    },
    close() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
