/**
 * The preview (`npm run dev`): a Vite dev server that renders the requested page on each
 * request from the current sources, with the build's own renderer (app/prerender.ts, decision
 * 014) run in Vite's SSR environment. The page's scripts are the browser entries' source modules
 * served by Vite, and Vite's client on every page reloads it when a file it shows is saved:
 * - a module the renderer has loaded (components, copy in TypeScript, the CSS it inlines):
 *   Vite's SSR environment sees the change;
 * - a content file (YAML, Markdown) in the content folder, which the loaders read with node:fs,
 *   so no module graph holds it;
 * - a file in public/ (photos, videos).
 * Each drops every module the renderer had evaluated, so the next page is rendered anew from
 * what is on disk, and tells the browser to reload. The browser's own modules reload by Vite's
 * rules. /api goes to the production server's notify API on a data folder of its own
 * (dev-api.ts). No Content-Security-Policy is sent with the pages: Vite's client and React's
 * refresh runtime need inline scripts and styles that the production policy would block.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, isAbsolute, relative, resolve, sep } from "node:path";
import { createServer, createServerModuleRunner, type Plugin, type ViteDevServer } from "vite";
import { BROWSER_ENTRIES } from "#app/browser/entries.ts";
import type { PageScripts } from "#app/document.tsx";
import type * as Renderer from "#app/prerender.ts";
import { NOT_SENT_PAGE_PATHS } from "#contact/form-pages.ts";
import { FORM_TYPES, type FormType } from "#contact/form-types.ts";
import { isApiPath } from "#server/api/api-plugin.ts";
import { API_MESSAGES } from "#server/api/messages.ts";
import type { SiteManifest } from "#server/site-manifest.ts";
import type * as SiteFiles from "../site-files.ts";
import { ROOT, sharedViteConfig } from "../vite-shared.ts";
import { contentErrorPage, contentProblems } from "./content-error-page.ts";
import type { DevApi } from "./dev-api.ts";
import { siteAnswer } from "./site-answer.ts";

export type DevServerOptions = {
  /** 0: any free port. */
  port: number;
  /** Stop if the port is taken, instead of trying the next one. */
  strictPort: boolean;
  /** The API's data folder: its SQLite file and the mails as .eml files. */
  dataDir: string;
  /** The folder of the content files (YAML, Markdown) the loaders read. */
  contentDir: string;
  /** Where the preview's German lines go (what was saved, a content problem). */
  log: (line: string) => void;
};

export type DevServer = {
  /** E.g. "http://localhost:5173/". */
  url: string;
  /** The contact form's API, started once the renderer is loaded (the first page comes first). */
  api: Promise<Pick<DevApi, "databaseFile" | "mailDir">>;
  close(): Promise<void>;
};

/** What the plugin gives startDevServer. */
type PreviewControl = {
  /** Loads the renderer; never rejects (a failure shows on the page). */
  warm(): Promise<void>;
  startApi(): Promise<DevApi>;
};

/** The content files: what the loaders in content/ read with node:fs. */
const CONTENT_EXTENSIONS = new Set([".yaml", ".yml", ".md"]);

/** The browser entries as Vite serves their sources, e.g. "/app/browser/site.ts". */
const PAGE_SCRIPTS: PageScripts = {
  site: { src: `/${BROWSER_ENTRIES.site}` },
  contact: { src: `/${BROWSER_ENTRIES.contact}` },
  island: `/${BROWSER_ENTRIES["contact-hydrate"]}`,
};

/** The renderer's modules, loaded from the sources in Vite's SSR environment. */
type Site = { renderPage: typeof Renderer.renderPage; manifest: SiteManifest };

const isInside = (folder: string, file: string) => {
  const path = relative(folder, file);
  return path !== "" && !path.startsWith("..") && !isAbsolute(path);
};

function sendHtml(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  html: string,
) {
  response.statusCode = status;
  response.setHeader("content-type", "text/html; charset=utf-8");
  response.setHeader("cache-control", "no-store");
  response.end(request.method === "HEAD" ? undefined : html);
}

