/**
 * The screens of requirements §2 in the browser: the prerendered pages with their defining texts
 * and links, the head data of every page, the home page's bottom bar, the typewriter's timing
 * (its pause and reduced motion: hero-motion.spec.ts) and the trauma page's scroll button. (Its
 * axe checks of the page templates are part of quality-axe.spec.ts.)
 */
import { psychotherapieLanding } from "#content/pages/psychotherapie-landing.ts";
import { psychotherapieMethoden } from "#content/pages/psychotherapie-methoden.ts";
import { sportLanding } from "#content/pages/sport-landing.ts";
import { traumatherapie } from "#content/pages/traumatherapie.ts";
import { expect, scriptsReady, test } from "./fixtures.ts";
import { markDocument, sameDocument } from "./frame-helpers.ts";
import { plain } from "./pages-helpers.ts";
import { PAGE_URLS } from "./spec-urls.ts";

test.describe("head data", () => {
  test("every page has its own description, author, keywords, canonical URL, favicon and Open Graph data", async ({
    request,
  }) => {
    const descriptions = new Map<string, string>();
    for (const url of PAGE_URLS) {
      const html = await (await request.get(url)).text();
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1];
      expect(description, url).toBeTruthy();
      for (const name of ["author", "keywords"]) {
        expect(html, `${url} ${name}`).toMatch(
          new RegExp(`<meta name="${name}" content="[^"]*\\S`),
        );
      }
      expect(html, url).toMatch(/<meta property="og:title" content="[^"]+"/);
      const canonical = html.match(/<link rel="canonical" href="https:\/\/[^/"]+([^"]*)"/)?.[1];
      // Its own URL; the same page under another mode's URL (/warum-…) names that page's.
      if (canonical !== url) expect(url, `canonical ${canonical}`).toMatch(/\/warum-/);
      expect(PAGE_URLS, `${url}: canonical`).toContain(canonical);
      expect(html, url).toMatch(/<link rel="icon" href="[^"]*favicon/);
      descriptions.set(url, description ?? "");
    }
    // One page, one description: only the same page under several URLs shares one.
    expect(new Set(descriptions.values()).size).toBeGreaterThanOrEqual(40);
  });

  test("the landing pages describe the practice in JSON-LD", async ({ request }) => {
    for (const [url, type] of [
      ["/psychotherapie", "MedicalBusiness"],
      ["/sportphysiotherapie", "Physiotherapy"],
    ] as const) {
      const html = await (await request.get(url)).text();
      const json = html.match(/<script type="application\/ld\+json">([^<]+)<\/script>/)?.[1];
      expect(json, url).toBeTruthy();
      expect(JSON.parse(json ?? "{}")["@type"], url).toBe(type);
    }
  });
});

test.describe("home", () => {
  test("wide screen: background, logo, tagline and the two links in the page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/home");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 }).getByRole("img")).toBeVisible();
    await expect(main.getByText("Körper. Geist. Stärke.")).toBeVisible();
    await expect(main.locator(".home__stage .hero-backdrop img")).toBeVisible();
    await expect(main.getByRole("link", { name: /^Psychotherapie/ })).toHaveAttribute(
      "href",
      "/psychotherapie",
    );
    await expect(main.getByRole("link", { name: /^Sportphysiotherapie/ })).toHaveAttribute(
      "href",
      "/sportphysiotherapie",
    );
    await expect(page.getByRole("navigation", { name: "Bereiche" })).toBeHidden();
    const stage = await main.locator(".home__stage").boundingBox();
    expect(stage?.height).toBeGreaterThanOrEqual(800 - 64 - 1);
  });

  test("small screen: the same two links in a fixed bottom bar that fits 320 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/home");
    const bar = page.getByRole("navigation", { name: "Bereiche" });
    await expect(bar).toBeVisible();
    await expect(page.locator(".home__links")).toBeHidden();
    const psycho = bar.getByRole("link", { name: "Psychotherapie", exact: true });
    const sport = bar.getByRole("link", { name: "Sportphysiotherapie", exact: true });
    await expect(psycho).toHaveAttribute("href", "/psychotherapie");
    await expect(sport).toHaveAttribute("href", "/sportphysiotherapie");
    for (const link of [psycho, sport]) {
      const box = await link.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
      // The text stays inside its button.
      expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      );
    }
    const barBox = await bar.boundingBox();
    expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeCloseTo(640, 0);
    await page.mouse.wheel(0, 2000);
    await expect
      .poll(
        async () => ((await bar.boundingBox())?.y ?? 0) + ((await bar.boundingBox())?.height ?? 0),
      )
      .toBeCloseTo(640, 0);
    await expect(page.locator("body")).toHaveJSProperty("scrollWidth", 320);
  });
});

test.describe("landing pages", () => {
  test("psychotherapy: tagline, five topics with their links, why me, contact", async ({
    page,
  }) => {
    await page.goto("/psychotherapie");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      plain(psychotherapieLanding.cityHero.title),
    );
    await expect(main.getByText("Wege zur inneren Stärke und Stabilität")).toBeVisible();
    await expect(main.locator(".hero-backdrop img")).toBeVisible();
    expect(psychotherapieLanding.topics).toHaveLength(5);
    for (const topic of psychotherapieLanding.topics) {
      await expect(
        main.getByRole("heading", { level: 2, name: plain(topic.heading), exact: true }),
      ).toBeVisible();
    }
    for (const path of ["emdr-traumatherapie", "angststoerungen", "depressionen"]) {
      await expect(
        main.locator(`.topics a[href="/psychotherapie/leistungen/${path}"]`).first(),
      ).toBeVisible();
    }
    await main
      .getByRole("link", { name: plain(psychotherapieLanding.whyMe.link.label), exact: true })
      .click();
    await expect(page).toHaveURL(/\/psychotherapie\/warum-psychotherapie$/);
    await expect(page.locator(".reason")).toHaveCount(5);
  });

  test("sports: four sections and the panel 'Persönliches Beratungsgespräch'", async ({ page }) => {
    await page.goto("/sportphysiotherapie");
    const main = page.locator("main");
    expect(sportLanding.sections).toHaveLength(4);
    for (const { heading } of sportLanding.sections) {
      await expect(
        main.getByRole("heading", { level: 2, name: plain(heading), exact: true }),
      ).toBeVisible();
    }
    const panel = main.locator(".contact-panel");
    await expect(panel.getByRole("heading")).toHaveText("Persönliches Beratungsgespräch");
    await panel.getByRole("link", { name: "Jetzt einen Termin anfragen" }).click();
    await expect(page).toHaveURL(/\/sportphysiotherapie\/kontakt$/);
  });
});

