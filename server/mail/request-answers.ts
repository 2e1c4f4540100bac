/**
 * A stored payload read as answers: texts made visible (no visitor character can add a line or
 * drive a terminal), the wire's three yes/no spellings ('Ja', 'JA', 'ja') read as one, and the
 * '-' the wire puts for a field the form hid read as no answer. A row kept as received may hold
 * any JSON: what is not a string or a number reads as no answer.
 */
import { visibleText } from "#server/text/visible-text.ts";

/** Fields that are one line by the text rule; a line break in them shows as its code. */
const ONE_LINE_FIELDS = new Set(["firstName", "lastName", "email", "phone"]);

/** The wire's value for a field the form did not show (requirements §3). */
const NOT_SHOWN = "-";

export type Answers = {
  /** The answer as typed (free texts keep their line breaks); "" when there is none. */
  text(name: string): string;
  /** true for Ja/JA/ja, false for Nein/NEIN/nein, undefined for anything else. */
  yes(name: string): boolean | undefined;
  /** Those of `items` (weekdays, times of day) whose field is answered yes, in their order. */
  chosen<T extends { name: string }>(items: readonly T[]): T[];
};

export function answersOf(payload: Readonly<Record<string, unknown>>): Answers {
  const text = (name: string) => {
    const value = payload[name];
    if (typeof value !== "string" && typeof value !== "number") return "";
    const written = String(value);
    if (written.trim() === "" || written === NOT_SHOWN) return "";
    return visibleText(written, { keepNewlines: !ONE_LINE_FIELDS.has(name) });
  };
  const yes = (name: string) => {
    const value = text(name).toLowerCase();
    return value === "ja" ? true : value === "nein" ? false : undefined;
  };
  return { text, yes, chosen: (items) => items.filter((item) => yes(item.name) === true) };
}

/** "Ja" or "Nein" for a yes/no answer, the value as written for anything else. */
export function jaNein(answers: Answers, name: string): string {
  const answer = answers.yes(name);
  return answer === undefined ? answers.text(name) : answer ? "Ja" : "Nein";
}
