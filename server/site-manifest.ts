/**
 * build/site.json: written by the build (scripts/site-files.ts) beside the client folder, read
 * by the server at start to know which URLs are pages and which are aliases. The server checks
 * it before using it: a build that wrote something else must stop the start with a sentence
 * naming the file, not fail later on a route it cannot register.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

/** The manifest's file beside the build's client folder (the folder the server serves). */
export const siteManifestFile = (clientDir: string) => join(clientDir, "..", "site.json");

/** A URL path on the site: the server registers routes for it. */
const sitePath = z.string().startsWith("/");

/** A full Git object id: SHA-1 (40 hex digits) or SHA-256 (64). */
const sourceCommitId = z.string().regex(/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/);

export const siteManifestSchema = z.object({
  /** Every prerendered page URL, without the 404 page. */
  pages: z.array(sitePath),
  notFoundPath: sitePath,
  exactAliases: z.record(sitePath, sitePath),
  prefixAliases: z.record(sitePath, sitePath),
  /**
   * The city routes: a single unknown segment after a key is answered with the page at its
   * value (status 200), the page prerendered for an unknown city.
   */
  cityRoutes: z.record(sitePath, sitePath),
  /**
   * The practice's prepared reply to a request (content/anfrage-antwort.yaml, checked and with
   * the practice's facts filled in by the build); its own placeholders the mail fills. Absent
   * in a build from before it existed: the mail's reply link then has the subject alone.
   */
  reply: z.optional(z.object({ subject: z.string(), body: z.string() })),
  /**
   * The Git commit the build was made from (scripts/source-commit.ts), and whether tracked files
   * differed from it then (`dirty`). Absent in a build made outside a Git checkout, or before it
   * existed. GET /api/health answers it; scripts/publish-site.ts reads it to know what is live.
   */
  commit: z.optional(z.object({ id: sourceCommitId, dirty: z.boolean() })),
});

export type SiteManifest = z.infer<typeof siteManifestSchema>;

/** Which commit a build was made from. */
export type SourceCommit = NonNullable<SiteManifest["commit"]>;

/** The manifest cannot be used; the message names the file and the first problem. */
export class SiteManifestError extends Error {
  constructor(file: string, problem: string) {
    super(`site manifest ${file}: ${problem}`);
    this.name = "SiteManifestError";
  }
}

export function readSiteManifest(file: string): SiteManifest {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new SiteManifestError(
      file,
      code === "ENOENT" ? "the file is missing." : `cannot be read (${code}).`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SiteManifestError(file, `not valid JSON: ${(error as Error).message}`);
  }
  const result = siteManifestSchema.safeParse(json);
  if (!result.success) {
    const [issue] = result.error.issues;
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    throw new SiteManifestError(file, `${where}${issue?.message ?? "not a site manifest."}`);
  }
  return result.data;
}
