/**
 * The site's own browser entries (decision 011): plain modules that pages load with a
 * `<script type="module">`, outside React Router's hydration, which no page uses. The client
 * build bundles each entry as a chunk of its own; the prerender reads the built URLs from the
 * virtual module `virtual:browser-entries` (`browserEntries.site`, …). Outside a build (Vitest,
 * the dev server) the URLs are the source files'.
 *
 * React Router builds the client first and the server (which prerenders) after it, with the
 * same plugin instances (`sharedPlugins`), so the client's file names are known by then.
 */
import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:browser-entries";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** `entries` maps a name to a source file, relative to the project root. */
export function browserEntries(entries: Readonly<Record<string, string>>): Plugin {
  let command: "build" | "serve" = "serve";
  const built = new Map<string, string>();
  const referenceIds = new Map<string, string>();
  return {
    name: "praxis:browser-entries",
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      if (command !== "build" || this.environment.name !== "client") return;
      for (const [name, file] of Object.entries(entries)) {
        referenceIds.set(name, this.emitFile({ type: "chunk", id: `/${file}`, name }));
      }
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [name, referenceId] of referenceIds) {
        built.set(name, `/${this.getFileName(referenceId)}`);
      }
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // The client build bundles the route modules too, although no page loads them.
      if (command === "build" && this.environment.name === "client") {
        return "export const browserEntries = {};";
      }
      const urls = Object.fromEntries(
        Object.entries(entries).map(([name, file]) => {
          if (command === "serve") return [name, `/${file}`];
          const url = built.get(name);
          if (!url) throw new Error(`browser entry "${name}" is not built yet`);
          return [name, url];
        }),
      );
      return `export const browserEntries = ${JSON.stringify(urls)};`;
    },
  };
}
