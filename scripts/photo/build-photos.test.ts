/**
 * A photo from the editor (`foto` in content/medien.yaml): its problems in the content check, at
 * the field's line, and the build's files made from it in a temporary client folder, checked file
 * by file against what the pages reference.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { CONTENT_DIR } from "#content/files/content-dir.ts";
import { ContentError, formatProblem } from "#content/files/problems.ts";
import { media } from "#content/media.ts";
import {
  MEDIA_FILE,
  type MediaFile,
  type PictureName,
  readMediaFile,
} from "#content/media-file.ts";
import { PICTURES, type PictureLayout } from "#content/picture-layouts.ts";
import { shareImage } from "#content/share-image.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { MEDIA_FILE_BUDGETS } from "../page-weight.ts";
import { type BuildPhotosOptions, buildPhotos } from "./build-photos.ts";
import { checkPhotos } from "./photo-check.ts";

const temps: ReturnType<typeof makeTempDir>[] = [];
afterEach(() => {
  for (const temp of temps.splice(0)) temp.remove();
});

/** content/ with medien.yaml (its `foto` and `fokus` set as given) and fotos/, and a client folder. */
function project(fields: Partial<Record<PictureName, { foto?: string; fokus?: string }>> = {}) {
  const temp = makeTempDir("fotos-");
  temps.push(temp);
  const contentDir = join(temp.path, "content");
  mkdirSync(join(contentDir, "fotos"), { recursive: true });
  let text = readFileSync(join(CONTENT_DIR, "medien.yaml"), "utf8");
  for (const [name, { foto, fokus }] of Object.entries(fields)) {
    const added = [foto && `  foto: ${foto}`, fokus && `  fokus: ${fokus}`].filter(Boolean);
    text = text.replace(`\n${name}:\n`, `\n${name}:\n${added.join("\n")}\n`);
  }
  writeFileSync(join(contentDir, "medien.yaml"), text);
  const clientDir = join(temp.path, "client");
  mkdirSync(clientDir);
  return { root: temp.path, contentDir, clientDir, text };
}

/** content/medien.yaml's data with `fields` set, as the content check reads it. */
function picturesWith(fields: Partial<Record<PictureName, { foto?: string; fokus?: string }>>) {
  const pictures: MediaFile = structuredClone(readMediaFile());
  for (const [name, value] of Object.entries(fields)) {
    Object.assign(pictures[name as PictureName], value);
  }
  return pictures;
}

/** A JPEG of `width` × `height`: red on the left (or top) half, blue on the other. */
async function photo(
  path: string,
  width: number,
  height: number,
  split: "columns" | "rows" = "columns",
) {
  const [w, h] = split === "columns" ? [width / 2, height] : [width, height / 2];
  const [x, y] = split === "columns" ? [width / 2, 0] : [0, height / 2];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${w}" height="${h}" fill="#d01010"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#1010d0"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toFile(path);
}

async function pixel(data: Buffer, x: number, y: number): Promise<number[]> {
  const { data: raw, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [raw[at] ?? 0, raw[at + 1] ?? 0, raw[at + 2] ?? 0];
}
const reddish = ([r = 0, , b = 0]: number[]) => r > 150 && b < 100;
const bluish = ([r = 0, , b = 0]: number[]) => b > 150 && r < 100;

/** Every file under a folder, as paths from its root ("/media/…"). */
const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length))
    .sort();

/** The problems buildPhotos stops with, as the build prints them. */
async function buildProblems(clientDir: string, options: BuildPhotosOptions) {
  try {
    await buildPhotos(clientDir, options);
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem);
    throw error;
  }
  return [];
}

/** A small layout of a picture, which encodes in a fraction of the time. */
const small = (name: PictureName, width: number): PictureLayout => ({
  ...PICTURES[name],
  widths: [width],
  fallbackWidth: width,
});

const lineOf = (text: string, search: string) =>
  text.slice(0, text.indexOf(search)).split("\n").length;

