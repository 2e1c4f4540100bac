/** content/seiten/{product}/warum-{product}.yaml: the why-me pages, each with its five reasons. */
import { z } from "zod/mini";
import { group, id, list, text, uniqueIds } from "../files/fields.ts";
import { yamlFile } from "../files/sources.ts";
import type { WhyProduct } from "../page-slugs.ts";
import { contentPageFields } from "./content-page.ts";

const reasons = list(group({ id: id(), titel: text(), text: text() })).check(
  z.superRefine(uniqueIds),
);

const warumFile = (product: WhyProduct) =>
  yamlFile(
    `seiten/${product}/warum-${product}.yaml`,
    group({ ...contentPageFields, gründe: reasons }),
  );

export const warumFiles: Record<WhyProduct, ReturnType<typeof warumFile>> = {
  psychotherapie: warumFile("psychotherapie"),
  sportphysiotherapie: warumFile("sportphysiotherapie"),
};
