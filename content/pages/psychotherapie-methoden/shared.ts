/** What the method pages share. */

import type { ContactPanelCopy } from "../../page-types.ts";

export const services = "/psychotherapie/leistungen";

/** requirements §2: each method page ends with the contact panel "Jetzt Termin anfragen". */
export const panel = (title: string): ContactPanelCopy => ({
  title,
  action: "Jetzt Termin anfragen",
});
