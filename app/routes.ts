/**
 * The route table of requirements §2: every URL the build prerenders and the page module that
 * renders it. A page shared by several URLs reads its slug from the path it is given. Aliases
 * (physiotherapie/…, psycho/traumatherapie, "") are not routes: the server answers them with 301
 * to their canonical URLs (app/url-aliases.ts, build/site.json). warum-{product} lists its known
 * products; any other URL gets the 404 page.
 */
import { FORM_PAGE_PATHS, NOT_SENT_PAGE_PATHS, SENT_PAGE_PATHS } from "#contact/form-pages.ts";
import {
  PSYCHOTHERAPIE_METHOD_SLUGS,
  PSYCHOTHERAPIE_SERVICE_SLUGS,
  SPORT_SERVICE_SLUGS,
  WHY_PRODUCTS,
} from "#content/page-slugs.ts";
import { psychotherapieLeistungen } from "#content/pages/psychotherapie-leistungen.ts";
import { psychotherapieMethoden } from "#content/pages/psychotherapie-methoden.ts";
import { sportLeistungen } from "#content/pages/sport-leistungen.ts";
import {
  CITY_ROUTES,
  cityPaths,
  PAARTHERAPIE,
  PSYCHOTHERAPIE_LANDING,
  TRAUMATHERAPIE,
} from "./city-routes.ts";
import type { PageModule } from "./page-module.ts";
import * as about from "./routes/about.tsx";
import * as contact from "./routes/contact.tsx";
import { contentPages } from "./routes/content-pages.tsx";
import * as datenschutz from "./routes/datenschutz.tsx";
import * as faq from "./routes/faq.tsx";
import * as formNotSent from "./routes/form-not-sent.tsx";
import * as formSent from "./routes/form-sent.tsx";
import * as home from "./routes/home.tsx";
import * as impressum from "./routes/impressum.tsx";
import * as kosten from "./routes/kosten.tsx";
import * as notFound from "./routes/not-found.tsx";
import * as paartherapie from "./routes/paartherapie.tsx";
import * as psychotherapieLanding from "./routes/psychotherapie-landing.tsx";
import * as sportLanding from "./routes/sport-landing.tsx";
import * as traumatherapie from "./routes/traumatherapie.tsx";
import * as whyMe from "./routes/why-me.tsx";
import { NOT_FOUND_PATH } from "./site-urls.ts";

export type SiteRoute = { path: string; page: PageModule };

/** One route per slug under `prefix`, all rendered by `page`. */
const pages = (prefix: string, slugs: readonly string[], page: PageModule) =>
  slugs.map((slug) => ({ path: `/${prefix}${slug}`, page }));

/** A city route (app/city-routes.ts): its base URL, once per known city and once for any other. */
const cityRoute = (base: string, page: PageModule) =>
  cityPaths(base).map((path) => ({ path, page }));

const sport = "sportphysiotherapie/";
const psycho = "psychotherapie/";
const services = "psychotherapie/leistungen/";

const whyMeSlugs = WHY_PRODUCTS.map((product) => `warum-${product}`);
/** A service with city variants is a city route of its own. */
const sharedServices = PSYCHOTHERAPIE_SERVICE_SLUGS.filter(
  (slug) => !CITY_ROUTES.includes(`/${services}${slug}`),
);

export const ROUTES: readonly SiteRoute[] = [
  ...pages("", ["home"], home),
  ...pages("", ["sportphysiotherapie"], sportLanding),
  ...cityRoute(PSYCHOTHERAPIE_LANDING, psychotherapieLanding),

  ...pages("", whyMeSlugs, whyMe),
  ...pages(psycho, whyMeSlugs, whyMe),
  ...pages(sport, whyMeSlugs, whyMe),

  ...pages("", ["faq"], faq),
  ...pages(psycho, ["faq"], faq),
  ...pages(sport, ["faq"], faq),

  ...pages("", ["kontakt"], contact),
  ...pages(psycho, ["kontakt"], contact),
  ...pages(sport, ["kontakt"], contact),
  // The general form on its own, for /kontakt's chooser without JavaScript.
  { path: FORM_PAGE_PATHS.general, page: contact },
  // Where a form posted without JavaScript leads (issue 31): not in the sitemap, noindex.
  ...Object.values(SENT_PAGE_PATHS).map((path) => ({ path, page: formSent })),
  ...Object.values(NOT_SENT_PAGE_PATHS).map((path) => ({ path, page: formNotSent })),

  ...pages(sport, SPORT_SERVICE_SLUGS, contentPages(sportLeistungen)),
  ...pages(sport, ["ueber-mich"], about),

  ...cityRoute(TRAUMATHERAPIE, traumatherapie),
  ...pages(psycho, ["kosten"], kosten),
  ...pages(psycho, PSYCHOTHERAPIE_METHOD_SLUGS, contentPages(psychotherapieMethoden)),
  ...pages(psycho, ["ueber-mich"], about),
  ...pages("", ["ueber-mich"], about),

  ...cityRoute(PAARTHERAPIE, paartherapie),
  ...pages(services, sharedServices, contentPages(psychotherapieLeistungen)),

  ...pages("", ["impressum"], impressum),
  ...pages("", ["datenschutz"], datenschutz),

  // The body of every 404 answer, whatever the URL; not a page of its own.
  { path: NOT_FOUND_PATH, page: notFound },
];

/** The route at `path`, or undefined. */
export const routeAt = (path: string): SiteRoute | undefined =>
  ROUTES.find((route) => route.path === path);
