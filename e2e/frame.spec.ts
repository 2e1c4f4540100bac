import type { Page } from "@playwright/test";
import { certificates, practice } from "#content/practice.ts";
import { SPEC_MENUS } from "#test-support/spec-menus.ts";
import { expectAxeClean } from "./axe.ts";
import { expect, gotoReady, scriptsReady, test } from "./fixtures.ts";
import {
  clickInPlace,
  disclosureOf,
  headerNav,
  markDocument,
  menuToggle,
  plainPoint,
  quickToggle,
  sameDocument,
  scrollPastFirstScreen,
  summary,
} from "./frame-helpers.ts";

test.describe("menus per mode in the browser", () => {
  for (const mode of ["psychotherapie", "sportphysiotherapie"] as const) {
    test(`${mode}: the spec's menus, opened by mouse`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await gotoReady(page, `/${mode}`);
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

  test("a dropdown link loads its page as a new document, whose menus are closed", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoReady(page, "/sportphysiotherapie");
    await markDocument(page);
    const nav = headerNav(page);
    await summary(nav, "Leistungsangebot").click();
    await nav.getByRole("link", { name: "Lymphdrainage" }).click();
    await expect(page).toHaveURL(/\/sportphysiotherapie\/lymphdrainage$/);
    await scriptsReady(page);
    expect(await sameDocument(page)).toBe(false);
    await expect(disclosureOf(summary(nav, "Leistungsangebot"))).not.toHaveAttribute("open");
    await expect(nav.getByRole("link", { name: "Lymphdrainage" })).toBeHidden();
    // The current page's link is marked for assistive technology.
    await summary(nav, "Leistungsangebot").click();
    await expect(nav.getByRole("link", { name: "Lymphdrainage" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("menus work by keyboard: Enter opens, Escape closes and returns focus", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoReady(page, "/psychotherapie");
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

  test("phone: Escape in a submenu returns the focus to its toggle, the next to „Menü“; also from nowhere", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await gotoReady(page, "/psychotherapie");
    const nav = headerNav(page);
    await menuToggle(page).click();
    await summary(nav, "Leistungen").click();
    await nav.getByRole("link", { name: "Depressionen" }).focus();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Depressionen" })).toBeHidden();
    await expect(summary(nav, "Leistungen")).toBeFocused();
    await expect(nav).toBeVisible();
    await expectAxeClean(page);
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(page.locator(".site-header details[open]")).toHaveCount(0);
    await expect(menuToggle(page)).toBeFocused();
    // A menu opened and then left without focus: Escape still puts the focus somewhere useful.
    await menuToggle(page).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
    await context.close();
  });

  test("desktop: Escape in a dropdown closes only it and focuses its toggle", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoReady(page, "/psychotherapie");
    const nav = headerNav(page);
    const toggle = summary(nav, "Therapieformen");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "EMDR", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "EMDR", exact: true })).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(nav).toBeVisible();
    await expectAxeClean(page);
  });

  test("a dropdown and the floating menu close each other; a click outside closes", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoReady(page, "/psychotherapie");
    await scrollPastFirstScreen(page);
    const nav = headerNav(page);
    const faq = page.locator(".quick-links").getByRole("link", { name: "FAQ" });
    await quickToggle(page).click();
    await expect(faq).toBeVisible();
    await clickInPlace(page, summary(nav, "Leistungen"));
    await expect(nav.getByRole("link", { name: "Depressionen" })).toBeVisible();
    await expect(faq).toBeHidden();
    await clickInPlace(page, quickToggle(page));
    await expect(faq).toBeVisible();
    await expect(nav.getByRole("link", { name: "Depressionen" })).toBeHidden();
    await clickInPlace(page, summary(nav, "Therapieformen"));
    await expect(nav.getByRole("link", { name: "Hypnose" })).toBeVisible();
    const outside = await plainPoint(page);
    await page.mouse.click(outside.x, outside.y);
    await expect(nav.getByRole("link", { name: "Hypnose" })).toBeHidden();
    await expect(faq).toBeHidden();
  });

  test("on a phone the mobile menu opens by touch and lists the menus", async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await gotoReady(page, "/sportphysiotherapie");
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
    await gotoReady(page, "/psychotherapie");
    const nav = headerNav(page);
    await summary(nav, "Leistungen").click();
    await expect(nav.getByRole("link", { name: "Depressionen" })).toBeVisible();
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 400);
    await expect(nav.getByRole("link", { name: "Depressionen" })).toBeHidden();
    await expect(disclosureOf(summary(nav, "Leistungen"))).not.toHaveAttribute("open");
    await expect(page.locator(".site-header")).toHaveAttribute("data-scrolled");
    // The floating menu shows once past the first screen; a further scroll closes it too.
    await scrollPastFirstScreen(page);
    await quickToggle(page).click();
    await expect(page.getByRole("link", { name: "FAQ", exact: true })).toBeVisible();
    await page.mouse.wheel(0, 400);
    await expect(page.getByRole("link", { name: "FAQ", exact: true })).toBeHidden();
    await expect(quickToggle(page)).toBeVisible();
    // Back at the top the header is no longer marked scrolled.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator(".site-header")).not.toHaveAttribute("data-scrolled");
  });
});

