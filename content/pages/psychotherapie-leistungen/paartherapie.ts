/**
 * The couples therapy page /psychotherapie/leistungen/paartherapie and its city variants, from
 * content/seiten/psychotherapie/leistungen/paartherapie.md: {stadt} is the page's city, and the
 * line {einladung} becomes the invitation that fits it (requirements §2).
 */

import { load } from "../../files/sources.ts";
import type { ContentPage } from "../../page-types.ts";
import { placeholders, practice } from "../../practice.ts";
import { contactPanel, contentPage, fillLater } from "../../sources/content-page.ts";
import { paartherapieFile } from "../../sources/psychotherapie-leistungen.ts";

const { einladung: invitations, kontakt, ...written } = load(paartherapieFile, { placeholders });

/**
 * The invitation to a first consultation on the couples therapy page (requirements §2).
 * The route passes "Oberasbach" when there is no city parameter and undefined for an unknown one.
 */
export function paartherapieInvitation(cityName: string | undefined): string {
  if (cityName === undefined) {
    return fillLater(invitations["ohne-ort"], { stadt: practice.address.city });
  }
  const variant = cityName === practice.address.city ? "am-praxisort" : "andere-orte";
  return fillLater(invitations[variant], { stadt: cityName });
}

/** The couples therapy page; its first-consultation section carries the city invitation. */
export function paartherapiePage(cityName: string | undefined): ContentPage {
  return fillLater(contentPage(written, contactPanel(kontakt)), {
    stadt: cityName ?? practice.address.city,
    einladung: paartherapieInvitation(cityName),
  });
}

/** The page without a city parameter names the practice's own town (requirements §9). */
export const page: ContentPage = paartherapiePage(practice.address.city);
