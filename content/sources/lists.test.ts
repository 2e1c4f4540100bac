/**
 * The checks of the list files beyond their fields: the towns (content/orte.yaml), the contact
 * page's sentences (content/seiten/kontakt.yaml) and the crisis numbers' phone fields.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentPath } from "../files/content-dir.ts";
import { phone, telHref } from "../files/fields.ts";
import { formatProblem } from "../files/problems.ts";
import { placeholders } from "../practice.ts";
import { contactFile, splitAtContacts } from "./kontakt.ts";
import { placesFile } from "./places.ts";

const lineIntros = [
  "ortszeile:",
  ...["psychotherapie", "traumatherapie", "paartherapie"].flatMap((page) => [
    `  ${page}:`,
    "    thema: Thema",
    "    für: alle",
  ]),
];
const places = (entries: readonly (readonly [string, string])[], ort = "Oberasbach") =>
  placesFile
    .read(
      [
        "orte:",
        ...entries.flatMap(([name, slug]) => [`  - name: ${name}`, `    kennung: ${slug}`]),
        ...lineIntros,
      ].join("\n"),
      { placeholders: { ort } },
    )
    .problems.map(formatProblem);

describe("content/orte.yaml", () => {
  it("takes towns whose slugs are new addresses, the practice's own among them", () => {
    expect(
      places([
        ["Oberasbach", "oberasbach"],
        ["Neuer Markt", "neuer-markt"],
      ]),
    ).toEqual([]);
  });

  it("names a slug used twice, one that is another page's address, and the missing home town", () => {
    expect(
      places([
        ["Oberasbach", "oberasbach"],
        ["Fürth", "oberasbach"],
        ["Hypnose", "hypnose"],
      ]),
    ).toEqual([
      "content/orte.yaml, Zeile 5: „kennung“: Die Kennung „oberasbach“ steht schon beim 1. Ort. Jede Kennung darf nur einmal vorkommen.",
      "content/orte.yaml, Zeile 7: „kennung“: Die Adresse /psychotherapie/hypnose gehört schon einer anderen Seite. Wählen Sie eine andere Kennung, etwa „hypnose-ort“.",
    ]);
    expect(places([["Fürth", "fuerth"]])).toEqual([
      expect.stringMatching(
        /^content\/orte\.yaml, Zeile 1: Der Ort der Praxis, „Oberasbach“ .* fehlt in der Liste „orte“/,
      ),
    ]);
  });
});

describe("a phone number of the crisis note", () => {
  it("may be an emergency or service number without area code, dialled as it is", () => {
    for (const written of ["112", "110", "116 117", "116117"]) {
      expect(phone().safeParse(written).success, written).toBe(true);
    }
    expect(telHref("112")).toBe("tel:112");
    expect(telHref("116 117")).toBe("tel:116117");
    expect(telHref("0800 111 0 111")).toBe("tel:+498001110111");
    expect(telHref("+49 911 1234567")).toBe("tel:+499111234567");
  });

  it("is still refused when too short or not a number", () => {
    for (const written of ["12", "113 45", "0800 111 O 111", "911"]) {
      expect(phone().safeParse(written).success, written).toBe(false);
    }
  });
});

describe("content/seiten/kontakt.yaml", () => {
  const written = readFileSync(contentPath(contactFile.file), "utf8");
  const other = { ...placeholders, telefon: "030 1234567", "e-mail": "hallo@praxis.example" };
  const read = (text: string) => contactFile.read(text, { placeholders: other });

  it("splits the banner's sentence at the practice's phone and e-mail, whatever they are", () => {
    const { data, problems } = read(written);
    expect(problems).toEqual([]);
    const sentence = data?.formular.fehler.direkt ?? "";
    const parts = splitAtContacts(sentence, other.telefon, other["e-mail"]);
    expect(
      `${parts.beforePhone}${other.telefon}${parts.beforeEmail}${other["e-mail"]}${parts.end}`,
    ).toBe(sentence);
    expect(parts.beforePhone).toMatch(/ $/);
    expect(parts.beforeEmail).toMatch(/^ .* $/);
  });

  it("reads the costs sentence's link, and names a sentence without it or without {e-mail}", () => {
    const { data } = read(written);
    expect(data?.formular["kosten-hinweis"]).toMatchObject({ href: "/psychotherapie/kosten" });
    expect(data?.formular["kosten-hinweis"].before).toMatch(/ $/);
    const withoutLink = written.replace(/\[([^\]]+)\]\(\/psychotherapie\/kosten\)/, "$1");
    expect(read(withoutLink).problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/seiten\/kontakt\.yaml, Zeile \d+: „kosten-hinweis“: Der Satz braucht genau einen Link/,
      ),
    ]);
    const withoutMail = written.replace("oder mir an {e-mail} schreiben", "oder mir schreiben");
    const line = written.split("\n").findIndex((text) => text.includes("{e-mail} schreiben")) + 1;
    expect(read(withoutMail).problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/seiten/kontakt\\.yaml, Zeile ${line}: „direkt“: Der Satz nennt \\{telefon\\} und danach \\{e-mail\\}`,
        ),
      ),
    ]);
  });
});
