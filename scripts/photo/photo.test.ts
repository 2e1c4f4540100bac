/**
 * `npm run foto`: its German refusals, and real runs on small generated photos into a folder
 * laid out like the project (public/, content/medien.yaml), checked file by file.
 */
import { execFile } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { PICTURES, type PictureLayout } from "#content/media.ts";
import { MEDIA_FILE, PICTURE_NAMES } from "#content/media-file.ts";
import { shareImage } from "#content/share-image.ts";
import { MEDIA_FILE_BUDGETS } from "../page-weight.ts";
import { parseArguments } from "./arguments.ts";
import { encodeWithin } from "./encode.ts";
import { PhotoProblem } from "./problem.ts";
import { recordFocus } from "./record.ts";
import { type PhotoOptions, replacePhoto } from "./replace.ts";
import { describeShape } from "./source.ts";

const PROJECT = join(import.meta.dirname, "..", "..");
const roots: string[] = [];

/** A fresh folder laid out like the project, with a copy of content/medien.yaml. */
function projectLike(): string {
  const root = mkdtempSync(join(tmpdir(), "foto-"));
  roots.push(root);
  mkdirSync(join(root, "content"));
  mkdirSync(join(root, "public"));
  copyFileSync(join(PROJECT, MEDIA_FILE), join(root, MEDIA_FILE));
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Every file under a folder, as paths relative to it. */
const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();

/**
 * A JPEG of `width` × `height` as shown: `first` on the left (or top, `split: "rows"`) half,
 * `second` on the other, stored as the camera would, with its orientation and position in EXIF.
 */
async function photo(
  file: string,
  {
    width,
    height,
    first = "#d01010",
    second = "#1010d0",
    split = "columns",
    orientation = 1,
  }: {
    width: number;
    height: number;
    first?: string;
    second?: string;
    split?: "columns" | "rows";
    orientation?: 1 | 6;
  },
): Promise<void> {
  const half =
    split === "columns"
      ? `<rect width="${width / 2}" height="${height}" fill="${first}"/><rect x="${width / 2}" width="${width / 2}" height="${height}" fill="${second}"/>`
      : `<rect width="${width}" height="${height / 2}" fill="${first}"/><rect y="${height / 2}" width="${width}" height="${height / 2}" fill="${second}"/>`;
  let image = sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${half}</svg>`,
    ),
  );
  // Orientation 6: stored turned a quarter to the left, shown turned back to the right.
  if (orientation === 6) image = sharp(await image.png().toBuffer()).rotate(-90);
  await image
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: "Testkamera" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "49/1 26/1 0/1" },
    })
    .jpeg({ quality: 90 })
    .toFile(file);
}

/** The colour of a file's pixel at (x, y), as [r, g, b]. */
async function pixel(data: Buffer, x: number, y: number): Promise<number[]> {
  const { data: raw, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [raw[at] ?? 0, raw[at + 1] ?? 0, raw[at + 2] ?? 0];
}

const reddish = ([r = 0, , b = 0]: number[]) => r > 150 && b < 100;
const bluish = ([r = 0, , b = 0]: number[]) => b > 150 && r < 100;

/** Runs the command's work and returns the problem it stopped with, or undefined. */
async function problemOf(options: Partial<PhotoOptions> & { file: string }) {
  try {
    await replacePhoto({
      name: "portrait-psychotherapie-1",
      root: options.root ?? projectLike(),
      cwd: options.cwd ?? tmpdir(),
      say: () => {},
      ...options,
    });
  } catch (error) {
    if (error instanceof PhotoProblem) return error.message;
    throw error;
  }
  return undefined;
}

describe("npm run foto refuses in German, and writes nothing", () => {
  it("an unknown name, with the names it may have meant", () => {
    expect(() => parseArguments(["portrait-psycho", "foto.jpg"])).toThrow(
      new PhotoProblem(
        `Ein Bild „portrait-psycho“ gibt es nicht. Meinten Sie portrait-psychotherapie-1 oder portrait-psychotherapie-2? Bekannt sind: ${PICTURE_NAMES.join(", ")}.`,
      ),
    );
    expect(() => parseArguments(["logo", "foto.jpg"])).toThrow(
      `Ein Bild „logo“ gibt es nicht. Bekannt sind: ${PICTURE_NAMES.join(", ")}.`,
    );
    expect(() => parseArguments(["hero-start", "a.jpg", "--fokus", "irgendwo"])).toThrow(
      "„--fokus irgendwo“ verstehe ich nicht. Erwartet wird zwei Zahlen in Prozent von links und von oben wie „30,40“, oder „links“, „mitte“, „rechts“, „oben“, „unten“.",
    );
    expect(parseArguments([])).toEqual({ help: true });
    expect(() => parseArguments(["hero-start"])).toThrow(/^Die Datei fehlt\.\n\nSo ersetzen Sie/);
    expect(parseArguments(["Hero-Start", "a.jpg", "--focus=30, 40%"])).toEqual({
      name: "hero-start",
      file: "a.jpg",
      focus: { point: { x: 30, y: 40 }, text: "30,40" },
    });
  });

  it("a missing file, a folder, a file that is no picture", async () => {
    const folder = mkdtempSync(join(tmpdir(), "foto-input-"));
    roots.push(folder);
    writeFileSync(join(folder, "notiz.txt"), "Kein Bild.");
    mkdirSync(join(folder, "Bilder"));
    expect(await problemOf({ file: "fehlt.jpg", cwd: folder })).toBe(
      "Die Datei „fehlt.jpg“ gibt es nicht.",
    );
    expect(await problemOf({ file: "Bilder", cwd: folder })).toBe(
      "„Bilder“ ist ein Ordner. Geben Sie die Datei des Fotos an.",
    );
    expect(await problemOf({ file: "notiz.txt", cwd: folder })).toBe(
      "Die Datei „notiz.txt“ ist kein Bild, das der Befehl lesen kann (er liest JPEG, PNG, WebP, AVIF, TIFF oder GIF).",
    );
  });

  it("a photo too small for the largest size, and one far from the shape without a focal point", {
    timeout: 30_000,
  }, async () => {
    const root = projectLike();
    const folder = join(root, "input");
    mkdirSync(folder);
    await photo(join(folder, "klein.jpg"), { width: 640, height: 800 });
    await photo(join(folder, "quer.jpg"), { width: 1500, height: 1000 });
    expect(await problemOf({ root, file: "klein.jpg", cwd: folder })).toBe(
      "Das Foto „klein.jpg“ ist zu klein für „portrait-psychotherapie-1“: Es ist 640 × 800 Pixel groß, gebraucht werden mindestens 800 × 1000 Pixel (800 breit, 1000 hoch), so groß zeigen die Seiten das Bild auf großen Bildschirmen. Nehmen Sie das Original aus der Kamera, keine verkleinerte Kopie (etwa aus einem Messenger).",
    );
    expect(await problemOf({ root, file: "quer.jpg", cwd: folder })).toBe(
      [
        "Das Foto „quer.jpg“ ist 1500 × 1000 Pixel groß (3:2, Querformat); „portrait-psychotherapie-1“ braucht 4:5 (Hochformat). Zugeschnitten fallen 47 % der Breite weg. Welcher Teil bleiben soll, kann der Befehl nicht raten.",
        "Sagen Sie es mit --fokus: --fokus links, --fokus mitte oder --fokus rechts, oder eine Stelle in Prozent von links und von oben, die in der Mitte des Ausschnitts liegen soll, z. B.",
        "  npm run foto -- portrait-psychotherapie-1 quer.jpg --fokus 30,50",
        "Oder schneiden Sie das Foto vorher selbst auf 4:5 zu.",
      ].join("\n"),
    );
    expect(filesUnder(join(root, "public"))).toEqual([]);
  });

  it("describes shapes as people know them", () => {
    expect(describeShape(4032, 3024)).toBe("4:3, Querformat");
    expect(describeShape(3000, 2001)).toBe("etwa 3:2, Querformat");
    expect(describeShape(2001, 3000)).toBe("etwa 2:3, Hochformat");
    expect(describeShape(1414, 1000)).toBe("1,41:1, Querformat");
    expect(describeShape(1000, 1000)).toBe("1:1, quadratisch");
  });
});

describe("npm run foto writes every file the pages need", () => {
  it("a portrait: orientation applied, metadata gone, every width in its budget", {
    timeout: 30_000,
  }, async () => {
    const root = projectLike();
    const file = join(root, "kamera.jpg");
    // Stored 1000 × 800, shown 800 × 1000: exactly 4:5 only if the orientation is applied.
    await photo(file, { width: 800, height: 1000, split: "rows", orientation: 6 });
    const lines: string[] = [];
    const yamlBefore = readFileSync(join(root, MEDIA_FILE), "utf8");
    const files = await replacePhoto({
      name: "portrait-psychotherapie-1",
      file,
      root,
      cwd: root,
      say: (line) => lines.push(line),
    });

    const layout = PICTURES["portrait-psychotherapie-1"];
    const expected = layout.widths.flatMap((width) => [
      `${layout.base}-${width}.avif`,
      `${layout.base}-${width}.webp`,
      ...(width === layout.fallbackWidth ? [`${layout.base}-${width}.jpg`] : []),
    ]);
    expect(filesUnder(join(root, "public")).map((path) => `/${path}`)).toEqual(
      [...expected].sort(),
    );
    expect(files.map((each) => each.src)).toEqual(expected);
    for (const src of expected) {
      const data = readFileSync(join(root, "public", src));
      const meta = await sharp(data).metadata();
      const width = Number(/-(\d+)\.\w+$/.exec(src)?.[1]);
      expect([meta.format, meta.width, meta.height], src).toEqual([
        { avif: "heif", webp: "webp", jpg: "jpeg" }[src.split(".").pop() ?? ""],
        width,
        (width * 5) / 4,
      ]);
      expect(data.length, src).toBeLessThanOrEqual(MEDIA_FILE_BUDGETS.picture);
      expect([meta.exif, meta.xmp, meta.iptc, meta.icc, meta.orientation], src).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(data.includes("Testkamera"), src).toBe(false);
      // Shown the right way up: red on top, blue below.
      expect(reddish(await pixel(data, width / 2, 10)), src).toBe(true);
      expect(bluish(await pixel(data, width / 2, (width * 5) / 4 - 10)), src).toBe(true);
    }
    expect(lines).toContain("Das Foto hat schon das Seitenverhältnis 4:5.");
    expect(lines).toContain(
      "  „Illustration: dunkelgrüne Silhouette einer Person vor hellgrünem Hintergrund mit Blattzweigen und weichen Lichtkreisen“",
    );
    expect(lines.join("\n")).toMatch(/Alternativtext \(content\/medien\.yaml, Zeile \d+\):/);
    // No focal point was needed, so the file stays as it was.
    expect(readFileSync(join(root, MEDIA_FILE), "utf8")).toBe(yamlBefore);
  });

  it("asks in a terminal where to cut, and records the answer in content/medien.yaml", {
    timeout: 30_000,
  }, async () => {
    const root = projectLike();
    const file = join(root, "quer.jpg");
    await photo(file, { width: 2000, height: 1000 });
    const input = new PassThrough();
    const output = new PassThrough();
    let shown = "";
    const answers = ["irgendwo", "rechts"];
    let answered = 0;
    output.on("data", (chunk: Buffer) => {
      shown += chunk.toString();
      // Answers only once asked, as a person at the terminal would.
      const asked = shown.split("Ausschnitt [mitte]: ").length - 1;
      while (answered < asked && answered < answers.length) {
        input.write(`${answers[answered++]}\n`);
      }
    });
    const files = await replacePhoto({
      name: "portrait-psychotherapie-1",
      file,
      root,
      cwd: root,
      terminal: { input, output },
      layout: { ...PICTURES["portrait-psychotherapie-1"], widths: [200], fallbackWidth: 200 },
      say: () => {},
    });
    expect(shown).toContain(
      "Das Foto „" +
        file +
        "“ ist 2000 × 1000 Pixel groß (2:1, Querformat); „portrait-psychotherapie-1“ braucht 4:5 (Hochformat).\nZugeschnitten fallen 60 % der Breite weg. Welcher Teil soll bleiben?\n  links, mitte oder rechts – oder eine Stelle in Prozent von links (z. B. 30), die in der Mitte des Ausschnitts liegen soll; nur die Eingabetaste nimmt die Mitte\n",
    );
    expect(shown).toContain("„irgendwo“ verstehe ich nicht.");
    // The right part of the photo stayed: blue from edge to edge.
    const webp = files.find((each) => each.format === "webp");
    expect([webp?.width, webp?.height]).toEqual([200, 250]);
    expect(bluish(await pixel(webp?.data ?? Buffer.alloc(0), 3, 125))).toBe(true);
    expect(readFileSync(join(root, MEDIA_FILE), "utf8")).toMatch(
      /portrait-psychotherapie-1:\n {2}alt: "[^"\n]+"\n {2}fokus: rechts\n/,
    );
  });

  it("the home picture also makes the share picture, at the focal point", {
    timeout: 30_000,
  }, async () => {
    const root = projectLike();
    const file = join(root, "start.jpg");
    await photo(file, { width: 1600, height: 1200, split: "rows" });
    // Smaller widths than the pages need, so AVIF of 2000 px does not take the test's seconds.
    const layout: PictureLayout = { ...PICTURES["hero-start"], widths: [320, 640] };
    const lines: string[] = [];
    const files = await replacePhoto({
      name: "hero-start",
      file,
      root,
      cwd: root,
      focus: { point: { x: 50, y: 0 }, text: "oben" },
      layout: { ...layout, fallbackWidth: 320 },
      say: (line) => lines.push(line),
    });
    const share = files.find((each) => each.src === shareImage.src);
    const meta = await sharp(share?.data).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      "jpeg",
      1200,
      630,
      undefined,
    ]);
    expect(readFileSync(join(root, "public", shareImage.src))).toEqual(share?.data);
    // "oben" keeps the photo's top 840 rows, red down to row 450 of 630; cut in the middle,
    // red would end at row 315.
    expect(reddish(await pixel(share?.data ?? Buffer.alloc(0), 600, 400))).toBe(true);
    expect(bluish(await pixel(share?.data ?? Buffer.alloc(0), 600, 620))).toBe(true);
    expect(lines.join("\n")).toContain("Text zum Vorschaubild (content/medien.yaml, Zeile");
    expect(readFileSync(join(root, MEDIA_FILE), "utf8")).toMatch(/ {2}fokus: oben\n/);
  });
});

describe("byte budgets and content/medien.yaml", () => {
  it("lowers the quality step by step to keep a budget, and refuses when it cannot", {
    timeout: 30_000,
  }, async () => {
    const noise = await sharp({
      create: {
        width: 200,
        height: 250,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const planned = {
      src: "/media/portraits/x-200.webp",
      width: 200,
      height: 250,
      format: "webp" as const,
    };
    const best = await encodeWithin(noise, { ...planned, budget: 10_000_000 });
    expect(best.quality).toBe(80);
    const lowered = await encodeWithin(noise, { ...planned, budget: best.data.length - 1 });
    expect(lowered.quality).toBeLessThan(80);
    expect(lowered.data.length).toBeLessThan(best.data.length);
    await expect(encodeWithin(noise, { ...planned, budget: 1000 })).rejects.toThrow(
      /^„x-200\.webp“ wird auch in der niedrigsten Qualität \(30\) noch \d+ KB groß; erlaubt sind 1 KB\./,
    );
  });

  it("records a focal point only where the file reads back unchanged otherwise", () => {
    const root = projectLike();
    const path = join(root, MEDIA_FILE);
    expect(recordFocus(root, "hero-psychotherapie", "50,30")).toBe("recorded");
    expect(readFileSync(path, "utf8")).toContain(
      'hero-psychotherapie:\n  alt: ""\n  fokus: 50,30\n',
    );
    expect(recordFocus(root, "hero-psychotherapie", "50,30")).toBe("unchanged");
    expect(recordFocus(root, "hero-psychotherapie", undefined)).toBe("removed");
    expect(readFileSync(path, "utf8")).toBe(readFileSync(join(PROJECT, MEDIA_FILE), "utf8"));
    // Written in a way the library would rewrite (two spaces after the colon): left alone.
    const odd = readFileSync(path, "utf8").replace(
      'hero-psychotherapie:\n  alt: ""',
      'hero-psychotherapie:\n  alt:  ""',
    );
    writeFileSync(path, odd);
    expect(recordFocus(root, "hero-psychotherapie", "50,30")).toBe("not-written");
    expect(readFileSync(path, "utf8")).toBe(odd);
  });
});

describe("the command's process", () => {
  it("prints a problem as German lines, without a stack trace, and exits with 1", {
    timeout: 30_000,
  }, async () => {
    const root = projectLike();
    const run = promisify(execFile);
    const result = await run(
      process.execPath,
      [join(import.meta.dirname, "main.ts"), "hero-start", "gibt-es-nicht.jpg"],
      { env: { ...process.env, PHOTO_ROOT: root, INIT_CWD: root }, encoding: "utf8" },
    ).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(result).toMatchObject({
      code: 1,
      stderr: "Die Datei „gibt-es-nicht.jpg“ gibt es nicht.\n",
    });
  });
});