describe("the content check of a `foto`", () => {
  it("names file, line and field of a missing, an unreadable and a too small photo", async () => {
    const fields = {
      "portrait-psychotherapie-1": { foto: "/fotos/fehlt.jpg" },
      "portrait-psychotherapie-2": { foto: "/fotos/notiz.jpg" },
      "hero-start": { foto: "/fotos/klein.jpg" },
    };
    const { contentDir, text } = project(fields);
    writeFileSync(join(contentDir, "fotos", "notiz.jpg"), "Kein Bild.");
    await photo(join(contentDir, "fotos", "klein.jpg"), 1600, 1000);
    const { photos, problems } = await checkPhotos(picturesWith(fields), { contentDir });
    expect(photos).toEqual([]);
    expect(problems.map(formatProblem)).toEqual([
      `content/medien.yaml, Zeile ${lineOf(text, "foto: /fotos/klein.jpg")}: „foto“: Das Foto „content/fotos/klein.jpg“ ist zu klein für „hero-start“: Es ist 1600 × 1000 Pixel groß, gebraucht werden mindestens 2000 × 1250 Pixel (2000 breit, 1250 hoch), so groß zeigen die Seiten das Bild auf großen Bildschirmen. Nehmen Sie das Original aus der Kamera, keine verkleinerte Kopie (etwa aus einem Messenger).`,
      `content/medien.yaml, Zeile ${lineOf(text, "foto: /fotos/fehlt.jpg")}: „foto“: Die Datei „content/fotos/fehlt.jpg“ gibt es nicht. Laden Sie das Foto im Editor (noch einmal) hoch, oder löschen Sie die Zeile „foto: …“: Dann zeigt die Website das bisherige Bild.`,
      `content/medien.yaml, Zeile ${lineOf(text, "foto: /fotos/notiz.jpg")}: „foto“: Die Datei „content/fotos/notiz.jpg“ ist kein Bild, das die Website lesen kann (sie liest JPEG, PNG, WebP, AVIF, TIFF oder GIF).`,
    ]);
  });

  it("is part of the check before every build (npm run pruefen)", {
    timeout: 30_000,
  }, async () => {
    const temp = makeTempDir("fotos-check-");
    temps.push(temp);
    const contentDir = join(temp.path, "content");
    cpSync(CONTENT_DIR, contentDir, { recursive: true });
    const path = join(contentDir, "medien.yaml");
    const text = readFileSync(path, "utf8").replace(
      "\nportrait-allgemein-1:\n",
      "\nportrait-allgemein-1:\n  foto: /fotos/fehlt.jpg\n",
    );
    writeFileSync(path, text);
    const result = await promisify(execFile)(
      process.execPath,
      [join(import.meta.dirname, "..", "content-check.ts")],
      { env: { ...process.env, CONTENT_DIR: contentDir }, encoding: "utf8" },
    ).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(result.code).toBe(1);
    expect(result.stderr.split("\n")).toContain(
      `  content/medien.yaml, Zeile ${lineOf(text, "foto: /fotos/fehlt.jpg")}: „foto“: Die Datei „content/fotos/fehlt.jpg“ gibt es nicht. Laden Sie das Foto im Editor (noch einmal) hoch, oder löschen Sie die Zeile „foto: …“: Dann zeigt die Website das bisherige Bild.`,
    );
  });
});

