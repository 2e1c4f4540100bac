/**
 * The page Caddy shows while the server is away (app/restart-page.tsx, deploy/Caddyfile): the
 * build writes it beside client/, so it is no URL of the site, with the Content-Security-Policy
 * that allows exactly its inline style, which Caddy sends with it (Caddy cannot hash a file).
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { inlineScriptHashes, inlineStyleHashes } from "#server/security-headers.ts";

export const RESTART_PAGE_FILE = "neustart.html";
export const RESTART_POLICY_FILE = "neustart.csp";

/** Nothing but the page's own style: no script, no request to anywhere, no framing. */
export function restartPagePolicy(html: string): string {
  if (inlineScriptHashes(html).length > 0) throw new Error("the restart page has a script");
  const styles = inlineStyleHashes(html)
    .map((hash) => ` '${hash}'`)
    .join("");
  return `default-src 'none'; style-src${styles}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
}

export async function writeRestartPage(buildDir: string, html: string): Promise<void> {
  // Caddy reads the file as a template: "{{" would be an action.
  if (html.includes("{{")) throw new Error('the restart page holds "{{", a Caddy template action');
  await writeFile(join(buildDir, RESTART_PAGE_FILE), html);
  await writeFile(join(buildDir, RESTART_POLICY_FILE), restartPagePolicy(html));
}
