/**
 * The route table of requirements §2. A page shared by several URLs reads its slug from the URL.
 * Aliases (physiotherapie/…, psycho/traumatherapie, "") are not routes: the server answers them
 * with 301 to their canonical URLs (app/url-aliases.ts, build/site.json). React Router cannot match part of a segment, so warum-{product} lists its
 * known products; unknown ones are 404.
 */
import { type RouteConfig, route } from "@react-router/dev/routes";
import {
  PSYCHOTHERAPIE_METHOD_SLUGS,
  PSYCHOTHERAPIE_SERVICE_SLUGS,
  SPORT_SERVICE_SLUGS,
  WHY_PRODUCTS,
} from "#content/page-slugs.ts";
import {
  CITY_ROUTES,
  PAARTHERAPIE,
  PSYCHOTHERAPIE_LANDING,
  TRAUMATHERAPIE,
} from "./city-routes.ts";

/** One route per slug under `prefix`, all rendered by `file`. */
const pages = (prefix: string, slugs: readonly string[], file: string) =>
  slugs.map((slug) => route(`${prefix}${slug}`, file, { id: `${prefix}${slug}` }));

/** A city route (app/city-routes.ts): its base URL with an optional city slug. */
const cityRoute = (base: string, file: string) => route(`${base.slice(1)}/:city?`, file);

const sport = "sportphysiotherapie/";
const psycho = "psychotherapie/";
const services = "psychotherapie/leistungen/";

const whyMe = WHY_PRODUCTS.map((product) => `warum-${product}`);
/** A service with city variants is a city route of its own. */
const sharedServices = PSYCHOTHERAPIE_SERVICE_SLUGS.filter(
  (slug) => !CITY_ROUTES.includes(`/${services}${slug}`),
);

export default [
  route("home", "routes/home.tsx"),
  route("sportphysiotherapie", "routes/sport-landing.tsx"),
  cityRoute(PSYCHOTHERAPIE_LANDING, "routes/psychotherapie-landing.tsx"),

  ...pages("", whyMe, "routes/why-me.tsx"),
  ...pages(psycho, whyMe, "routes/why-me.tsx"),
  ...pages(sport, whyMe, "routes/why-me.tsx"),

  ...pages("", ["faq"], "routes/faq.tsx"),
  ...pages(psycho, ["faq"], "routes/faq.tsx"),
  ...pages(sport, ["faq"], "routes/faq.tsx"),

  ...pages("", ["kontakt"], "routes/contact.tsx"),
  ...pages(psycho, ["kontakt"], "routes/contact.tsx"),
  ...pages(sport, ["kontakt"], "routes/contact.tsx"),

  ...pages(sport, SPORT_SERVICE_SLUGS, "routes/sport-service.tsx"),
  ...pages(sport, ["ueber-mich"], "routes/about.tsx"),

  cityRoute(TRAUMATHERAPIE, "routes/traumatherapie.tsx"),
  route("psychotherapie/kosten", "routes/kosten.tsx"),
  ...pages(psycho, PSYCHOTHERAPIE_METHOD_SLUGS, "routes/psychotherapie-method.tsx"),
  ...pages(psycho, ["ueber-mich"], "routes/about.tsx"),
  ...pages("", ["ueber-mich"], "routes/about.tsx"),

  cityRoute(PAARTHERAPIE, "routes/paartherapie.tsx"),
  ...pages(services, sharedServices, "routes/psychotherapie-service.tsx"),

  route("impressum", "routes/impressum.tsx"),
  route("datenschutz", "routes/datenschutz.tsx"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
