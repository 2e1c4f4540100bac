/**
 * The imprint /impressum (requirements §2), from content/seiten/impressum.md; every fact in it
 * comes from content/praxis.yaml through a placeholder.
 */
import type { LegalPage } from "../content-types.ts";
import { load } from "../files/sources.ts";
import { imprintFacts, placeholders, practice } from "../practice.ts";
import { impressumFile, legalPage } from "../sources/legal.ts";

const { liabilityInsurance, sportsPhysiotherapy } = imprintFacts;

export const impressum: LegalPage = legalPage(load(impressumFile, { placeholders }), {
  values: {
    land: practice.address.country,
    "telefon-hinweis": practice.phoneNote,
    "haftpflicht-versicherer": liabilityInsurance.insurer,
    "haftpflicht-anschrift": liabilityInsurance.address,
    "haftpflicht-geltungsbereich": liabilityInsurance.scope,
    "sportphysiotherapie-berufsbezeichnung": sportsPhysiotherapy.title,
    "sportphysiotherapie-verliehen-in": sportsPhysiotherapy.country,
    "sportphysiotherapie-behörde": sportsPhysiotherapy.authority,
  },
  lists: { berufsverbände: imprintFacts.associations },
  hrefs: {
    [practice.phone.display]: practice.phone.href,
    [practice.email]: `mailto:${practice.email}`,
  },
});
