/**
 * The links between the psychotherapy pages, one export each: a page imports the module as
 * `link` and a client chunk keeps only the links its page uses.
 */

import type { Link } from "../../page-types.ts";

const services = "/psychotherapie/leistungen";

export const act: Link = {
  label: "Akzeptanz- und Commitment-Therapie (ACT)",
  to: `${services}/act`,
};
export const angst: Link = { label: "Angststörungen", to: `${services}/angststoerungen` };
export const depression: Link = { label: "Depressionen", to: `${services}/depressionen` };
export const emdr: Link = {
  label: "Die EMDR-Methode und ihre acht Phasen",
  to: "/psychotherapie/emdr",
};
export const gfk: Link = {
  label: "Gewaltfreie Kommunikation",
  to: `${services}/gewaltfreie-kommunikation`,
};
export const konflikt: Link = { label: "Konfliktbehandlung", to: `${services}/konfliktbehandlung` };
export const paar: Link = { label: "Paartherapie", to: `${services}/paartherapie` };
export const schema: Link = { label: "Schematherapie", to: `${services}/schematherapie` };
export const se: Link = {
  label: "Somatic Experiencing",
  to: "/psychotherapie/somatic-experiencing",
};
export const systemisch: Link = {
  label: "Systemische Therapie",
  to: "/psychotherapie/systematische-therapie",
};
export const trauma: Link = { label: "Traumatherapie", to: "/psychotherapie/traumatherapie" };
export const analyse: Link = { label: "Verhaltensanalyse", to: `${services}/verhaltensanalyse` };
export const vt: Link = { label: "Verhaltenstherapie", to: `${services}/verhaltenstherapie` };
