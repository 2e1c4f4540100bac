/** content/seiten/psychotherapie/kosten.md: the costs page. */
import { contentPageFile } from "./content-page.ts";

export const kostenFile = contentPageFile("seiten/psychotherapie/kosten.md");
