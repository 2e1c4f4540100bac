/** What the sports service pages share. */

import type { ContactPanelCopy } from "../../page-types.ts";

/** requirements §2: the sports service pages use the small contact panel with these exact texts. */
export const sportServiceContactPanel = {
  title: "Persönliches Beratungsgespräch",
  action: "Jetzt einen Termin anfragen",
  size: "small",
} as const satisfies ContactPanelCopy;

export const sport = "/sportphysiotherapie";
