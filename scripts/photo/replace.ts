/**
 * Replaces one picture of the site with a photo: checks it, cuts it to the picture's ratio (at
 * a focal point, asked for when needed), writes every file the pages use within its byte
 * budget, and the share picture when the home picture changes; then says what it wrote and
 * which alt text the pages will show.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { media, PICTURES, type PictureLayout } from "#content/media.ts";
import type { FocalPoint } from "#content/media-file.ts";
import { MEDIA_FILE, type PictureName, readMediaFile } from "#content/media-file.ts";
import { practice } from "#content/practice.ts";
import { shareImage } from "#content/share-image.ts";
import {
  askFocus,
  type Cut,
  cutOf,
  needsFocusProblem,
  SMALL_CUT,
  shapeLine,
  type Terminal,
} from "./crop.ts";
import { type Encoded, QUALITIES } from "./encode.ts";
import { fieldLine } from "./field-line.ts";
import { encodePicture, plannedFiles, writeAll } from "./files.ts";
import { recordFocus } from "./record.ts";
import { checkSize, describeShape, readSource } from "./source.ts";

export type PhotoOptions = {
  name: PictureName;
  /** The photo, as the owner typed it (relative to `cwd`). */
  file: string;
  focus?: { point: FocalPoint; text: string };
  /** The project (or a folder laid out like it, for tests): public/ and content/medien.yaml. */
  root: string;
  /** Where the owner typed the command: relative photo paths start there. */
  cwd: string;
  /** Set when someone can be asked where to cut (a terminal). */
  terminal?: Terminal;
  /** Prints one line for the owner. */
  say: (line: string) => void;
  /** For tests: smaller files than the pages need, which encode in a fraction of the time. */
  layout?: PictureLayout;
};

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1000))} KB`;
const percent = (fraction: number) => `${Math.round(fraction * 100)} %`;

function cutSentence(
  cut: Cut,
  ratio: readonly [number, number],
  rect: { width: number; height: number },
  focus: string | undefined,
) {
  const shape = `${ratio[0]}:${ratio[1]}`;
  if (cut.axis === "none") return `Das Foto hat schon das Seitenverhältnis ${shape}.`;
  const side = cut.axis === "width" ? "der Breite" : "der Höhe";
  const how = focus === undefined ? "in der Mitte" : `mit Fokus „${focus}“`;
  return `Zugeschnitten auf ${shape} (${rect.width} × ${rect.height} Pixel), ${how}: ${percent(cut.fraction)} ${side} fallen weg.`;
}

export async function replacePhoto(options: PhotoOptions): Promise<Encoded[]> {
  const { name, root, say } = options;
  const publicDir = join(root, "public");
  // A mistake in the file stops the command before any work, as it would stop the build.
  const entry = readMediaFile(root)[name];
  const layout = options.layout ?? PICTURES[name];
  const source = await readSource(resolve(options.cwd, options.file), options.file);
  checkSize(source, name, layout);

  const cut = cutOf(source.width, source.height, layout.ratio);
  const command = `npm run foto -- ${name} ${options.file}`;
  const shape = shapeLine(options.file, source.width, source.height, name, layout.ratio);
  let focus = options.focus;
  if (!focus && cut.fraction > SMALL_CUT) {
    if (!options.terminal) throw needsFocusProblem(shape, cut, layout.ratio, command);
    focus = await askFocus(options.terminal, shape, cut);
  }
  const point = focus?.point ?? { x: 50, y: 50 };

  const planned = plannedFiles(name, layout, publicDir);
  say(
    `Foto „${options.file}“: ${source.width} × ${source.height} Pixel (${describeShape(source.width, source.height)}). Die Dateien entstehen, das kann eine Minute dauern …`,
  );
  const { files, rect } = await encodePicture(source, layout, planned, point);
  writeAll(publicDir, files);

  say(cutSentence(cut, layout.ratio, rect, focus?.text));
  say(`Geschrieben, ohne Kameradaten (Ort, Zeit, Gerät):`);
  const column = Math.max(...files.map((file) => file.src.length)) + "public".length + 2;
  for (const file of files) {
    const lowered =
      file.quality < (QUALITIES[file.format][0] ?? 0) ? `, Qualität ${file.quality}` : "";
    const share = file.src === shareImage.src ? " – Vorschaubild für geteilte Links" : "";
    say(
      `  ${`public${file.src}`.padEnd(column)}${`${file.width} × ${file.height}`.padStart(11)}  ${kilobytes(file.data.length).padStart(6)}${lowered}${share}`,
    );
  }

  const text = readFileSync(join(root, MEDIA_FILE), "utf8");
  const where = (field: string) => {
    const line = fieldLine(text, name, field);
    return line === undefined ? MEDIA_FILE : `${MEDIA_FILE}, Zeile ${line}`;
  };
  if (name.startsWith("hero-")) {
    say(
      entry.alt === ""
        ? `Alternativtext: leer, denn das Bild ist Schmuck hinter der Überschrift und wird nicht vorgelesen (${where("alt")}).`
        : `Alternativtext (${where("alt")}): „${entry.alt}“`,
    );
  } else if (entry.alt === "") {
    say(
      `Achtung: Der Alternativtext von „${name}“ ist leer. Ein Porträt braucht einen Satz, der sagt, was es zeigt (z. B. „Porträt von ${practice.name} im Gesprächsraum der Praxis“), für Menschen, die sich die Seite vorlesen lassen. Tragen Sie ihn in ${where("alt")} bei „alt:“ ein.`,
    );
  } else {
    say(`Alternativtext (${where("alt")}):`);
    say(`  „${entry.alt}“`);
    say("  Beschreibt er das neue Foto? Wenn nicht, ändern Sie ihn dort.");
  }
  if ("vorschaubild-alt" in entry) {
    say(`Text zum Vorschaubild (${where("vorschaubild-alt")}):`);
    say(`  „${practice.brand}: ${entry["vorschaubild-alt"]}“`);
    say(
      "  Beschreibt er das neue Foto? Wenn nicht, ändern Sie ihn dort (ohne den Namen der Praxis).",
    );
  }
  const video = Object.values(media.videos).find(
    (each) => each.poster.src === `${layout.base}-${layout.fallbackWidth}.jpg`,
  );
  if (video) {
    say(
      `Hinweis: Auf breiten Bildschirmen spielt über diesem Bild ein kurzes Video (${video.sources.map((each) => `public${each.src}`).join(", ")}), das noch die gezeichnete Landschaft zeigt. Wie es ersetzt wird, steht in docs/media.md.`,
    );
  }

  const recorded = recordFocus(root, name, focus?.text);
  if (recorded === "recorded")
    say(`Den Fokus „${focus?.text}“ hat ${MEDIA_FILE} jetzt bei „${name}“.`);
  if (recorded === "removed")
    say(`Den alten Fokus bei „${name}“ in ${MEDIA_FILE} habe ich entfernt.`);
  if (recorded === "not-written") {
    say(
      focus
        ? `Bitte in ${MEDIA_FILE} bei „${name}“ selbst eintragen: fokus: ${focus.text}`
        : `Der Fokus bei „${name}“ in ${MEDIA_FILE} gilt nicht mehr; bitte die Zeile „fokus: …“ dort löschen.`,
    );
  }
  if (entry.foto !== undefined) {
    say(
      `Achtung: Bei „${name}“ steht in ${where("foto")} ein Foto aus dem Editor (${entry.foto}). Solange es dort steht, macht die Website das Bild aus jenem Foto, und die eben geschriebenen Dateien erscheinen nicht. Soll dieses Foto gelten, löschen Sie die Zeile „foto: …“.`,
    );
  }
  say("Ansehen: npm run dev, dann die Seite im Browser öffnen.");
  return files;
}
