/**
 * The copy of the why-me pages /warum-psychotherapie and /warum-sportphysiotherapie, from
 * content/seiten/{product}/warum-{product}.yaml: five reasons per product (requirements §3
 * "Why-me reason") and the page texts.
 */
import type { ListPageCopy } from "../content-types.ts";
import { load } from "../files/sources.ts";
import type { WhyProduct } from "../page-slugs.ts";
import { placeholders } from "../practice.ts";
import { contactPanel } from "../sources/content-page.ts";
import { warumFiles } from "../sources/warum.ts";

export type Reason = { id: string; title: string; msg: string };

const files = {
  psychotherapie: load(warumFiles.psychotherapie, { placeholders }),
  sportphysiotherapie: load(warumFiles.sportphysiotherapie, { placeholders }),
};

const reasonsOf = (product: WhyProduct): readonly Reason[] =>
  files[product].gründe.map((reason) => ({ id: reason.id, title: reason.titel, msg: reason.text }));

const pageOf = (product: WhyProduct): ListPageCopy => {
  const file = files[product];
  return {
    meta: { title: file.titel, description: file.beschreibung, keywords: file.stichwörter },
    heading: file.überschrift,
    lead: file.einleitung,
    contactPanel: contactPanel(file.kontakt),
  };
};

export const reasons: Record<WhyProduct, readonly Reason[]> = {
  psychotherapie: reasonsOf("psychotherapie"),
  sportphysiotherapie: reasonsOf("sportphysiotherapie"),
};

export const warumPages: Record<WhyProduct, ListPageCopy> = {
  psychotherapie: pageOf("psychotherapie"),
  sportphysiotherapie: pageOf("sportphysiotherapie"),
};
