/**
 * The URL space of requirements §2, written out independently of the app's route table, so a route
 * missing from app/routes.ts fails the tests.
 */
export const CITY_SLUGS = [
  "erlangen",
  "oberasbach",
  "zirndorf",
  "leichendorf",
  "fuerth",
  "cadolzburg",
  "nuernberg",
  "stein",
  "neuer-markt",
];
export const CITY_ROUTES = [
  "/psychotherapie",
  "/psychotherapie/traumatherapie",
  "/psychotherapie/leistungen/paartherapie",
];
/**
 * The cities whose pages stand for all in the costlier checks (axe): Fürth for every other city
 * (their pages differ from its pages only in the city's name: scripts/city-pages.build.test.ts),
 * Oberasbach for itself (the practice's own town has a title, lead and city line of its own).
 * A route without a city and with an unknown slug are pages of their own and checked too.
 */
export const SAMPLE_CITIES: readonly [string, ...string[]] = ["fuerth", "oberasbach"];
const products = ["psychotherapie", "sportphysiotherapie"];
const sportPages = [
  "rehabilitation",
  "lymphdrainage",
  "klassische-massage",
  "kiefergelenktherapie",
  "medizinische-trainingstherapie",
  "ueber-mich",
];
const psychoPages = [
  "traumatherapie",
  "systematische-therapie",
  "kosten",
  "emdr",
  "hypnose",
  "somatic-experiencing",
  "ueber-mich",
];
const psychoServices = [
  "angststoerungen",
  "depressionen",
  "konfliktbehandlung",
  "paartherapie",
  "verhaltensanalyse",
  "verhaltenstherapie",
  "schematherapie",
  "act",
  "emtrace",
  "gewaltfreie-kommunikation",
  "schmerztherapie-emdr",
  "emdr-traumatherapie",
];

export const PAGE_URLS = [
  "/home",
  "/sportphysiotherapie",
  ...CITY_ROUTES.flatMap((base) => [base, ...CITY_SLUGS.map((slug) => `${base}/${slug}`)]),
  ...["", "/psychotherapie", "/sportphysiotherapie"].flatMap((prefix) =>
    products.map((product) => `${prefix}/warum-${product}`),
  ),
  "/psychotherapie/faq",
  "/sportphysiotherapie/faq",
  "/faq",
  "/kontakt",
  "/psychotherapie/kontakt",
  "/sportphysiotherapie/kontakt",
  ...sportPages.map((page) => `/sportphysiotherapie/${page}`),
  ...psychoPages.map((page) => `/psychotherapie/${page}`),
  ...psychoServices.map((page) => `/psychotherapie/leistungen/${page}`),
  "/impressum",
  "/datenschutz",
  "/ueber-mich",
];

export const ALIASES: Record<string, string> = {
  "/": "/home",
  "/psycho/traumatherapie": "/psychotherapie/traumatherapie",
  "/physiotherapie/faq": "/sportphysiotherapie/faq",
  "/physiotherapie/warum-sportphysiotherapie": "/sportphysiotherapie/warum-sportphysiotherapie",
  "/physiotherapie/warum-physiotherapie": "/sportphysiotherapie/warum-sportphysiotherapie",
  "/physiotherapie/rehabilitation": "/sportphysiotherapie/rehabilitation",
};

export function expectedMode(url: string): string {
  const first = url.split("/")[1];
  return first === "psychotherapie" || first === "sportphysiotherapie" ? first : "default";
}

/**
 * One URL of every page template (route module) of requirements §2, in every mode its content
 * differs in (the frame's modes are visited through the templates that differ): what a check of
 * the whole site's markup or layout must visit at least.
 */
export const TEMPLATE_URLS = [
  "/home",
  "/psychotherapie",
  "/psychotherapie/fuerth",
  "/sportphysiotherapie",
  "/warum-psychotherapie",
  "/sportphysiotherapie/warum-sportphysiotherapie",
  "/faq",
  "/psychotherapie/faq",
  "/sportphysiotherapie/faq",
  "/kontakt",
  "/kontakt/allgemein",
  "/psychotherapie/kontakt",
  "/sportphysiotherapie/kontakt",
  // The sent page with the crisis note and without; the not-sent page is alike in every mode.
  "/psychotherapie/kontakt/gesendet",
  "/kontakt/gesendet",
  "/psychotherapie/kontakt/nicht-gesendet",
  "/sportphysiotherapie/rehabilitation",
  "/ueber-mich",
  "/psychotherapie/ueber-mich",
  "/sportphysiotherapie/ueber-mich",
  "/psychotherapie/traumatherapie/erlangen",
  "/psychotherapie/kosten",
  "/psychotherapie/emdr",
  "/psychotherapie/leistungen/paartherapie/zirndorf",
  "/psychotherapie/leistungen/angststoerungen",
  "/impressum",
  "/datenschutz",
] as const;
