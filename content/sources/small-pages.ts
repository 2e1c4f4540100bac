/**
 * The pages without sections: the 404 page (content/seiten/seite-nicht-gefunden.yaml), the
 * pages after a form was sent without JavaScript (content/seiten/nach-dem-senden.yaml) and the
 * page the web server shows while the site restarts (content/seiten/neustart.yaml).
 */
import { group, list, pagePath, text } from "../files/fields.ts";
import { yamlFile } from "../files/sources.ts";
import { pageFields } from "./content-page.ts";

/** A link to one of the site's pages, as „text“ and „ziel“. */
export const linkFields = group({ text: text(), ziel: pagePath() });

/** Head and heading of a page that search engines do not list: no keywords. */
const unlistedPage = {
  titel: pageFields.titel,
  beschreibung: pageFields.beschreibung,
  überschrift: pageFields.überschrift,
};

export const notFoundFile = yamlFile(
  "seiten/seite-nicht-gefunden.yaml",
  group({ ...unlistedPage, absätze: list(text()), links: list(linkFields) }),
);

export const formResultFile = yamlFile(
  "seiten/nach-dem-senden.yaml",
  group({
    gesendet: group({
      ...unlistedPage,
      "links-überschrift": text(),
      links: list(linkFields),
    }),
    "nicht-gesendet": group({
      ...unlistedPage,
      einleitung: text(),
      zurück: text(),
      "neu-öffnen": text(),
      direkt: text(),
    }),
  }),
);

export const restartFile = yamlFile(
  "seiten/neustart.yaml",
  group({
    titel: pageFields.titel,
    überschrift: pageFields.überschrift,
    absätze: list(text()),
  }),
);
