import { describe, expect, it } from "vitest";
import routes from "./routes.ts";
import { aliasesLandingNowhere, pagePaths } from "./site-urls.ts";
import { canonicalPathFor } from "./url-aliases.ts";

/** The route table's paths without parameters, as React Router hands them to the build. */
const staticPaths = routes.flatMap((entry) => {
  if (entry.index) return ["/"];
  const path = entry.path ?? "";
  return path.includes(":") || path.includes("*") ? [] : [`/${path}`];
});

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
