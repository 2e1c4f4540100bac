/**
 * The costs page /psychotherapie/kosten, from content/seiten/psychotherapie/kosten.md:
 * insurers, cancellation, first call (requirements §9; no prices).
 */
import { load } from "../files/sources.ts";
import type { ContentPage } from "../page-types.ts";
import { placeholders } from "../practice.ts";
import { contactPanel, contentPage } from "../sources/content-page.ts";
import { kostenFile } from "../sources/kosten.ts";

const data = load(kostenFile, { placeholders });

export const kosten: ContentPage = contentPage(data, contactPanel(data.kontakt));
