/**
 * The pages around a contact form sent without JavaScript (issue 31): where each form is shown
 * on its own, the success page the server answers 303 to, and the page it fills with what went
 * wrong. The build prerenders them (app/routes.ts); the server reads them (server/api/).
 */
import type { FormType } from "./form-types.ts";

/** The page that shows the form on its own (the general form's is /kontakt without script). */
export const FORM_PAGE_PATHS: Readonly<Record<FormType, string>> = {
  psychotherapie: "/psychotherapie/kontakt",
  sportphysiotherapie: "/sportphysiotherapie/kontakt",
  general: "/kontakt/allgemein",
};

/** Where a stored request leads: the §2 success sentence (and the crisis note after therapy). */
export const SENT_PAGE_PATHS: Readonly<Record<FormType, string>> = {
  psychotherapie: "/psychotherapie/kontakt/gesendet",
  sportphysiotherapie: "/sportphysiotherapie/kontakt/gesendet",
  general: "/kontakt/gesendet",
};

/** The page a refused request is answered with, its problems filled in by the server. */
export const NOT_SENT_PAGE_PATHS: Readonly<Record<FormType, string>> = {
  psychotherapie: "/psychotherapie/kontakt/nicht-gesendet",
  sportphysiotherapie: "/sportphysiotherapie/kontakt/nicht-gesendet",
  general: "/kontakt/nicht-gesendet",
};

/**
 * The element of a not-sent page that the server fills with the problems. The build renders it
 * with one list item inside (the generic §8 sentence), for a visitor who opens the page directly.
 */
export const PROBLEMS_SLOT = {
  attribute: "data-form-problems",
  className: "form-result__problems",
};
