/** content/orte.yaml: the towns with pages of their own, and the line that links them. */
import { z } from "zod/mini";
import { shownPath } from "../files/content-dir.ts";
import { group, id, list, text } from "../files/fields.ts";
import { quoted } from "../files/problems.ts";
import { type Source, yamlFile } from "../files/sources.ts";
import { PSYCHOTHERAPIE_METHOD_SLUGS, WHY_PRODUCTS } from "../page-slugs.ts";

/**
 * The pages under /psychotherapie/, where a town's page /psychotherapie/{kennung} lives too: a
 * town named like one of them would take its address.
 */
const TAKEN = new Set<string>([
  ...PSYCHOTHERAPIE_METHOD_SLUGS,
  ...WHY_PRODUCTS.map((product) => `warum-${product}`),
  "faq",
  "kontakt",
  "kosten",
  "leistungen",
  "traumatherapie",
  "ueber-mich",
]);

const places = list(group({ name: text(), kennung: id() })).check(
  z.superRefine((entries, context) => {
    const seen = new Map<string, number>();
    entries.forEach((entry, index) => {
      const first = seen.get(entry.kennung);
      if (first !== undefined) {
        context.issues.push({
          code: "custom",
          message: `Die Kennung ${quoted(entry.kennung)} steht schon beim ${first + 1}. Ort. Jede Kennung darf nur einmal vorkommen.`,
          input: entry.kennung,
          path: [index, "kennung"],
        });
      } else seen.set(entry.kennung, index);
      if (TAKEN.has(entry.kennung)) {
        context.issues.push({
          code: "custom",
          message: `Die Adresse /psychotherapie/${entry.kennung} gehört schon einer anderen Seite. Wählen Sie eine andere Kennung, etwa ${quoted(`${entry.kennung}-ort`)}.`,
          input: entry.kennung,
          path: [index, "kennung"],
        });
      }
    });
  }),
);

const lineIntro = group({ thema: text(), für: text() });

const placesYaml = yamlFile(
  "orte.yaml",
  group({
    orte: places,
    ortszeile: group({
      psychotherapie: lineIntro,
      traumatherapie: lineIntro,
      paartherapie: lineIntro,
    }),
  }),
);

type PlacesData = NonNullable<ReturnType<typeof placesYaml.read>["data"]>;

/**
 * The city line names the practice's own town apart from the others, so it must be one of them:
 * its `ort` in content/praxis.yaml (known when the facts could be read).
 */
export const placesFile: Source<PlacesData> = {
  ...placesYaml,
  read(written, options) {
    const result = placesYaml.read(written, options);
    const home = options.placeholders?.ort;
    if (!result.data || home === undefined) return result;
    if (result.data.orte.some((place) => place.name === home)) return result;
    const line = written.split("\n").findIndex((text) => /^orte:/.test(text)) + 1;
    return {
      problems: [
        {
          file: shownPath(placesYaml.file),
          line: line > 0 ? line : undefined,
          message: `Der Ort der Praxis, ${quoted(home)} („ort“ in content/praxis.yaml), fehlt in der Liste „orte“. Tragen Sie ihn mit seiner Kennung ein, etwa „- name: ${home}“ und darunter „kennung: …“.`,
        },
      ],
    };
  },
};
