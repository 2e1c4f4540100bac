import { describe, expect, it } from "vitest";
import { CITY_SLUGS } from "#content/cities.ts";
import { CITY_ROUTES, UNKNOWN_CITY_SLUG, unknownCityPath } from "./city-routes.ts";
import { ROUTES } from "./routes.ts";
import { aliasesLandingNowhere, pagePaths } from "./site-urls.ts";
import { canonicalPathFor } from "./url-aliases.ts";

/** The route table's paths, as the build renders them. */
const staticPaths = ROUTES.map((route) => route.path);

describe("alias URLs", () => {
  it("each lands on a page of the route table", () => {
    expect(aliasesLandingNowhere(pagePaths(staticPaths))).toEqual([]);
  });

  it("stop the build when one would land on no page", () => {
    const withoutFaq = staticPaths.filter((path) => path !== "/sportphysiotherapie/faq");
    expect(() => pagePaths(withoutFaq)).toThrow("/physiotherapie/faq -> /sportphysiotherapie/faq");
  });
});

describe("the physiotherapy alias", () => {
  it("sends the old product's why-me URL to the sports why-me page, not to a 404", () => {
    const pages = pagePaths(staticPaths);
    const target = canonicalPathFor("/physiotherapie/warum-physiotherapie");
    expect(target).toBe("/sportphysiotherapie/warum-sportphysiotherapie");
    expect(pages).toContain(target);
  });
});

describe("the city routes", () => {
  it("are prerendered without a slug, with every known slug and once for every unknown slug", () => {
    const pages = pagePaths(staticPaths);
    for (const base of CITY_ROUTES) {
      expect(pages).toContain(base);
      for (const slug of CITY_SLUGS) expect(pages).toContain(`${base}/${slug}`);
      expect(pages).toContain(unknownCityPath(base));
    }
    expect(CITY_SLUGS).not.toContain(UNKNOWN_CITY_SLUG);
  });
});
