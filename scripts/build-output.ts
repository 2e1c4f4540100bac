/**
 * Where a build goes, so that a failed one cannot break the site. The build folder (BUILD_DIR,
 * default `build`) is a symbolic link to the folder of one complete build beside it
 * (`build-20261128-151500-4242`: UTC date and time, process id). A build writes into a new
 * folder of its own; only when it is complete (site.json, written last, is there) does the link
 * switch to it, in one rename, which the file system makes atomic: whoever opens `build/…` gets
 * the old build or the new one, never half of one, nor nothing. A failed build leaves the link,
 * and so the site, as it was.
 *
 * The build before stays beside the new one until the next build: the running server still
 * answers from it until it has read the new one (server/live-site.ts), and pages loaded before
 * the switch still ask for its scripts. Older builds, and what failed builds left, are deleted.
 */
import { existsSync } from "node:fs";
import { lstat, mkdir, readdir, readlink, rename, rm, symlink } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { ContentError } from "#content/files/problems.ts";
import { contentReport } from "./content-check.ts";

/** The folder name of a build made at `date` by process `pid`, beside the link `name`. */
export function buildFolderName(name: string, date: Date, pid: number): string {
  const stamp = date.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `${name}-${stamp}-${pid}`;
}

/** The process id in a build folder's name, if `folder` is one of the link `name`'s. */
function builderOf(name: string, folder: string): number | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`^${escaped}-\\d{8}-\\d{6}-(\\d+)$`).exec(folder);
  return match ? Number(match[1]) : undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Points the link `buildDir` at `folder` in one rename; returns the folder it named before. A
 * build folder from before builds were switched by a link is renamed into a build's folder
 * first (for that once, `buildDir` is missing between two renames).
 */
async function switchTo(buildDir: string, folder: string): Promise<string | undefined> {
  const parent = dirname(buildDir);
  const name = basename(buildDir);
  const before = await lstat(buildDir).catch(() => undefined);
  let previous: string | undefined;
  if (before?.isSymbolicLink()) {
    previous = resolve(parent, await readlink(buildDir));
  } else if (before?.isDirectory()) {
    previous = join(parent, buildFolderName(name, before.mtime, 0));
    await rename(buildDir, previous);
  } else if (before) {
    throw new Error(`${buildDir} is neither a folder nor a link: move it away first.`);
  }
  const link = join(parent, `${name}-switch-${process.pid}`);
  await rm(link, { force: true });
  // Relative, so that the checkout can move.
  await symlink(basename(folder), link);
  await rename(link, buildDir);
  return previous;
}

/** Deletes the link's other build folders but `keep`, unless a running build is writing one. */
async function removeOldBuilds(buildDir: string, keep: readonly (string | undefined)[]) {
  const parent = dirname(buildDir);
  const name = basename(buildDir);
  for (const folder of await readdir(parent)) {
    const builder = builderOf(name, folder);
    if (builder === undefined || keep.includes(join(parent, folder))) continue;
    if (builder !== process.pid && builder !== 0 && isRunning(builder)) continue;
    await rm(join(parent, folder), { recursive: true, force: true });
  }
}

/**
 * Creates the new build's folder, under a name no folder has (a build within the same second as
 * the one before gets the next second's name): the failed build's folder is deleted, and must
 * never be the current build's.
 */
async function claimFolder(buildDir: string, now: Date): Promise<string> {
  for (let second = 0; ; second += 1) {
    const date = new Date(now.getTime() + second * 1000);
    const folder = join(dirname(buildDir), buildFolderName(basename(buildDir), date, process.pid));
    try {
      await mkdir(folder);
      return folder;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

/**
 * Runs `build` into a new folder beside `buildDir` and switches `buildDir` to it when the build
 * is complete; on failure removes what it wrote, leaves `buildDir` as it was and throws.
 */
export async function buildBeside(
  buildDir: string,
  build: (folder: string) => Promise<void>,
  now: Date = new Date(),
): Promise<{ folder: string; previous: string | undefined }> {
  const folder = await claimFolder(buildDir, now);
  try {
    await build(folder);
    if (!existsSync(join(folder, "site.json"))) {
      throw new Error(`the build wrote no site.json into ${folder}: it is not complete.`);
    }
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  const previous = await switchTo(buildDir, folder);
  await removeOldBuilds(buildDir, [folder, previous]);
  return { folder, previous };
}

/**
 * `npm run build`: builds beside the current build and switches to it; says in German what
 * became of the build folder. Returns whether the build succeeded (exit code 1 when not).
 */
export async function buildAndSwitch(
  buildDir: string,
  build: (folder: string) => Promise<void>,
): Promise<boolean> {
  const name = basename(buildDir);
  const hadBuild = existsSync(join(buildDir, "site.json"));
  try {
    const { folder } = await buildBeside(buildDir, build);
    console.log(`${name}/ zeigt jetzt auf den neuen Build (${basename(folder)}).`);
    return true;
  } catch (error) {
    // The practice reads her own mistakes: in German, without a stack trace.
    console.error(error instanceof ContentError ? contentReport(error.problems) : error);
    console.error(
      hadBuild
        ? `Der Build ist fehlgeschlagen. ${name}/ ist unverändert: Dort liegt weiter der letzte vollständige Build.`
        : `Der Build ist fehlgeschlagen. Es gibt noch keinen vollständigen Build in ${name}/.`,
    );
    process.exitCode = 1;
    return false;
  }
}