test.describe("typewriter", () => {
  const texts: readonly string[] = sportLanding.typewriter.map(plain);
  const first = texts[0] ?? "";
  /** The text that follows `text` in the rotation. */
  const followerOf = (text: string) => texts[(texts.indexOf(text) + 1) % texts.length] ?? "";

  test("shows the next text every 5 s and types it within 4 s", async ({ page }) => {
    // The page's clock stands still from its start: time moves only when the test moves it.
    await page.clock.install({ time: new Date("2030-01-01T08:00:00") });
    await page.clock.pauseAt(new Date("2030-01-01T08:00:01"));
    await page.goto("/sportphysiotherapie");
    await scriptsReady(page);
    const line = page.locator(".typewriter__text");
    const shown = async () => plain((await line.textContent()) ?? "");
    const [second, third] = [followerOf(first), followerOf(followerOf(first))];
    await expect(line).toHaveText(first);
    await page.clock.runFor(4_900);
    await expect(line).toHaveText(first);
    // 5 s after the start the second text begins, from nothing, typed evenly over 4 s.
    await page.clock.runFor(200);
    expect((await shown()).length).toBeLessThan(second.length / 4);
    expect(second.startsWith(await shown())).toBe(true);
    await page.clock.runFor(2_000);
    expect((await shown()).length).toBeGreaterThan(second.length / 4);
    expect((await shown()).length).toBeLessThan(second.length);
    expect(second.startsWith(await shown())).toBe(true);
    // Typed within 4 s, then it stands until the next one starts.
    await page.clock.runFor(2_000);
    await expect(line).toHaveText(second);
    await page.clock.runFor(800);
    await expect(line).toHaveText(second);
    await page.clock.runFor(200);
    expect(await shown()).not.toBe(second);
    expect(third.startsWith(await shown())).toBe(true);
    await page.clock.runFor(4_000);
    await expect(line).toHaveText(third);
    await page.clock.runFor(5_000);
    await expect(line).toHaveText(first);
  });
});

test.describe("content pages", () => {
  test("trauma therapy: the scroll button brings its section into view, in the page; Back scrolls back", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 640 });
    await page.goto("/psychotherapie/traumatherapie");
    await scriptsReady(page);
    await markDocument(page);
    const { label, targetId } = traumatherapie.scrollButton;
    const target = traumatherapie.sections.find((section) => section.id === targetId);
    await page.getByRole("link", { name: plain(label), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${targetId}$`));
    await expect(
      page.getByRole("heading", { name: plain(target?.heading ?? ""), exact: true }),
    ).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    for (const path of ["emdr", "systematische-therapie", "somatic-experiencing"]) {
      await expect(page.locator(`main a[href="/psychotherapie/${path}"]`)).toBeVisible();
    }
    // A fragment link is the browser's own: the same document, and Back returns to the top.
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await sameDocument(page)).toBe(true);
  });

  test("EMDR lists its eight phases in order and ends with 'Jetzt Termin anfragen'", async ({
    page,
  }) => {
    await page.goto("/psychotherapie/emdr");
    await expect(page.locator("main ol.steps > li")).toHaveCount(8);
    const phases = psychotherapieMethoden.emdr.sections.flatMap((section) => section.steps ?? []);
    await expect(page.locator("main ol.steps .steps__title")).toHaveText(
      phases.map((phase) => plain(phase.title)),
    );
    await expect(page.locator("main .contact-panel").getByRole("link")).toHaveText(
      "Jetzt Termin anfragen",
    );
  });

  test("sports service pages end with the small panel", async ({ page }) => {
    for (const slug of ["rehabilitation", "klassische-massage", "lymphdrainage"]) {
      await page.goto(`/sportphysiotherapie/${slug}`);
      const panel = page.locator("main .contact-panel");
      await expect(panel).toHaveClass(/contact-panel--small/);
      await expect(panel.getByRole("heading")).toHaveText("Persönliches Beratungsgespräch");
      await expect(panel.getByRole("link")).toHaveText("Jetzt einen Termin anfragen");
    }
    await expect(page.locator("main")).toContainText(/30\sbis\s60\sMinuten/);
  });

  test("about page: name, two portraits by mode", async ({ page }) => {
    const sources: string[] = [];
    for (const url of [
      "/ueber-mich",
      "/psychotherapie/ueber-mich",
      "/sportphysiotherapie/ueber-mich",
    ]) {
      await page.goto(url);
      await expect(page.locator("main .about__name")).toHaveText(/\S/);
      const images = page.locator("main .portraits img");
      await expect(images).toHaveCount(2);
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveAttribute("alt", /\S/);
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        sources.push((await image.getAttribute("src")) ?? "");
      }
    }
    expect(new Set(sources).size).toBe(6);
  });
});
