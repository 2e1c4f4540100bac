/**
 * Which Git commit a build is made from, for site.json (site-files.ts): the checkout's HEAD and
 * whether tracked files differed from it (`dirty`: a build of edits nobody committed). The
 * server answers it in GET /api/health, and scripts/publish-site.ts compares it with the commit
 * it fetched to know whether there is anything new to publish.
 */
import { spawnSync } from "node:child_process";
import { realpathSync } from "node:fs";
import type { SourceCommit } from "#server/site-manifest.ts";

function git(root: string, ...args: string[]): string | undefined {
  const result = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * The commit checked out in `root`; undefined when `root` is no Git checkout of its own (a copy
 * of the project inside another repository is not: its HEAD would be that repository's) or Git
 * is missing.
 */
export function sourceCommit(root: string): SourceCommit | undefined {
  const top = git(root, "rev-parse", "--show-toplevel");
  if (top === undefined || realpathSync(top) !== realpathSync(root)) return undefined;
  const id = git(root, "rev-parse", "--verify", "--quiet", "HEAD^{commit}");
  const changes = git(root, "status", "--porcelain", "--untracked-files=no");
  if (id === undefined || changes === undefined) return undefined;
  return { id, dirty: changes !== "" };
}
