/**
 * The trauma therapy page /psychotherapie/traumatherapie and its city variants, from
 * content/seiten/psychotherapie/traumatherapie.md ({stadt} is the city of the page).
 */
import type { CardSection } from "../content-types.ts";
import { load } from "../files/sources.ts";
import type { ContentPage } from "../page-types.ts";
import { placeholders, practice } from "../practice.ts";
import { contactPanel, contentPage, fillLater } from "../sources/content-page.ts";
import { traumatherapieFile } from "../sources/traumatherapie.ts";

export type TraumatherapiePage = Omit<ContentPage, "sections"> & {
  sections: readonly CardSection[];
  /** The hero's scroll button and the id of the section it scrolls to. */
  scrollButton: { label: string; targetId: string };
};

const written = load(traumatherapieFile, { placeholders });

/** The scroll button leads to the first section, by its anchor or, without one, by this. */
const FALLBACK_TARGET = "mehr";
const [first, ...rest] = written.sections;
const targetId = first?.id ?? FALLBACK_TARGET;
const sections = first ? [{ ...first, id: targetId }, ...rest] : [];

const isOtherCity = (cityName: string | undefined): cityName is string =>
  cityName !== undefined && cityName !== practice.address.city;

/** The hero lead; a known city (display name) is named, otherwise a general sentence. */
export function traumatherapieLead(cityName?: string): string {
  const lead =
    cityName === undefined
      ? written.einleitung
      : isOtherCity(cityName)
        ? written["andere-orte"].einleitung
        : written["am-praxisort"].einleitung;
  return fillLater(lead, { stadt: cityName ?? practice.address.city });
}

export function traumatherapiePage(cityName?: string): TraumatherapiePage {
  const page = contentPage(
    {
      ...written,
      titel: isOtherCity(cityName) ? written["andere-orte"].titel : written.titel,
      einleitung: traumatherapieLead(cityName),
      sections,
    },
    contactPanel(written.kontakt),
  );
  return fillLater(
    { ...page, sections, scrollButton: { label: written.schaltfläche, targetId } },
    { stadt: cityName ?? practice.address.city },
  );
}

/** The page without a city (/psychotherapie/traumatherapie). */
export const traumatherapie: TraumatherapiePage = traumatherapiePage();
