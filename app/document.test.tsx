import { describe, expect, it } from "vitest";
import { renderDocument } from "./document.tsx";
import { routeAt } from "./routes.ts";

const SITE_CODE = 'document.documentElement.dataset.site="1";';
const CONTACT_CODE = 'document.documentElement.dataset.contact="1";';
const scripts = {
  site: { code: SITE_CODE },
  contact: { code: CONTACT_CODE },
  island: "/assets/contact-hydrate-1.js",
};

function documentAt(path: string): Document {
  const route = routeAt(path);
  if (!route) throw new Error(`no route ${path}`);
  const html = renderDocument(route, scripts);
  expect(html.startsWith('<!DOCTYPE html><html lang="de"')).toBe(true);
  return new DOMParser().parseFromString(html, "text/html");
}

/** The modules the page runs, by their code; a page fetches none. */
const modulesOf = (page: Document) => {
  expect(page.querySelectorAll("script[src]")).toHaveLength(0);
  return [...page.querySelectorAll('script[type="module"]')].map((script) => script.textContent);
};

describe("the document", () => {
  it("a content page runs the site module only, written into it, with its head and mode", () => {
    const page = documentAt("/psychotherapie/traumatherapie/fuerth");
    expect(modulesOf(page)).toEqual([SITE_CODE]);
    expect(page.documentElement.dataset.mode).toBe("psychotherapie");
    expect(page.title).toContain("Fürth");
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(
      /\/psychotherapie\/traumatherapie\/fuerth$/,
    );
    expect(page.querySelector("main h1")).not.toBeNull();
  });

  it("a contact page runs the contact entry besides the site module, which names the island", () => {
    const page = documentAt("/sportphysiotherapie/kontakt");
    expect(modulesOf(page)).toEqual([SITE_CODE, CONTACT_CODE]);
    expect(page.querySelector("script[data-island]")?.getAttribute("data-island")).toBe(
      "/assets/contact-hydrate-1.js",
    );
    expect(page.documentElement.dataset.mode).toBe("sportphysiotherapie");
  });

  it("the 404 page is neutral and not indexed", () => {
    const page = documentAt("/404");
    expect(page.documentElement.dataset.mode).toBe("default");
    expect(modulesOf(page)).toEqual([SITE_CODE]);
    expect(page.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(page.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it("marks the navigation link of the current page and of the page above it", () => {
    const current = (path: string) =>
      [...documentAt(path).querySelectorAll('a[aria-current="page"]')].map((link) =>
        link.getAttribute("href"),
      );
    expect(current("/psychotherapie/leistungen/paartherapie/fuerth")).toContain(
      "/psychotherapie/leistungen/paartherapie",
    );
    expect(current("/impressum")).toEqual([]);
  });
});
