import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError, formatProblem } from "./files/problems.ts";
import { media, PICTURES } from "./media.ts";
import {
  PICTURE_NAMES,
  parseFocalPoint,
  parseMediaFile,
  photoFile,
  readMediaFile,
} from "./media-file.ts";

const TEXT = readFileSync(join(import.meta.dirname, "medien.yaml"), "utf8");

/** The German lines parseMediaFile throws for `text`. */
function problems(text: string): readonly string[] {
  try {
    parseMediaFile(text);
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem);
    throw error;
  }
  throw new Error("no problem found");
}

/** The file with `search` replaced by `replacement` (exactly once). */
function edited(search: string, replacement: string): string {
  expect(TEXT.split(search)).toHaveLength(2);
  return TEXT.replace(search, replacement);
}

const lineOf = (text: string, search: string) =>
  text.slice(0, text.indexOf(search)).split("\n").length;

describe("content/medien.yaml", () => {
  it("names every picture of the layout, and the catalogue takes its alt texts", () => {
    const file = readMediaFile();
    expect(Object.keys(file).sort()).toEqual([...PICTURE_NAMES].sort());
    expect(Object.keys(PICTURES).sort()).toEqual([...PICTURE_NAMES].sort());
    expect(media.portraits.psychotherapie[0].alt).toBe(file["portrait-psychotherapie-1"].alt);
    expect(media.portraits.default[1].alt).toBe(file["portrait-allgemein-2"].alt);
    expect(media.share.alt).toMatch(new RegExp(`: ${file["hero-start"]["vorschaubild-alt"]}$`));
  });

  it("names file and line of an unknown picture and of an unknown field", () => {
    const unknownPicture = edited("portrait-allgemein-2:", "portrait-allgemein-3:");
    expect(problems(unknownPicture)).toEqual([
      expect.stringMatching(
        /^content\/medien\.yaml, Zeile \d+: Das Feld „portrait-allgemein-2“ fehlt\.$/,
      ),
      `content/medien.yaml, Zeile ${lineOf(unknownPicture, "portrait-allgemein-3:")}: Das Feld „portrait-allgemein-3“ gibt es hier nicht. Meinten Sie „portrait-allgemein-1“, „portrait-allgemein-2“?`,
    ]);
    const unknownField = edited(
      'hero-psychotherapie:\n  alt: ""',
      'hero-psychotherapie:\n  alttext: ""',
    );
    expect(problems(unknownField)).toEqual([
      `content/medien.yaml, Zeile ${lineOf(unknownField, "hero-psychotherapie:")}: Das Feld „alt“ fehlt.`,
      `content/medien.yaml, Zeile ${lineOf(unknownField, "alttext")}: Das Feld „alttext“ gibt es hier nicht. Möglich sind hier: „alt“, „foto“, „fokus“.`,
    ]);
  });

  it("says which value is wrong: a list as alt, a focal point it cannot read", () => {
    const list = edited('hero-psychotherapie:\n  alt: ""', "hero-psychotherapie:\n  alt:\n    - a");
    expect(problems(list)).toEqual([
      `content/medien.yaml, Zeile ${lineOf(list, "alt:\n    - a")}: „alt“ muss ein Text sein.`,
    ]);
    const focus = edited(
      'hero-psychotherapie:\n  alt: ""',
      'hero-psychotherapie:\n  alt: ""\n  fokus: links oben',
    );
    expect(problems(focus)).toEqual([
      `content/medien.yaml, Zeile ${lineOf(focus, "fokus: links oben")}: „fokus“: Der Fokus muss zwei Zahlen in Prozent von links und von oben wie „30,40“, oder „links“, „mitte“, „rechts“, „oben“, „unten“ sein.`,
    ]);
  });

  it("names the line of a YAML mistake and of a name written twice", () => {
    const tab = edited('hero-psychotherapie:\n  alt: ""', 'hero-psychotherapie:\n\talt: ""');
    expect(problems(tab)[0]).toMatch(/^content\/medien\.yaml, Zeile \d+: /);
    const twice = `${TEXT}\nhero-start:\n  alt: ""\n`;
    expect(problems(twice)).toContain(
      `content/medien.yaml, Zeile ${twice.split("\n").length - 2}: Dieses Feld steht hier zweimal. Löschen Sie eines davon.`,
    );
  });

  it("takes a photo from the editor as „/fotos/NAME“, and says how to write anything else", () => {
    const withPhoto = (foto: string) =>
      edited("portrait-allgemein-1:\n  alt:", `portrait-allgemein-1:\n  foto: ${foto}\n  alt:`);
    const read = (foto: string) => parseMediaFile(withPhoto(foto))["portrait-allgemein-1"].foto;
    expect(read("/fotos/portrait.jpg")).toBe("/fotos/portrait.jpg");
    expect(read('"/fotos/Praxis Müller 2.JPG"')).toBe("/fotos/Praxis Müller 2.JPG");
    expect(photoFile("/fotos/portrait.jpg")).toBe("fotos/portrait.jpg");
    // The editor's value once the photo is removed: no photo.
    expect(read('""')).toBeUndefined();
    expect(parseMediaFile(TEXT)["portrait-allgemein-1"].foto).toBeUndefined();

    const rule =
      "„foto“: Ein Foto liegt im Ordner content/fotos/ und wird so angegeben, wie der Editor es beim Hochladen schreibt: „/fotos/“ und der Dateiname, etwa „/fotos/portrait.jpg“.";
    const problem = (foto: string) => {
      const text = withPhoto(foto);
      const line = lineOf(text, `portrait-allgemein-1:\n  foto: ${foto}\n`) + 1;
      return `content/medien.yaml, Zeile ${line}: ${rule}`;
    };
    for (const [foto, meant] of [
      ["fotos/portrait.jpg", "/fotos/portrait.jpg"],
      ["content/fotos/portrait.jpg", "/fotos/portrait.jpg"],
      ["/bilder/portrait.jpg", "/fotos/portrait.jpg"],
      ["/media/portraits/default-1-800.avif", "/fotos/default-1-800.avif"],
      ["/fotos/team/portrait.jpg", "/fotos/portrait.jpg"],
    ] as const) {
      expect(problems(withPhoto(foto)), foto).toEqual([`${problem(foto)} Meinten Sie „${meant}“?`]);
    }
    for (const foto of ["/fotos/", "/fotos/..", "https://example.org/portrait.jpg/"]) {
      expect(problems(withPhoto(foto)), foto).toEqual([problem(foto)]);
    }
  });

  it("reads focal points as percentages or words", () => {
    expect(parseFocalPoint("30,40")).toEqual({ x: 30, y: 40 });
    expect(parseFocalPoint(" 30 %, 40% ")).toEqual({ x: 30, y: 40 });
    expect(parseFocalPoint("links")).toEqual({ x: 0, y: 50 });
    expect(parseFocalPoint("unten")).toEqual({ x: 50, y: 100 });
    expect(parseFocalPoint("rechts,oben")).toEqual({ x: 100, y: 0 });
    expect(parseFocalPoint("oben,rechts")).toEqual({ x: 100, y: 0 });
    expect(parseFocalPoint("mitte")).toEqual({ x: 50, y: 50 });
    for (const wrong of ["", "101,5", "oben,unten", "30", "1,2,3", "abc", "constructor"]) {
      expect(parseFocalPoint(wrong), wrong).toBeUndefined();
    }
  });
});