/** The plugin that renders the pages, reloads them on a change and hands /api to the API. */
function previewPlugin(
  options: DevServerOptions,
  started: (control: PreviewControl) => void,
): Plugin {
  let vite: ViteDevServer;
  let runner: ReturnType<typeof createServerModuleRunner>;
  let api: Promise<DevApi> | undefined;
  /** Counts the changes; what was rendered before the last one is stale. */
  let generation = 0;
  let site: Promise<Site> | undefined;
  let notSent: { generation: number; pages: Record<FormType, string> } | undefined;
  /** The content problems last printed, so that each reload does not print them again. */
  let printedProblems = "";

  const printProblems = (problems: readonly string[]) => {
    if (problems.join("\n") === printedProblems) return;
    printedProblems = problems.join("\n");
    options.log(`Fehler in den Inhalten:\n  ${problems.join("\n  ")}`);
  };

  const loadSite = () => {
    site ??= (async () => {
      const renderer = await runner.import<typeof Renderer>("/app/prerender.ts");
      const siteFiles = await runner.import<typeof SiteFiles>("/scripts/site-files.ts");
      return {
        renderPage: renderer.renderPage,
        manifest: siteFiles.siteManifest(renderer.sitePages()),
      };
    })();
    return site;
  };

  /** The page at `path` (a route of the table) as the browser gets it, Vite's client included. */
  const render = async (path: string, url: string) => {
    const html = (await loadSite()).renderPage(path, PAGE_SCRIPTS);
    if (html === undefined) throw new Error(`no route renders ${path}`);
    return vite.transformIndexHtml(url, html);
  };

  /** Renders the not-sent pages anew when something changed since they were rendered. */
  const refreshNotSentPages = async () => {
    const current = generation;
    if (notSent?.generation === current) return;
    const pages = {} as Record<FormType, string>;
    for (const formType of FORM_TYPES) {
      const path = NOT_SENT_PAGE_PATHS[formType];
      pages[formType] = await render(path, path);
    }
    notSent = { generation: current, pages };
  };

  const reload = (file: string, isContent: boolean) => {
    generation++;
    site = undefined;
    runner.clearCache();
    // A browser module made from content files (the loaders' values, by a plugin of
    // vite-shared.ts) is not tied to them in Vite's graph: it is transformed anew.
    if (isContent) vite.environments.client.moduleGraph.invalidateAll();
    vite.environments.client.hot.send({ type: "full-reload", path: "*" });
    const shown = isInside(ROOT, file) ? relative(ROOT, file) : file;
    options.log(`Gespeichert: ${shown} – die Vorschau lädt die Seite neu.`);
  };

  /** Shows a content problem on the page; anything else goes to Vite's error page. */
  const answerError = async (
    error: unknown,
    request: IncomingMessage,
    response: ServerResponse,
    next: (error?: unknown) => void,
  ) => {
    const problems = contentProblems(error);
    if (!problems) return next(error);
    printProblems(problems);
    const url = request.url ?? "/";
    sendHtml(
      request,
      response,
      500,
      await vite.transformIndexHtml(url, contentErrorPage(problems)),
    );
  };

  // The server's modules take a second or more to load: imported when the API is first needed.
  const startApi = () => {
    api ??= import("./dev-api.ts").then(({ startDevApi }) =>
      startDevApi(options.dataDir, (formType) => {
        if (!notSent) throw new Error("the not-sent pages are not rendered");
        return notSent.pages[formType];
      }),
    );
    return api;
  };

  const handle = async (
    request: IncomingMessage,
    response: ServerResponse,
    next: (error?: unknown) => void,
  ) => {
    const url = request.url ?? "/";
    try {
      if (isApiPath(url)) {
        const ready = await startApi();
        // Only a form posted without script is answered with a page (its not-sent page).
        const type = String(request.headers["content-type"] ?? "");
        if (request.method === "POST" && type.startsWith("application/x-www-form-urlencoded")) {
          await refreshNotSentPages();
        }
        ready.handle(request, response);
        return;
      }
      if (request.method !== "GET" && request.method !== "HEAD") {
        response.statusCode = 404;
        response.setHeader("content-type", "application/json; charset=utf-8");
        response.end(JSON.stringify({ message: API_MESSAGES.notFound }));
        return;
      }
      const answer = siteAnswer((await loadSite()).manifest, url);
      if (answer.kind === "redirect") {
        response.statusCode = 301;
        response.setHeader("location", answer.location);
        response.end();
        return;
      }
      sendHtml(request, response, answer.status, await render(answer.path, url));
      printedProblems = "";
    } catch (error) {
      await answerError(error, request, response, next);
    }
  };

  return {
    name: "praxis-preview",
    async configureServer(server) {
      vite = server;
      runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
      started({
        // A content problem is printed at once; any failure shows on the page.
        warm: () =>
          loadSite().then(
            () => {},
            (error: unknown) => {
              const problems = contentProblems(error);
              if (problems) printProblems(problems);
            },
          ),
        startApi,
      });
      server.watcher.add(options.contentDir);
      // After Vite's own middlewares: its client, the source modules and public/ come first.
      return () => {
        server.middlewares.use((request, response, next) => {
          handle(request, response, next).catch(next);
        });
      };
    },
    hotUpdate({ file, modules }) {
      // Called once per environment; the SSR environment's call sees the renderer's modules.
      if (this.environment.name !== "ssr") return;
      const isContent = isInside(options.contentDir, file) && CONTENT_EXTENSIONS.has(extname(file));
      const isPublic = isInside(resolve(ROOT, "public"), file);
      if (modules.length > 0 || isContent || isPublic) reload(file, isContent);
    },
    async buildEnd() {
      // Vite closes its environments when it stops (Ctrl+C, SIGTERM): the API with them.
      const closing = api;
      api = undefined;
      const stopApi = closing?.then(
        (started) => started.close(),
        () => {}, // it never started
      );
      await Promise.all([stopApi, runner?.close()]);
    },
  };
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  let preview: PreviewControl | undefined;
  // The form posts to the local API, at the preview's own origin.
  const shared = sharedViteConfig("/api/notify/");
  const vite = await createServer({
    ...shared,
    plugins: [...(shared.plugins ?? []), previewPlugin(options, (started) => (preview = started))],
    appType: "custom",
    clearScreen: false,
    // No .env files: the preview reads nothing from them, and a change would restart it.
    envDir: false,
    server: {
      port: options.port,
      strictPort: options.strictPort,
      watch: {
        // The API's data and the builds change on their own and show nothing of the preview.
        ignored: [
          `${resolve(options.dataDir)}/**`,
          `${ROOT}${sep}data/**`,
          `${ROOT}${sep}build*/**`,
        ],
      },
    },
    // Vite looks for the browser's packages from the entries at start, not at the first page.
    optimizeDeps: { entries: Object.values(BROWSER_ENTRIES) },
  });
  await vite.listen();
  const url = vite.resolvedUrls?.local[0];
  if (!preview || !url) throw new Error("the preview did not start");
  // The renderer first, so that the first page comes soon; then the API.
  const { startApi } = preview;
  const api = preview.warm().then(startApi);
  return { url, api, close: () => vite.close() };
}
