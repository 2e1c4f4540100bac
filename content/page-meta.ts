/**
 * Page meta of every content page, keyed by canonical path (without city variants), for the
 * content tests that check titles, descriptions and internal links across the site (content/
 * cannot read app/'s route table; app/site-urls.test.ts and e2e/ check the URLs themselves).
 * The contact pages are not listed here.
 */

import type { PageMeta } from "./page-types.ts";
import { datenschutz } from "./pages/datenschutz.ts";
import { faqPages } from "./pages/faq.ts";
import { home } from "./pages/home.ts";
import { impressum } from "./pages/impressum.ts";
import { kosten } from "./pages/kosten.ts";
import { psychotherapieLanding } from "./pages/psychotherapie-landing.ts";
import { psychotherapieLeistungen } from "./pages/psychotherapie-leistungen.ts";
import { psychotherapieMethoden } from "./pages/psychotherapie-methoden.ts";
import { sportLanding } from "./pages/sport-landing.ts";
import { sportLeistungen } from "./pages/sport-leistungen.ts";
import { traumatherapie } from "./pages/traumatherapie.ts";
import { ueberMich } from "./pages/ueber-mich.ts";
import { warumPages } from "./pages/warum.ts";

function prefixed(prefix: string, pages: Record<string, { meta: PageMeta }>): [string, PageMeta][] {
  return Object.entries(pages).map(([slug, page]) => [`${prefix}/${slug}`, page.meta]);
}

export const pageMeta: Readonly<Record<string, PageMeta>> = Object.fromEntries([
  ["/home", home.meta],
  ["/psychotherapie", psychotherapieLanding.meta],
  ["/sportphysiotherapie", sportLanding.meta],
  ...prefixed("/psychotherapie/leistungen", psychotherapieLeistungen),
  ...prefixed("/psychotherapie", psychotherapieMethoden),
  ["/psychotherapie/traumatherapie", traumatherapie.meta],
  ["/psychotherapie/kosten", kosten.meta],
  ["/ueber-mich", ueberMich.default.meta],
  ["/psychotherapie/ueber-mich", ueberMich.psychotherapie.meta],
  ["/sportphysiotherapie/ueber-mich", ueberMich.sportphysiotherapie.meta],
  ...prefixed("/sportphysiotherapie", sportLeistungen),
  ["/faq", faqPages.default.meta],
  ["/psychotherapie/faq", faqPages.psychotherapie.meta],
  ["/sportphysiotherapie/faq", faqPages.sportphysiotherapie.meta],
  ["/psychotherapie/warum-psychotherapie", warumPages.psychotherapie.meta],
  ["/sportphysiotherapie/warum-sportphysiotherapie", warumPages.sportphysiotherapie.meta],
  ["/impressum", impressum.meta],
  ["/datenschutz", datenschutz.meta],
]);
