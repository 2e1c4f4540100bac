/** The home page /home: logo, tagline and the two ways into the site (content/seiten/home.yaml). */
import { load } from "../files/sources.ts";
import type { PageMeta } from "../page-types.ts";
import { placeholders } from "../practice.ts";
import { BREAK_MARK, homeFile } from "../sources/home.ts";

/** `label` may contain soft hyphens (U+00AD): it breaks cleanly in the phone's bottom bar. */
export type HomeLink = { label: string; to: string; description: string };

export type HomePage = {
  meta: PageMeta;
  /** The page's h1 (may be visually hidden behind the logo). */
  heading: string;
  tagline: string;
  links: readonly [HomeLink, HomeLink];
};

const data = load(homeFile, { placeholders });

const way = (to: string, { name, text }: { name: string; text: string }): HomeLink => ({
  label: name.replaceAll(BREAK_MARK, "\u00ad"),
  to,
  description: text,
});

export const home: HomePage = {
  meta: { title: data.titel, description: data.beschreibung, keywords: data.stichwörter },
  heading: data.überschrift,
  tagline: data.slogan,
  links: [
    way("/psychotherapie", data.psychotherapie),
    way("/sportphysiotherapie", data.sportphysiotherapie),
  ],
};
