/**
 * The city rules of requirements §2 in the browser, on the three city routes: no slug, every known
 * slug and an unknown one. Known slugs are prerendered; every unknown one is answered with the
 * page the build prerendered for one, with and without JavaScript.
 */
import type { Page } from "@playwright/test";
import { CITIES } from "#content/cities.ts";
import { psychotherapieLanding } from "#content/pages/psychotherapie-landing.ts";
import { paartherapieInvitation } from "#content/pages/psychotherapie-leistungen.ts";
import { traumatherapieLead } from "#content/pages/traumatherapie.ts";
import { practice } from "#content/practice.ts";
import { expect, scriptsReady, test } from "./fixtures.ts";
import { plain } from "./pages-helpers.ts";
import { CITY_SLUGS } from "./spec-urls.ts";

const names = CITIES as Record<string, string>;
/** The text of an HTML fragment as a visitor reads it (React escapes these five in text). */
const textOf = (html: string) =>
  plain(
    html
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&quot;", '"')
      .replaceAll("&#x27;", "'")
      .replaceAll("&amp;", "&"),
  );
const mainOf = (html: string) => textOf(html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "");
const h1Of = (html: string) => textOf(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? "").trim();
/** The hero's title between 'Ihr' and 'in der Umgebung {city}' (the practice's licence). */
const heroTitle = plain(psychotherapieLanding.cityHero.title);
const invitationOf = (html: string) =>
  textOf(html.match(/id="erstgespraech"[\s\S]*?<p>([\s\S]*?)<\/p>/)?.[1] ?? "");

test.describe("prerendered city pages", () => {
  test("psychotherapy landing: 'Ihr' / title / 'in der Umgebung {city}'", async ({ request }) => {
    for (const slug of CITY_SLUGS) {
      const html = await (await request.get(`/psychotherapie/${slug}`)).text();
      expect(h1Of(html), slug).toBe(`Ihr ${heroTitle} in der Umgebung ${names[slug]}`);
      expect(mainOf(html), slug).not.toContain("Wege zur inneren Stärke und Stabilität");
      expect(html, slug).toContain(
        `<link rel="canonical" href="${practice.siteUrl}/psychotherapie/${slug}"`,
      );
    }
    const html = await (await request.get("/psychotherapie")).text();
    expect(h1Of(html)).toBe(heroTitle);
    expect(mainOf(html)).toContain("Wege zur inneren Stärke und Stabilität");
  });

  test("trauma therapy names the city in its lead", async ({ request }) => {
    for (const slug of CITY_SLUGS) {
      const html = await (await request.get(`/psychotherapie/traumatherapie/${slug}`)).text();
      const lead = textOf(html.match(/<p class="hero__lead">([\s\S]*?)<\/p>/)?.[1] ?? "");
      expect(lead, slug).toContain(names[slug]);
    }
  });

  test("couples therapy invites to the practice with the city; Oberasbach without one", async ({
    request,
  }) => {
    for (const slug of CITY_SLUGS) {
      const html = await (
        await request.get(`/psychotherapie/leistungen/paartherapie/${slug}`)
      ).text();
      const invitation = invitationOf(html);
      expect(invitation, slug).toBe(plain(paartherapieInvitation(names[slug])));
      expect(invitation, slug).toContain(names[slug]);
    }
    const html = await (await request.get("/psychotherapie/leistungen/paartherapie")).text();
    const invitation = invitationOf(html);
    expect(invitation).toBe(plain(paartherapieInvitation("Oberasbach")));
    expect(invitation).toContain("Oberasbach");
  });

  test("the page for an unknown slug is no page of its own: not in the sitemap", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/psychotherapie/leistungen/paartherapie</loc>");
    expect(sitemap).not.toContain("unbekannter-ort");
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`an unknown city slug, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    const open = async (page: Page, url: string) => {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      if (javaScriptEnabled) await scriptsReady(page);
    };

    test("landing and trauma pages render without a city", async ({ page }) => {
      await open(page, "/psychotherapie/atlantis");
      await expect(page.locator("main h1")).toHaveText(heroTitle);
      await expect(page.locator("main")).toContainText("Wege zur inneren Stärke und Stabilität");
      await expect(page.locator("main")).not.toContainText("in der Umgebung");

      await open(page, "/psychotherapie/traumatherapie/atlantis");
      const lead = page.locator("main .hero__lead");
      await expect(lead).toHaveText(plain(traumatherapieLead(undefined)));
      for (const name of Object.values(names)) await expect(lead).not.toContainText(name);
    });

    test("couples therapy: the invitation names no city, not even Oberasbach", async ({ page }) => {
      await open(page, "/psychotherapie/leistungen/paartherapie/atlantis");
      const invitation = page.locator("#erstgespraech p").first();
      await expect(invitation).toHaveText(plain(paartherapieInvitation(undefined)));
      await expect(page.locator("main")).not.toContainText("atlantis");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        /\/psychotherapie\/leistungen\/paartherapie$/,
      );
    });
  });
}
