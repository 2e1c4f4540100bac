import AxeBuilder from "@axe-core/playwright";
import { SPEC_MENUS } from "../test-support/spec-menus.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import {
  disclosureOf,
  headerNav,
  menuToggle,
  quickToggle,
  scrollPastFirstScreen,
  summary,
} from "./frame-helpers.ts";

test.describe("menus per mode in the browser", () => {
  for (const mode of ["psychotherapie", "sportphysiotherapie"] as const) {
    test(`${mode}: the spec's menus, opened by mouse`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await gotoHydrated(page, `/${mode}`);
      const nav = headerNav(page);
      const spec = SPEC_MENUS[mode];
      await expect(
        nav.locator(".site-nav__list > li").locator(":scope > a, :scope > details > summary"),
      ).toHaveText([...spec.labels]);
      for (const [label, paths] of Object.entries(spec.children)) {
        await summary(nav, label).click();
        const dropdown = disclosureOf(summary(nav, label)).locator("ul");
        await expect(dropdown).toBeVisible();
        const hrefs = await dropdown
          .getByRole("link")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        expect(hrefs).toEqual(paths);
      }
    });
  }

  test("a dropdown link navigates and closes the menu", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/sportphysiotherapie");
    const nav = headerNav(page);
    await summary(nav, "Leistungsangebot").click();
    await nav.getByRole("link", { name: "Lymphdrainage" }).click();
    await expect(page).toHaveURL(/\/sportphysiotherapie\/lymphdrainage$/);
    await expect(disclosureOf(summary(nav, "Leistungsangebot"))).not.toHaveAttribute("open");
    await expect(nav.getByRole("link", { name: "Lymphdrainage" })).toBeHidden();
  });

  test("menus work by keyboard: Enter opens, Escape closes and returns focus", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/psychotherapie");
    const button = summary(headerNav(page), "Leistungen");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(disclosureOf(button)).toHaveAttribute("open");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Schmerztherapie mit EMDR" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(disclosureOf(button)).not.toHaveAttribute("open");
    await expect(page.getByRole("link", { name: "Schmerztherapie mit EMDR" })).toBeHidden();
    await expect(button).toBeFocused();
    // Space opens it too, as it would a button.
    await page.keyboard.press("Space");
    await expect(disclosureOf(button)).toHaveAttribute("open");
  });

  test("on a phone the mobile menu opens by touch and lists the menus", async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await gotoHydrated(page, "/sportphysiotherapie");
    const nav = headerNav(page);
    await expect(nav).toBeHidden();
    await menuToggle(page).tap();
    await expect(nav).toBeVisible();
    await summary(nav, "Leistungsangebot").tap();
    await expect(nav.getByRole("link", { name: "Rehabilitation" })).toBeVisible();
    await context.close();
  });

  test("scrolling closes every open menu", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await gotoHydrated(page, "/psychotherapie");
    const nav = headerNav(page);
    await summary(nav, "Leistungen").click();
    await expect(nav.getByRole("link", { name: "Depressionen" })).toBeVisible();
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 400);
    await expect(nav.getByRole("link", { name: "Depressionen" })).toBeHidden();
    await expect(disclosureOf(summary(nav, "Leistungen"))).not.toHaveAttribute("open");
    await expect(page.locator(".site-header")).toHaveAttribute("data-scrolled", "true");
    // The floating menu shows once past the first screen; a further scroll closes it too.
    await scrollPastFirstScreen(page);
    await quickToggle(page).click();
    await expect(page.getByRole("link", { name: "FAQ", exact: true })).toBeVisible();
    await page.mouse.wheel(0, 400);
    await expect(page.getByRole("link", { name: "FAQ", exact: true })).toBeHidden();
    await expect(quickToggle(page)).toBeVisible();
  });
});

test.describe("quick links", () => {
  test("lead to the mode's FAQ and contact page", async ({ page }) => {
    await gotoHydrated(page, "/sportphysiotherapie/rehabilitation");
    await scrollPastFirstScreen(page);
    await quickToggle(page).click();
    await page.getByRole("link", { name: "Kontakt", exact: true }).click();
    await expect(page).toHaveURL(/\/sportphysiotherapie\/kontakt$/);
    await expect(page.locator("main h1")).toBeVisible();
    await expect(quickToggle(page)).toHaveCount(0);
  });

  test("are hidden on the three contact pages and present elsewhere", async ({ page }) => {
    for (const url of ["/kontakt", "/psychotherapie/kontakt", "/sportphysiotherapie/kontakt"]) {
      await gotoHydrated(page, url);
      await expect(page.locator("main h1")).toBeVisible();
      await expect(page.locator(".quick-links"), url).toHaveCount(0);
    }
    for (const url of ["/home", "/psychotherapie", "/sportphysiotherapie/faq", "/impressum"]) {
      await gotoHydrated(page, url);
      await expect(page.locator(".quick-links"), url).toHaveCount(1);
    }
  });
});

test.describe("footer", () => {
  for (const [url, logos] of [
    ["/psychotherapie", 5],
    ["/sportphysiotherapie", 0],
    ["/home", 0],
  ] as const) {
    test(`${url}: contact facts, year, version and ${logos} logos`, async ({ page }) => {
      await gotoHydrated(page, url);
      const footer = page.getByRole("contentinfo");
      await expect(footer.locator("address")).toContainText("Oberasbach");
      await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
      await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
      await expect(footer.locator('a[href*="instagram.com"]')).toHaveCount(1);
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
      await expect(footer).toContainText("Version 1.0.1");
      await expect(footer.locator(".site-footer__certificates").getByRole("img")).toHaveCount(
        logos,
      );
    });
  }
});

test.describe("head data", () => {
  test("the landing pages carry the spec's titles", async ({ page }) => {
    await gotoHydrated(page, "/psychotherapie");
    await expect(page).toHaveTitle(
      /^Psychotherapie in Oberasbach \| .+ - Wege zur inneren Stärke$/,
    );
    await gotoHydrated(page, "/sportphysiotherapie");
    await expect(page).toHaveTitle(
      /^Sportphysiotherapie Oberasbach \| .+ - Für Ihre schnelle Regeneration$/,
    );
  });

  test("every page has description, author, keywords, canonical URL and favicon", async ({
    page,
  }) => {
    for (const url of ["/home", "/psychotherapie/emdr", "/sportphysiotherapie/faq"]) {
      await gotoHydrated(page, url);
      for (const name of ["description", "author", "keywords"]) {
        await expect(page.locator(`meta[name="${name}"]`), `${url} ${name}`).toHaveAttribute(
          "content",
          /\S/,
        );
      }
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${url}$`),
      );
      await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute("href", /favicon/);
    }
  });

  test("sitemap.xml lists the pages and robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/psychotherapie/leistungen/paartherapie/nuernberg</loc>");
    expect(sitemap).toContain("/impressum</loc>");
    expect(sitemap).not.toContain("/404</loc>");
    expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap: ");
  });
});

test.describe("accessibility (axe-core)", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  for (const url of ["/home", "/psychotherapie", "/sportphysiotherapie", "/gibt-es-nicht"]) {
    test(`${url} has no violations`, async ({ page }) => {
      await gotoHydrated(page, url);
      await expect(page.locator("main h1")).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual(
        [],
      );
    });
  }
});
