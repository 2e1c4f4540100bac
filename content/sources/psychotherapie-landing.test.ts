/** What the landing page's code relies on in its file, checked with the line to fix. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentPath } from "../files/content-dir.ts";
import { formatProblem } from "../files/problems.ts";
import { placeholders } from "../practice.ts";
import { psychotherapieLandingFile as file } from "./psychotherapie-landing.ts";

const written = readFileSync(contentPath(file.file), "utf8");
const problems = (text: string) => file.read(text, { placeholders }).problems.map(formatProblem);
const lineOf = (text: string, start: string) =>
  text.split("\n").findIndex((line) => line.startsWith(start)) + 1;

describe("the psychotherapy landing page's file", () => {
  it("reads as it is", () => {
    expect(problems(written)).toEqual([]);
  });

  it("names a teaser with a second link, a topic without anchor and {stadt} in the text", () => {
    const teaser = written.match(/^## Warum.*$/m)?.[0] ?? "";
    const topic = written.match(/^## .*\{#stress\}$/m)?.[0] ?? "";
    const changed = `${written
      .replace(topic, topic.replace(" {#stress}", ""))
      .replace(/^(Beruf, Familie)/m, "In {stadt}: $1")}\n- [Kosten](/psychotherapie/kosten)\n`;
    expect(problems(changed)).toEqual([
      expect.stringMatching(
        new RegExp(`Zeile ${lineOf(changed, "In {stadt}")}: \\{stadt\\} ist im Text nicht möglich`),
      ),
      expect.stringMatching(
        new RegExp(`Zeile ${lineOf(changed, "## Stress")}: Jedes Thema braucht .* einen Anker`),
      ),
      expect.stringMatching(
        new RegExp(`Zeile ${lineOf(changed, teaser)}: Der letzte Abschnitt ist der Hinweis`),
      ),
    ]);
  });
});
