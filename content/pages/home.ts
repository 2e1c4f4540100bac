/** The home page /home: logo, tagline and the two ways into the site. */
import type { PageMeta } from "../page-types.ts";
import { practice } from "../practice.ts";

/** `label` may contain soft hyphens (U+00AD): it breaks cleanly in the phone's bottom bar. */
export type HomeLink = { label: string; to: string; description: string };

export type HomePage = {
  meta: PageMeta;
  /** The page's h1 (may be visually hidden behind the logo). */
  heading: string;
  tagline: string;
  links: readonly [HomeLink, HomeLink];
};

export const home: HomePage = {
  meta: {
    title: `${practice.brand} | Psychotherapie und Sportphysiotherapie in Oberasbach`,
    description:
      "Psychotherapie und Sportphysiotherapie in Oberasbach bei Fürth und Nürnberg: Begleitung für Körper und Geist aus einer Hand.",
    keywords: [
      "Psychotherapie Oberasbach",
      "Sportphysiotherapie Oberasbach",
      "Heilpraktiker für Psychotherapie",
      "Physiotherapie Fürth",
      "Praxis Oberasbach",
    ],
  },
  heading: `${practice.brand} in Oberasbach`,
  tagline: "Körper. Geist. Stärke.",
  links: [
    {
      label: "Psycho\u00adtherapie",
      to: "/psychotherapie",
      description: "Begleitung bei Angst, Stress, Depression und belastenden Erlebnissen.",
    },
    {
      label: "Sport\u00adphysio\u00adtherapie",
      to: "/sportphysiotherapie",
      description: "Rehabilitation, Training und Regeneration – mit über 20 Jahren Erfahrung.",
    },
  ],
};
