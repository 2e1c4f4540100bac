/**
 * The route table of SPEC §2, in the spec's order. A page shared by several URLs reads its
 * slug from the URL. Aliases (physiotherapie/…, psycho/traumatherapie, "") redirect to their
 * canonical URLs (app/url-aliases.ts). React Router cannot match part of a segment, so
 * warum-{product} lists its known products; unknown ones are 404.
 */
import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { WHY_PRODUCTS } from "#content/page-slugs.ts";

/** One route per slug under `prefix`, all rendered by `file`. */
const pages = (prefix: string, slugs: readonly string[], file: string) =>
  slugs.map((slug) => route(`${prefix}${slug}`, file, { id: `${prefix}${slug}` }));

const sport = "sportphysiotherapie/";
const psycho = "psychotherapie/";
const services = "psychotherapie/leistungen/";

export default [
  index("routes/alias-redirect.tsx", { id: "root-redirect" }),
  route("home", "routes/home.tsx"),
  route("sportphysiotherapie", "routes/sport-landing.tsx"),
  route("psychotherapie/:city?", "routes/psychotherapie-landing.tsx"),

  ...pages(
    "",
    WHY_PRODUCTS.map((product) => `warum-${product}`),
    "routes/why-me.tsx",
  ),
  ...pages(
    psycho,
    WHY_PRODUCTS.map((product) => `warum-${product}`),
    "routes/why-me.tsx",
  ),
  ...pages(
    sport,
    WHY_PRODUCTS.map((product) => `warum-${product}`),
    "routes/why-me.tsx",
  ),

  ...pages("", ["faq"], "routes/faq.tsx"),
  ...pages(psycho, ["faq"], "routes/faq.tsx"),
  ...pages(sport, ["faq"], "routes/faq.tsx"),

  ...pages("", ["kontakt"], "routes/contact.tsx"),
  ...pages(psycho, ["kontakt"], "routes/contact.tsx"),
  ...pages(sport, ["kontakt"], "routes/contact.tsx"),

  ...pages(
    sport,
    [
      "rehabilitation",
      "lymphdrainage",
      "klassische-massage",
      "kiefergelenktherapie",
      "medizinische-trainingstherapie",
    ],
    "routes/sport-service.tsx",
  ),
  ...pages(sport, ["ueber-mich"], "routes/about.tsx"),

  route("psychotherapie/traumatherapie/:city?", "routes/traumatherapie.tsx"),
  route("psychotherapie/kosten", "routes/kosten.tsx"),
  ...pages(
    psycho,
    ["systematische-therapie", "emdr", "hypnose", "somatic-experiencing"],
    "routes/psychotherapie-method.tsx",
  ),
  ...pages(psycho, ["ueber-mich"], "routes/about.tsx"),
  ...pages("", ["ueber-mich"], "routes/about.tsx"),

  route("psychotherapie/leistungen/paartherapie/:city?", "routes/paartherapie.tsx"),
  ...pages(
    services,
    [
      "angststoerungen",
      "depressionen",
      "konfliktbehandlung",
      "verhaltensanalyse",
      "verhaltenstherapie",
      "schematherapie",
      "act",
      "emtrace",
      "gewaltfreie-kommunikation",
      "schmerztherapie-emdr",
      "emdr-traumatherapie",
    ],
    "routes/psychotherapie-service.tsx",
  ),

  route("impressum", "routes/impressum.tsx"),
  route("datenschutz", "routes/datenschutz.tsx"),

  route("physiotherapie/*", "routes/alias-redirect.tsx", { id: "physiotherapie-alias" }),
  route("psycho/traumatherapie", "routes/alias-redirect.tsx", { id: "psycho-alias" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
