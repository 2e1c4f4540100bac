/** The command line of `npm run foto -- NAME DATEI [--fokus X,Y]`. */
import {
  FOCAL_POINT_FORMS,
  type FocalPoint,
  isPictureName,
  PICTURE_NAMES,
  type PictureName,
  parseFocalPoint,
} from "#content/media-file.ts";
import { PhotoProblem } from "./problem.ts";

export type PhotoArguments =
  | { help: true }
  | {
      help?: false;
      name: PictureName;
      /** As the owner typed it. */
      file: string;
      focus?: { point: FocalPoint; text: string };
    };

export const USAGE = `So ersetzen Sie ein Bild der Website durch ein Foto:

  npm run foto -- NAME DATEI [--fokus X,Y]

NAME     welches Bild:
${PICTURE_NAMES.map((name) => `           ${name}`).join("\n")}
DATEI    das Foto (JPEG, PNG, WebP, AVIF, TIFF oder GIF)
--fokus  welcher Teil bleibt, wenn das Foto zugeschnitten werden muss:
         ${FOCAL_POINT_FORMS}

Beispiel: npm run foto -- portrait-psychotherapie-1 ~/Bilder/portrait.jpg --fokus 50,30
Die Alternativtexte der Bilder stehen in content/medien.yaml.`;

/** The focal point of `--fokus TEXT`, or a German problem. */
export function focusOption(text: string): { point: FocalPoint; text: string } {
  const point = parseFocalPoint(text);
  if (!point) {
    throw new PhotoProblem(
      `„--fokus ${text}“ verstehe ich nicht. Erwartet wird ${FOCAL_POINT_FORMS}.`,
    );
  }
  return { point, text: text.toLowerCase().replace(/[\s%]+/g, "") };
}

/** A German line for a name that is no picture, with the names it may have meant. */
export function unknownName(name: string): string {
  const close = PICTURE_NAMES.filter((known) => known.includes(name) || name.includes(known));
  return [
    `Ein Bild „${name}“ gibt es nicht.`,
    close.length > 0 ? ` Meinten Sie ${close.join(" oder ")}?` : "",
    ` Bekannt sind: ${PICTURE_NAMES.join(", ")}.`,
  ].join("");
}

/** Without arguments, and with -h, --hilfe or --help: the usage with every name. */
export function parseArguments(args: readonly string[]): PhotoArguments {
  if (args.length === 0) return { help: true };
  const positional: string[] = [];
  let focus: { point: FocalPoint; text: string } | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? "";
    if (["-h", "--help", "--hilfe", "hilfe"].includes(arg)) return { help: true };
    const option = /^--(fokus|focus)(?:=(.*))?$/.exec(arg);
    if (option) {
      const value = option[2] ?? args[++index];
      if (value === undefined || value === "") {
        throw new PhotoProblem(`Nach „--fokus“ fehlt die Stelle: ${FOCAL_POINT_FORMS}.`);
      }
      focus = focusOption(value);
    } else if (arg.startsWith("-") && arg.length > 1) {
      throw new PhotoProblem(`Die Angabe „${arg}“ kennt der Befehl nicht.\n\n${USAGE}`);
    } else {
      positional.push(arg);
    }
  }
  const [rawName, file, ...rest] = positional;
  if (rawName === undefined || file === undefined) {
    throw new PhotoProblem(
      `${rawName === undefined ? "Name und Datei fehlen" : "Die Datei fehlt"}.\n\n${USAGE}`,
    );
  }
  if (rest.length > 0) {
    throw new PhotoProblem(
      `Zu viele Angaben: ${rest.map((arg) => `„${arg}“`).join(", ")}. Ein Bild und eine Datei je Aufruf; ein Dateiname mit Leerzeichen gehört in Anführungszeichen.`,
    );
  }
  const name = rawName.toLowerCase();
  if (!isPictureName(name)) throw new PhotoProblem(unknownName(rawName));
  return focus ? { name, file, focus } : { name, file };
}