/**
 * Every link is a document load (decision 011): anchors are the browser's own. Where a link's
 * page opens, where Back returns, the focus, the view transition and an anchor within a page are
 * navigation.spec.ts and pages-screens.spec.ts (the trauma page's scroll button).
 */
test.describe("document loads", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  test("an anchor of another page opens at its target, below the sticky header, marked scrolled", async ({
    page,
  }) => {
    await gotoReady(page, "/psychotherapie#depressionen");
    const heading = page.locator("#depressionen h2");
    await expect(heading).toBeInViewport();
    const header = await page.locator(".site-header").boundingBox();
    const target = await heading.boundingBox();
    expect(target?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    // The header knows from the start that the page is not at its top.
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    await expect(page.locator(".site-header")).toHaveAttribute("data-scrolled");
    // An anchor in the footer, which is laid out only when it comes near (content-visibility).
    await gotoReady(page, "/datenschutz#site-footer");
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    await expect(page.locator("#site-footer")).toBeInViewport();
  });
});

test.describe("quick links", () => {
  test("lead to the mode's FAQ and contact page", async ({ page }) => {
    await gotoReady(page, "/sportphysiotherapie/rehabilitation");
    await scrollPastFirstScreen(page);
    await quickToggle(page).click();
    await page.getByRole("link", { name: "Kontakt", exact: true }).click();
    await expect(page).toHaveURL(/\/sportphysiotherapie\/kontakt$/);
    await expect(page.locator("main h1")).toBeVisible();
    await expect(quickToggle(page)).toHaveCount(0);
  });

  // Which pages carry them is a matter of the prerendered frame: app/frame/site-frame.test.tsx.
});

test.describe("footer and title", () => {
  for (const { url, logos, title } of [
    {
      url: "/psychotherapie",
      logos: certificates.length,
      title: /^Psychotherapie in Oberasbach \| .+ - Wege zur inneren Stärke$/,
    },
    {
      url: "/sportphysiotherapie",
      logos: 0,
      title: /^Sportphysiotherapie Oberasbach \| .+ - Für Ihre schnelle Regeneration$/,
    },
    { url: "/home", logos: 0, title: undefined },
  ]) {
    test(`${url}: contact facts, year, version and ${logos} logos${title ? "; the spec's title" : ""}`, async ({
      page,
    }) => {
      await gotoReady(page, url);
      if (title) await expect(page).toHaveTitle(title);
      const footer = page.getByRole("contentinfo");
      await expect(footer.locator("address")).toContainText(practice.address.street);
      await expect(footer.locator("address")).toContainText(practice.address.city);
      await expect(footer.locator('a[href^="tel:"]')).toHaveAttribute("href", practice.phone.href);
      await expect(footer.locator('a[href^="mailto:"]')).toHaveAttribute(
        "href",
        `mailto:${practice.email}`,
      );
      await expect(footer.locator('a[href*="instagram.com"]')).toHaveAttribute(
        "href",
        practice.instagram.url,
      );
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
      await expect(footer).toContainText("Version 1.0.1");
      await expect(footer.locator(".site-footer__certificates").getByRole("img")).toHaveCount(
        logos,
      );
      if (logos === 0) return;
      // The seals are pictures named by their certificates; their lettering is no text: what
      // assistive technology gets is a picture per certificate with its name.
      const seals = footer.getByRole("list", { name: "Zertifikate und Mitgliedschaften" });
      expect(await seals.ariaSnapshot()).toBe(
        [
          '- list "Zertifikate und Mitgliedschaften":',
          ...certificates.map((certificate) => `  - listitem:\n    - img "${certificate.name}"`),
        ].join("\n"),
      );
    });
  }
});

test.describe("head data", () => {
  test("sitemap.xml lists the pages and robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/psychotherapie/leistungen/paartherapie/nuernberg</loc>");
    expect(sitemap).toContain("/impressum</loc>");
    expect(sitemap).not.toContain("/404</loc>");
    expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap: ");
  });
});
