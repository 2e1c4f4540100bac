/**
 * The about page: /ueber-mich, /psychotherapie/ueber-mich, /sportphysiotherapie/ueber-mich, each
 * from its file under content/seiten/ueber-mich/; the name is the practice's.
 */
import { load } from "../files/sources.ts";
import { MODES, type Mode } from "../mode.ts";
import type { ContentPage } from "../page-types.ts";
import { placeholders, practice } from "../practice.ts";
import { contactPanel } from "../sources/content-page.ts";
import { ueberMichFiles } from "../sources/ueber-mich.ts";

/** The about page for one mode: a content page plus the name, the intro and the portraits. */
export type UeberMichPage = ContentPage & {
  /** The practitioner's name, shown under the heading. */
  name: string;
  /** Intro paragraphs under the name. */
  intro: readonly string[];
};

function loadPage(mode: Mode): UeberMichPage {
  const data = load(ueberMichFiles[mode], { placeholders });
  return {
    meta: { title: data.titel, description: data.beschreibung, keywords: data.stichwörter },
    heading: data.überschrift,
    name: practice.name,
    lead: data.einleitung,
    intro: data.vorstellung,
    sections: data.sections,
    contactPanel: contactPanel(data.kontakt),
  };
}

export const ueberMich = Object.fromEntries(MODES.map((mode) => [mode, loadPage(mode)])) as Record<
  Mode,
  UeberMichPage
>;

export function ueberMichPage(mode: Mode): UeberMichPage {
  return ueberMich[mode];
}
