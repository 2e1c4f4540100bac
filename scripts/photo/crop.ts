/**
 * Where to cut a photo to the picture's ratio: at a focal point (from `--fokus`, or asked in a
 * terminal), in the middle when the cut is small, or not at all without one.
 */
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import {
  FOCAL_POINT_FORMS,
  type FocalPoint,
  focusWord,
  focusWords,
  IN_PERCENT,
  parseFocalPoint,
  percentFrom,
  type Side,
} from "#content/media-file.ts";
import { PhotoProblem } from "./problem.ts";
import { describeShape, orientation } from "./source.ts";

/** Up to this share of the photo is cut away in the middle without asking. */
export const SMALL_CUT = 0.05;

export type Cut = {
  /** Which side is cut: the photo is too wide, or too tall, or already right. */
  axis: "width" | "height" | "none";
  /** The share of the photo that is cut away, 0–1. */
  fraction: number;
};

export function cutOf(width: number, height: number, ratio: readonly [number, number]): Cut {
  const target = ratio[0] / ratio[1];
  const actual = width / height;
  if (Math.abs(actual - target) < 1e-9) return { axis: "none", fraction: 0 };
  return actual > target
    ? { axis: "width", fraction: 1 - target / actual }
    : { axis: "height", fraction: 1 - actual / target };
}

export type Rect = { left: number; top: number; width: number; height: number };

/** The largest rectangle of `ratio` in the photo, centred on `focus` as far as the photo allows. */
export function cropRect(
  width: number,
  height: number,
  ratio: readonly [number, number],
  focus: FocalPoint,
): Rect {
  const cropWidth = Math.min(width, Math.round((height * ratio[0]) / ratio[1]));
  const cropHeight = Math.min(height, Math.round((width * ratio[1]) / ratio[0]));
  const place = (size: number, crop: number, percent: number) =>
    Math.min(size - crop, Math.max(0, Math.round((percent / 100) * size - crop / 2)));
  return {
    left: place(width, cropWidth, focus.x),
    top: place(height, cropHeight, focus.y),
    width: cropWidth,
    height: cropHeight,
  };
}

const percent = (fraction: number) => `${Math.round(fraction * 100)} %`;

/** „Das Foto ist 4000 × 3000 Pixel groß (4:3, Querformat); „…“ braucht 4:5 (Hochformat).“ */
export function shapeLine(
  shown: string,
  width: number,
  height: number,
  name: string,
  ratio: readonly [number, number],
): string {
  return `Das Foto „${shown}“ ist ${width} × ${height} Pixel groß (${describeShape(width, height)}); „${name}“ braucht ${ratio[0]}:${ratio[1]} (${orientation(ratio[0], ratio[1])}).`;
}

/** The side along which the owner places a cut: across the width of a photo too wide. */
const sideOf = (cut: Cut): Side => (cut.axis === "width" ? "width" : "height");

const cutLine = (cut: Cut) =>
  `Zugeschnitten fallen ${percent(cut.fraction)} ${cut.axis === "width" ? "der Breite" : "der Höhe"} weg.`;

/** Why the command stops: a large cut, no focal point and nobody at a terminal to ask. */
export function needsFocusProblem(
  shape: string,
  cut: Cut,
  ratio: readonly [number, number],
  command: string,
): PhotoProblem {
  const side = sideOf(cut);
  const example = side === "width" ? "30,50" : "50,30";
  return new PhotoProblem(
    `${shape} ${cutLine(cut)} Welcher Teil bleiben soll, kann der Befehl nicht raten.\nSagen Sie es mit --fokus: ${focusWords(side, "--fokus ")}, oder eine Stelle ${IN_PERCENT}, die in der Mitte des Ausschnitts liegen soll, z. B.\n  ${command} --fokus ${example}\nOder schneiden Sie das Foto vorher selbst auf ${ratio[0]}:${ratio[1]} zu.`,
  );
}

/** An answer to the question where to cut: a word of the cut's axis, a percentage, or a point. */
export function parseAnswer(answer: string, axis: Side): FocalPoint | undefined {
  const text = answer.trim().toLowerCase().replace(/\s+/g, "");
  if (text === "") return { x: 50, y: 50 };
  const number = /^(\d{1,3})%?$/.exec(text);
  const value = number ? Number(number[1]) : focusWord(axis, text);
  if (value !== undefined && value <= 100) {
    return axis === "width" ? { x: value, y: 50 } : { x: 50, y: value };
  }
  return text.includes(",") ? parseFocalPoint(text) : undefined;
}

export type Terminal = { input: Readable; output: Writable };

/**
 * Asks in the terminal which part of the photo stays, until the answer is one it understands;
 * an empty answer keeps the middle. Ends with a problem when input ends or Ctrl+C is pressed.
 */
export async function askFocus(
  terminal: Terminal,
  shape: string,
  cut: Cut,
): Promise<{ point: FocalPoint; text: string }> {
  const side = sideOf(cut);
  const words = focusWords(side);
  terminal.output.write(
    `${shape}\n${cutLine(cut)} Welcher Teil soll bleiben?\n  ${words} – oder eine Stelle in Prozent ${percentFrom(side)} (z. B. 30), die in der Mitte des Ausschnitts liegen soll; nur die Eingabetaste nimmt die Mitte\n`,
  );
  const lines = createInterface({ input: terminal.input, output: terminal.output });
  const abort = new PhotoProblem("Abgebrochen. Es wurde nichts geändert.");
  const ask = () =>
    new Promise<string>((resolve, reject) => {
      const stop = () => {
        terminal.output.write("\n");
        reject(abort);
      };
      lines.once("close", stop);
      lines.once("SIGINT", stop);
      lines.question("Ausschnitt [mitte]: ", (answer) => {
        lines.off("close", stop);
        lines.off("SIGINT", stop);
        resolve(answer);
      });
    });
  try {
    for (;;) {
      const answer = (await ask())
        .trim()
        .toLowerCase()
        .replace(/[\s%]+/g, "");
      const point = parseAnswer(answer, side);
      if (point) {
        // A bare percentage names one axis; recorded as a point, it reads the same next time.
        const text =
          answer === "" ? "mitte" : /^\d+$/.test(answer) ? `${point.x},${point.y}` : answer;
        return { point, text };
      }
      terminal.output.write(
        `„${answer}“ verstehe ich nicht. Bitte ${words} oder eine Zahl von 0 bis 100 (oder ${FOCAL_POINT_FORMS}).\n`,
      );
    }
  } finally {
    lines.close();
  }
}
