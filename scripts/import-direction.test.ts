/**
 * The direction of dependency between the parts (docs/ARCHITECTURE.md): content/ and contact/
 * import nothing of ours outside themselves, server/ only itself and contact/, and app/ (its
 * tests included) nothing of e2e/, scripts/ or server/. tsc accepts any import, so this test
 * is what keeps a part from reaching into another.
 */
import { readdirSync, readFileSync } from "node:fs";
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

/** The top folders each part may import from (besides packages and node:). */
const ALLOWED: Record<string, (top: string) => boolean> = {
  content: (top) => top === "content",
  contact: (top) => top === "contact",
  server: (top) => top === "server" || top === "contact",
  app: (top) => !["e2e", "scripts", "server"].includes(top),
};

/** A part's .ts and .tsx files, as paths from the repository's root. */
const sourceFiles = (part: string) =>
  readdirSync(join(ROOT, part), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(part, file));

/** Static (`import`/`export … from`, `import "x"`) and dynamic (`import("x")`) specifiers. */
const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g;

/** The repository's top folder an import points into, or undefined for a package. */
function targetTop(file: string, specifier: string): string | undefined {
  const alias = ALIASES.find(({ prefix }) => specifier.startsWith(prefix));
  if (alias) return alias.top;
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return undefined;
  return relative(ROOT, resolve(dirname(file), specifier)).split("/")[0];
}

/** Every import that breaks the direction, as "file → specifier". */
function wrongImports(): string[] {
  return Object.entries(ALLOWED).flatMap(([part, allowed]) =>
    sourceFiles(part).flatMap((file) =>
      [...readFileSync(join(ROOT, file), "utf8").matchAll(SPECIFIER)]
        .map((match) => match[1] ?? "")
        .filter((specifier) => {
          const top = targetTop(join(ROOT, file), specifier);
          return top !== undefined && !allowed(top);
        })
        .map((specifier) => `${file} → ${specifier}`),
    ),
  );
}

describe("import direction", () => {
  it("content/, contact/, server/ and app/ import only what their part may", () => {
    expect(wrongImports()).toEqual([]);
  });
});