describe("the build's pictures from a `foto`", () => {
  it("without a `foto`, writes nothing and keeps no cache", async () => {
    const { clientDir, root } = project();
    writeFileSync(join(clientDir, "index.html"), "<!doctype html>");
    const cacheDir = join(root, "cache");
    expect(await buildPhotos(clientDir, { cacheDir })).toEqual([]);
    expect(filesUnder(clientDir)).toEqual(["/index.html"]);
    expect(() => readdirSync(cacheDir)).toThrow(/ENOENT/);
  });

  it("a portrait: exactly the files the page references, each in its size, format and budget", {
    timeout: 30_000,
  }, async () => {
    const fields = { "portrait-psychotherapie-1": { foto: "/fotos/portrait.jpg" } };
    const { contentDir, clientDir, root } = project(fields);
    await photo(join(contentDir, "fotos", "portrait.jpg"), 800, 1000, "rows");
    const built = await buildPhotos(clientDir, {
      pictures: picturesWith(fields),
      contentDir,
      cacheDir: join(root, "cache"),
    });

    // What the page's <picture> names: the fallback and every candidate of every source.
    const image = media.portraits.psychotherapie[0];
    const referenced = [
      image.src,
      ...image.sources.flatMap((source) =>
        source.srcSet.split(", ").map((candidate) => candidate.split(" ")[0] ?? ""),
      ),
    ].sort();
    expect(referenced).toHaveLength(9);
    expect(filesUnder(clientDir)).toEqual(referenced);
    expect(built.map((each) => each.name)).toEqual(["portrait-psychotherapie-1"]);
    for (const src of referenced) {
      const data = readFileSync(join(clientDir, src));
      const meta = await sharp(data).metadata();
      const width = Number(/-(\d+)\.\w+$/.exec(src)?.[1]);
      expect([meta.format, meta.width, meta.height], src).toEqual([
        { avif: "heif", webp: "webp", jpg: "jpeg" }[src.split(".").pop() ?? ""],
        width,
        (width * 5) / 4,
      ]);
      expect(meta.exif, src).toBeUndefined();
      expect(data.length, src).toBeLessThanOrEqual(MEDIA_FILE_BUDGETS.picture);
      expect(reddish(await pixel(data, width / 2, 5)), src).toBe(true);
      expect(bluish(await pixel(data, width / 2, (width * 5) / 4 - 5)), src).toBe(true);
    }
    // public/ is not the build's to write.
    expect(() => readdirSync(join(root, "public"))).toThrow(/ENOENT/);
  });

  it("cuts at `fokus`, or in the middle, and keeps what it made for the next build", {
    timeout: 30_000,
  }, async () => {
    const name = "portrait-psychotherapie-1";
    const { contentDir, clientDir, root } = project();
    // 2:1, red left, blue right: a 4:5 cut keeps 40 % of the width.
    await photo(join(contentDir, "fotos", "quer.jpg"), 2000, 1000);
    const cacheDir = join(root, "cache");
    const webpAt = async (fokus: string | undefined) => {
      const [built] = await buildPhotos(clientDir, {
        pictures: picturesWith({ [name]: { foto: "/fotos/quer.jpg", fokus } }),
        contentDir,
        cacheDir,
        layouts: { [name]: small(name, 200) },
      });
      const file = built?.files.find((each) => each.format === "webp");
      expect([file?.width, file?.height]).toEqual([200, 250]);
      const data = readFileSync(join(clientDir, file?.src ?? ""));
      expect(data).toEqual(file?.data);
      return { data, cached: built?.cached };
    };
    const right = await webpAt("rechts");
    expect([bluish(await pixel(right.data, 3, 125)), right.cached]).toEqual([true, false]);
    const left = await webpAt("10,50");
    expect([reddish(await pixel(left.data, 196, 125)), left.cached]).toEqual([true, false]);
    const middle = await webpAt(undefined);
    expect(reddish(await pixel(middle.data, 90, 125))).toBe(true);
    expect(bluish(await pixel(middle.data, 110, 125))).toBe(true);
    // The same photo at the same point again: taken from the cache, the same bytes.
    const again = await webpAt(undefined);
    expect([again.cached, again.data]).toEqual([true, middle.data]);
    // One entry per picture: the older crops are gone.
    expect(readdirSync(cacheDir)).toHaveLength(1);
  });

  it("the home picture makes the share picture too, at the same focal point", {
    timeout: 30_000,
  }, async () => {
    const name = "hero-start";
    const fields = { [name]: { foto: "/fotos/start.jpg", fokus: "oben" } };
    const { contentDir, clientDir } = project(fields);
    await photo(join(contentDir, "fotos", "start.jpg"), 1600, 1200, "rows");
    await buildPhotos(clientDir, {
      pictures: picturesWith(fields),
      contentDir,
      cacheDir: false,
      layouts: { [name]: small(name, 320) },
    });
    expect(filesUnder(clientDir)).toEqual([
      "/media/hero/home-320.avif",
      "/media/hero/home-320.jpg",
      "/media/hero/home-320.webp",
      shareImage.src,
    ]);
    const share = readFileSync(join(clientDir, shareImage.src));
    const meta = await sharp(share).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
    // "oben" keeps the photo's top 840 rows: red down to row 450 of 630 (in the middle: 315).
    expect(reddish(await pixel(share, 600, 400))).toBe(true);
    expect(bluish(await pixel(share, 600, 620))).toBe(true);
  });

  it("refuses a photo too small for the picture, at its line, and writes nothing", async () => {
    const name = "portrait-sportphysiotherapie-2";
    const fields = { [name]: { foto: "/fotos/klein.jpg" } };
    const { contentDir, clientDir, text } = project(fields);
    await photo(join(contentDir, "fotos", "klein.jpg"), 640, 800);
    expect(
      await buildProblems(clientDir, {
        pictures: picturesWith(fields),
        contentDir,
        cacheDir: false,
      }),
    ).toEqual([
      `${MEDIA_FILE}, Zeile ${lineOf(text, "foto: /fotos/klein.jpg")}: „foto“: Das Foto „content/fotos/klein.jpg“ ist zu klein für „portrait-sportphysiotherapie-2“: Es ist 640 × 800 Pixel groß, gebraucht werden mindestens 800 × 1000 Pixel (800 breit, 1000 hoch), so groß zeigen die Seiten das Bild auf großen Bildschirmen. Nehmen Sie das Original aus der Kamera, keine verkleinerte Kopie (etwa aus einem Messenger).`,
    ]);
    expect(filesUnder(clientDir)).toEqual([]);
  });
});
