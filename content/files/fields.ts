/**
 * The kinds of field a content file has, as schemas with German messages: a line of text, a
 * paragraph, a list, a phone number that can be dialled, an e-mail address, a web address, a
 * link to one of the site's pages, an id, a short piece of Markdown. Content schemas are built
 * from these, with `group` for fields under a heading (unknown field names are problems).
 */
import { z } from "zod/mini";
import { markdownHtml, parseMarkdown } from "./markdown.ts";
import { quoted } from "./problems.ts";

const trimmed = (value: string) => value.trim();

/** One line of text, not empty; a block (|) is joined into one line. */
export const text = () =>
  z
    .pipe(
      z.string(),
      z.transform((value) => value.replace(/[ \t\r\n]+/g, " ").trim()),
    )
    .check(
      z.refine((value) => value.length > 0, {
        message: "Das Feld ist leer. Bitte einen Text eintragen.",
      }),
    );

export const optionalText = () => z.optional(text());

/** A list of texts (each entry "- …"), at least one. */
export const texts = () =>
  z.array(text()).check(
    z.minLength(1, {
      message: "Die Liste ist leer. Schreiben Sie mindestens einen Eintrag mit „- “.",
    }),
  );

/** Fields under a heading; a field that is not in `shape` is a problem (a typo). */
export const group = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => z.strictObject(shape);

export const list = <T extends z.ZodMiniType>(item: T, min = 1) =>
  z.array(item).check(
    z.minLength(min, {
      message: `Die Liste braucht mindestens ${min} Eintrag/Einträge, jeder beginnt mit „- “.`,
    }),
  );

/** An anchor or entry id: small letters, digits and hyphens. */
export const id = () =>
  z.pipe(z.string(), z.transform(trimmed)).check(
    z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
      message:
        "Eine Kennung besteht nur aus kleinen Buchstaben ohne Umlaute, Ziffern und Bindestrichen, etwa „erste-sitzung“.",
    }),
  );

/** Digits of a German phone number as written: 0911 1234567, +49 911 1234567, (0911) 123-45. */
const DIALLABLE = /^(\+\d{1,3}[ /-]?)?\(?0?\d{2,5}\)?([ /-]?\d{1,10}){1,4}$/;

/** 110, 112, 115, 116 117, 116 123: German numbers dialled without an area code. */
const SERVICE_NUMBER = /^11\d( ?\d{3})?$/;

export const phone = () =>
  z.pipe(z.string(), z.transform(trimmed)).check(
    z.refine(
      (value) =>
        SERVICE_NUMBER.test(value) ||
        (DIALLABLE.test(value) && value.replace(/\D/g, "").length >= 6),
      {
        message:
          "Diese Telefonnummer lässt sich so nicht wählen. Schreiben Sie sie mit Vorwahl, nur mit Ziffern, Leerzeichen und höchstens einem + am Anfang, etwa „0911 1234567“ oder „+49 911 1234567“ (ohne „tel:“).",
      },
    ),
  );

/** The `tel:` address of a German phone number as written in the content (112 stays tel:112). */
export function telHref(display: string): string {
  const digits = display.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  if (digits.startsWith("00")) return `tel:+${digits.slice(2)}`;
  // Emergency and service numbers have no area code and are dialled as they are everywhere.
  if (SERVICE_NUMBER.test(display.trim())) return `tel:${digits}`;
  return `tel:+49${digits.replace(/^0/, "")}`;
}

export const email = () =>
  z.pipe(z.string(), z.transform(trimmed)).check(
    z.regex(/^[^\s@<>()",;:]+@[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)*\.[a-zA-Z]{2,}$/, {
      message:
        "Das ist keine E-Mail-Adresse. Schreiben Sie sie wie „kontakt@ihre-praxis.de“ (ohne „mailto:“).",
    }),
  );

export const webAddress = () =>
  z.pipe(z.string(), z.transform(trimmed)).check(
    z.refine((value) => URL.canParse(value) && /^https:\/\/[^/\s]+\.[^/\s]+/.test(value), {
      message:
        "Das ist keine Web-Adresse. Schreiben Sie sie vollständig mit „https://“, etwa „https://www.ihre-praxis.de“.",
    }),
  );

/** A link to one of the site's pages: starts with "/" (the page check knows whether it exists). */
export const pagePath = () =>
  z.pipe(z.string(), z.transform(trimmed)).check(
    z.regex(/^\/[a-z0-9\-/#äöüß]*$/, {
      message:
        "Ein Link auf eine Seite der Website beginnt mit „/“, etwa „/kontakt“ oder „/psychotherapie/kosten“.",
    }),
  );

/** A five-digit German postal code. */
export const postalCode = () =>
  z
    .pipe(z.string(), z.transform(trimmed))
    .check(z.regex(/^\d{5}$/, { message: "Eine Postleitzahl hat fünf Ziffern, etwa „90522“." }));

/** A street and house number, as an address needs it: „Musterstraße 1“, „Am Anger 12a“. */
export const street = () =>
  z
    .pipe(
      z.string(),
      z.transform((value) => value.replace(/[ \t\r\n]+/g, " ").trim()),
    )
    .check(
      z.regex(/^\p{L}[\p{L}\s.'-]*\s\d+\s?[a-zA-Z]?(\s?[-/]\s?\d+\s?[a-zA-Z]?)?$/u, {
        message:
          "Hier gehören Straße und Hausnummer hin, etwa „Hauptstraße 12“ oder „Am Anger 3a“.",
      }),
    );

/**
 * A short text in Markdown (paragraphs, **bold**, *italics*, [links](/seite), lists with "- "),
 * as HTML for the page.
 */
export const markdown = () =>
  z.pipe(
    z.string(),
    z.transform((value, context) => {
      const html = markdownHtml(parseMarkdown(value), (line, message) => {
        const where = line && line > 1 ? ` (in der ${line}. Zeile des Textes)` : "";
        context.issues.push({ code: "custom", message: `${message}${where}`, input: value });
      });
      if (!html)
        context.issues.push({ code: "custom", message: "Der Text ist leer.", input: value });
      return html;
    }),
  );

/** Checks that no two entries of a list share an id (anchors must be unique on a page). */
export function uniqueIds<T extends { id: string }>(
  entries: readonly T[],
  context: z.core.$RefinementCtx<T[]>,
) {
  const seen = new Map<string, number>();
  entries.forEach((entry, index) => {
    const first = seen.get(entry.id);
    if (first === undefined) seen.set(entry.id, index);
    else {
      context.issues.push({
        code: "custom",
        message: `Die Kennung ${quoted(entry.id)} steht schon beim ${first + 1}. Eintrag. Jede Kennung darf nur einmal vorkommen.`,
        input: entry.id,
        path: [index, "id"],
      });
    }
  });
}
