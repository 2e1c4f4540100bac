/**
 * The build's pictures from the practice's photos: for every picture of content/medien.yaml with
 * a `foto` (uploaded by the editor into content/fotos/), the files the pages already reference,
 * made as `npm run foto` makes them (same crop, widths, formats and byte budgets; the share
 * picture too for the home picture), cut at `fokus` or in the middle, written over the
 * illustrations in the build's client folder. The pages stay byte for byte the same; public/ is
 * never written. Without a `foto` it returns at once, loading nothing.
 *
 * Encoding a hero takes seconds (AVIF at 2000 px), and the site is built on every change of a
 * text: the files are kept in a cache outside the build (node_modules/.cache/photos/), by a hash
 * of the photo and everything that shapes the files, so an unchanged photo costs a copy.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { ContentError } from "#content/files/problems.ts";
import type { MediaFile } from "#content/sources/media.ts";
import type { Encoded, Planned } from "./encode.ts";
import {
  checkPhotos,
  type EditorPhoto,
  namesWithPhoto,
  type PhotoCheckOptions,
  photoProblem,
} from "./photo-check.ts";
import { PhotoProblem } from "./problem.ts";

const ROOT = resolve(import.meta.dirname, "..", "..");

/** Where made files are kept between builds; node_modules/ is not in Git and survives builds. */
export const PHOTO_CACHE_DIR = join(ROOT, "node_modules", ".cache", "photos");

/** The modules whose code shapes the files: a change to them makes every file anew. */
const ENCODING_MODULES = ["encode.ts", "crop.ts", "files.ts", "budgets.ts"];

export type BuildPhotosOptions = PhotoCheckOptions & {
  /** content/medien.yaml's data; the project's by default. */
  pictures?: MediaFile;
  /** Where made files are kept between builds (PHOTO_CACHE_DIR); false: none. */
  cacheDir?: string | false;
  /** One line of the build's log. */
  say?: (line: string) => void;
};

export type BuiltPhoto = {
  name: string;
  files: Encoded[];
  /** Taken from the cache instead of encoded. */
  cached: boolean;
  milliseconds: number;
};

/** The cache's key of one picture: the photo's bytes and everything that shapes its files. */
async function cacheKey(photo: EditorPhoto, planned: readonly Planned[]): Promise<string> {
  const { default: sharp } = await import("sharp");
  const hash = createHash("sha256");
  hash.update(
    JSON.stringify({
      name: photo.name,
      layout: photo.layout,
      focus: photo.focus,
      planned,
      sharp: sharp.versions,
    }),
  );
  for (const module of ENCODING_MODULES) {
    hash.update(await readFile(join(import.meta.dirname, module)));
  }
  hash.update(photo.source.data);
  return hash.digest("hex").slice(0, 32);
}

type CacheEntry = { files: (Planned & { quality: number })[] };

/** The files of the cache's entry `dir`, if it holds every one of `planned`. */
async function fromCache(dir: string, planned: readonly Planned[]): Promise<Encoded[] | undefined> {
  try {
    const entry = JSON.parse(await readFile(join(dir, "entry.json"), "utf8")) as CacheEntry;
    const same =
      entry.files.length === planned.length &&
      entry.files.every((file, index) => file.src === planned[index]?.src);
    if (!same) return undefined;
    return await Promise.all(
      entry.files.map(async (file) => ({ ...file, data: await readFile(join(dir, file.src)) })),
    );
  } catch {
    return undefined;
  }
}

/**
 * Keeps `files` under `dir`, complete or not at all (written beside it, then renamed), and
 * removes the picture's older entries: the cache holds one per picture.
 */
async function toCache(cacheDir: string, name: string, key: string, files: readonly Encoded[]) {
  const dir = join(cacheDir, `${name}-${key}`);
  const partial = join(cacheDir, `.${name}-${key}.${process.pid}.neu`);
  await rm(partial, { recursive: true, force: true });
  for (const file of files) {
    await mkdir(dirname(join(partial, file.src)), { recursive: true });
    await writeFile(join(partial, file.src), file.data);
  }
  const entry: CacheEntry = { files: files.map(({ data: _, ...file }) => file) };
  await writeFile(join(partial, "entry.json"), JSON.stringify(entry));
  for (const old of await readdir(cacheDir)) {
    if (old.startsWith(`${name}-`) && old !== `${name}-${key}`) {
      await rm(join(cacheDir, old), { recursive: true, force: true });
    }
  }
  await rm(dir, { recursive: true, force: true });
  await rename(partial, dir);
}

/**
 * Writes the pictures of every `foto` into `clientDir` (the build's folder of served files, which
 * already holds the public files). A photo that cannot be used, or whose files cannot keep
 * their budgets, stops the build with German content problems at the line of its `foto`.
 */
export async function buildPhotos(
  clientDir: string,
  options: BuildPhotosOptions = {},
): Promise<BuiltPhoto[]> {
  const pictures = options.pictures ?? (await import("#content/media-file.ts")).readMediaFile();
  if (namesWithPhoto(pictures).length === 0) return [];
  const { photos, problems } = await checkPhotos(pictures, options);
  if (problems.length > 0) throw new ContentError(problems);
  const { encodePicture, plannedFiles, writeAll } = await import("./files.ts");
  const cacheDir = options.cacheDir ?? PHOTO_CACHE_DIR;
  const built: BuiltPhoto[] = [];
  for (const photo of photos) {
    const started = performance.now();
    // The budgets count the videos of a landing page: those served, in the client folder.
    const planned = plannedFiles(photo.name, photo.layout, clientDir);
    const key = cacheDir === false ? "" : await cacheKey(photo, planned);
    const entryDir = cacheDir === false ? "" : join(cacheDir, `${photo.name}-${key}`);
    let files = cacheDir === false ? undefined : await fromCache(entryDir, planned);
    const cached = files !== undefined;
    if (files === undefined) {
      let made: Encoded[];
      try {
        made = (await encodePicture(photo.source, photo.layout, planned, photo.focus)).files;
      } catch (error) {
        if (!(error instanceof PhotoProblem)) throw error;
        throw new ContentError([photoProblem(photo.line, error.message)]);
      }
      if (cacheDir !== false) {
        // A cache that cannot be written (a read-only install) costs time, not the build.
        try {
          await mkdir(cacheDir, { recursive: true });
          await toCache(cacheDir, photo.name, key, made);
        } catch (error) {
          options.say?.(`${photo.name} not cached: ${(error as Error).message}`);
        }
      }
      files = made;
    }
    writeAll(clientDir, files);
    const milliseconds = performance.now() - started;
    built.push({ name: photo.name, files, cached, milliseconds });
    options.say?.(
      `${photo.name} from content${photo.foto}: ${files.length} files${cached ? " (cached)" : ""}, ${(milliseconds / 1000).toFixed(1)} s`,
    );
  }
  return built;
}
