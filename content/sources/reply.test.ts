import { describe, expect, it } from "vitest";
import { replyFile } from "./reply.ts";

const read = (text: string) => replyFile.read(text, { placeholders: { name: "Alex Muster" } });

describe("content/anfrage-antwort.yaml", () => {
  it("keeps the text's lines and paragraphs, fills the practice's facts, leaves the request's", () => {
    const { data, problems } = read(
      "betreff: Ihre Anfrage vom {datum} (Nr. {nummer})\ntext: |\n  Guten Tag {vorname} {nachname},\n\n\n\n  bis bald.\n  {name}\n",
    );
    expect(problems).toEqual([]);
    expect(data).toEqual({
      betreff: "Ihre Anfrage vom {datum} (Nr. {nummer})",
      text: "Guten Tag {vorname} {nachname},\n\nbis bald.\nAlex Muster",
    });
  });

  it("names the line of a mistake inside the text's block", () => {
    const { problems } = read("betreff: Anfrage\ntext: |\n  Guten Tag,\n  {vornam}\n");
    expect(problems.map((problem) => problem.line)).toEqual([4]);
  });

  it("says in German what is wrong: an unknown placeholder, a text too long for a link", () => {
    const { problems } = read(`betreff: Anfrage {numer}\ntext: |\n  ${"Wort ".repeat(100)}\n`);
    expect(problems.map((problem) => [problem.line, problem.message])).toEqual([
      [
        1,
        "Den Platzhalter „{numer}“ gibt es nicht. Möglich sind: {name}, {vorname}, {nachname}, {datum}, {nummer}.",
      ],
      [2, "„text“: Der Text ist zu lang für den Link in der E-Mail: Bitte höchstens 400 Zeichen."],
    ]);
  });
});
