/**
 * The direction of dependency between the parts (docs/ARCHITECTURE.md). tsc accepts any import,
 * so this test is what keeps a part from reaching into another:
 * - content/ and contact/ import nothing of ours outside themselves, server/ only itself and
 *   contact/, app/ only itself, content/ and contact/;
 * - the tests of those four (`*.test.ts[x]`) may also import test-support/; their other files
 *   never do, so no test helper reaches the site or the production server;
 * - test-support/ serves the tests: it may import the four parts, never e2e/, scripts/ or deploy/;
 * - e2e/ (browser tests), deploy/ (its tests) and scripts/ (build steps, measurements, checks)
 *   may import content/, contact/, server/ and test-support/; scripts/ also app/ (the build
 *   renders it), e2e/ and scripts/ also each other and playwright.config.ts; the browser tests
 *   test the built site, not app/'s modules; engines/ (the paths in every engine) like
 *   e2e/, whose URL lists it shares;
 * - so nothing imports e2e/, scripts/ or deploy/ but e2e/ and scripts/ (root build configs
 *   such as vite.config.ts are not a part and are not read);
 * - an import into another part that has an alias in package.json "imports" goes through it
 *   (`#server/config.ts`, not `../server/config.ts`); a relative path stays inside its part.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
/** package.json "imports" ("#app/*": "./app/*"): each alias prefix and the top folder it names. */
const ALIASES = Object.entries(
  (
    JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
      imports: Record<string, string>;
    }
  ).imports,
).map(([alias, target]) => ({ prefix: alias.replace("*", ""), top: target.split("/")[1] ?? "" }));

const TEST_FILE = /\.test\.tsx?$/;

/** The top folders (or root files) a part's files may import from, besides packages and node:. */
const ALLOWED: Record<string, { all: string[]; tests?: string[] }> = {
  content: { all: ["content"], tests: ["test-support"] },
  contact: { all: ["contact"], tests: ["test-support"] },
  server: { all: ["server", "contact"], tests: ["test-support"] },
  app: { all: ["app", "content", "contact"], tests: ["test-support"] },
  "test-support": { all: ["test-support", "app", "content", "contact", "server"] },
  editor: { all: ["editor", "app", "content"], tests: ["test-support"] },
  e2e: {
    all: [
      ...["e2e", "scripts", "playwright.config.ts", "content", "contact", "editor", "server"],
      "test-support",
    ],
  },
  engines: { all: ["engines", "e2e", "content", "contact", "server", "test-support"] },
  deploy: { all: ["deploy", "content", "contact", "server", "test-support"] },
  scripts: {
    all: [
      ...["scripts", "e2e", "playwright.config.ts"],
      ...["app", "content", "contact", "server", "test-support"],
    ],
  },
};

/** A part's .ts and .tsx files, as paths from the repository's root. */
const sourceFiles = (part: string) =>
  readdirSync(join(ROOT, part), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(part, file));

/** Static (`import`/`export … from`, `import "x"`) and dynamic (`import("x")`) specifiers. */
const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g;

/**
 * The repository's top folder (or root file) an import points into; undefined for a package, or
 * for a path to no folder of ours (an import written in a test's sample of built JavaScript).
 */
function targetTop(file: string, specifier: string): string | undefined {
  const alias = ALIASES.find(({ prefix }) => specifier.startsWith(prefix));
  if (alias) return alias.top;
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return undefined;
  const top = relative(ROOT, resolve(dirname(file), specifier)).split("/")[0] ?? "";
  return existsSync(join(ROOT, top)) ? top : undefined;
}

/** Why `specifier` in `file` (of `part`) breaks the direction, or undefined if it does not. */
function wrongness(part: string, file: string, specifier: string): string | undefined {
  const top = targetTop(join(ROOT, file), specifier);
  if (top === undefined) return undefined;
  const { all, tests = [] } = ALLOWED[part] ?? { all: [] };
  if (!all.includes(top) && !(TEST_FILE.test(file) && tests.includes(top))) {
    return `${file} → ${specifier}: ${part}/ may not import ${top}`;
  }
  const aliased = ALIASES.some((alias) => alias.top === top);
  if (top !== part && specifier.startsWith(".") && aliased) {
    return `${file} → ${specifier}: into ${top}/ through its #${top}/ alias`;
  }
  return undefined;
}

/** Every import that breaks the direction, with the reason. */
function wrongImports(): string[] {
  return Object.keys(ALLOWED).flatMap((part) =>
    sourceFiles(part).flatMap((file) =>
      [...readFileSync(join(ROOT, file), "utf8").matchAll(SPECIFIER)].flatMap((match) => {
        const reason = wrongness(part, file, match[1] ?? "");
        return reason === undefined ? [] : [reason];
      }),
    ),
  );
}

describe("import direction", () => {
  it("each part imports only what it may, across parts through the # aliases", () => {
    expect(wrongImports()).toEqual([]);
  });

  it("knows a wrong import when it sees one", () => {
    expect(wrongness("app", "app/ui/x.tsx", "#test-support/spec-menus.ts")).toBeDefined();
    expect(wrongness("app", "app/ui/x.test.tsx", "#test-support/spec-menus.ts")).toBeUndefined();
    expect(wrongness("server", "server/x.ts", "#test-support/server/wait.ts")).toBeDefined();
    expect(wrongness("content", "content/x.ts", "../e2e/fixtures.ts")).toBeDefined();
    expect(wrongness("test-support", "test-support/x.ts", "../scripts/vnu.ts")).toBeDefined();
    expect(wrongness("e2e", "e2e/x.spec.ts", "#app/routes.ts")).toBeDefined();
    expect(wrongness("e2e", "e2e/x.spec.ts", "../server/config.ts")).toBeDefined();
    expect(wrongness("e2e", "e2e/x.spec.ts", "#server/config.ts")).toBeUndefined();
    expect(wrongness("e2e", "e2e/x.spec.ts", "../scripts/vnu.ts")).toBeUndefined();
    expect(wrongness("scripts", "scripts/x.ts", "../app/site-urls.ts")).toBeDefined();
  });
});
