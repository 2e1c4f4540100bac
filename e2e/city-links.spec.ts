/**
 * The 27 city pages (requirements §2) are reachable by links: each page with city variants (the
 * psychotherapy landing, trauma therapy, couples therapy) carries one German sentence linking
 * its variants, "… in Oberasbach – auch für … aus A, B, … und H.", in the prerendered HTML: the
 * practice's own town first, never listed among the surrounding ones; a city's own page leaves
 * itself out. The links are plain links: each loads its city's page.
 */
import { CITIES, HOME_CITY_SLUG } from "#content/cities.ts";
import { expect, scriptsReady, test } from "./fixtures.ts";
import { markDocument, sameDocument } from "./frame-helpers.ts";
import { plain } from "./pages-helpers.ts";
import { CITY_SLUGS } from "./spec-urls.ts";

const BASES = [
  "/psychotherapie",
  "/psychotherapie/traumatherapie",
  "/psychotherapie/leistungen/paartherapie",
] as const;

const names = CITIES as Record<string, string>;
const home = names[HOME_CITY_SLUG] ?? "";
/** The surrounding towns as the sentence lists them: alphabetically, the German way (ü as u). */
const alphabetical = CITY_SLUGS.filter((slug) => slug !== HOME_CITY_SLUG).sort((a, b) =>
  (names[a] ?? "").localeCompare(names[b] ?? "", "de"),
);

/** The city sentence of a prerendered page: its text and its links' targets and names. */
function cityLine(html: string) {
  const line = html.match(/<p class="city-line">([\s\S]*?)<\/p>/)?.[1];
  if (line === undefined) return undefined;
  const links = [...line.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((match) => ({
    href: match[1],
    name: match[2],
  }));
  const text = plain(line.replace(/<!--.*?-->/g, "").replace(/<[^>]+>/g, ""));
  return { text, links };
}

/** "A, B und C": German for a list. */
const germanList = (items: readonly string[]) =>
  items.length < 2
    ? items.join("")
    : `${items.slice(0, -1).join(", ")} und ${items[items.length - 1]}`;

for (const base of BASES) {
  test.describe(base, () => {
    test("the page without a city links all its city variants in one German sentence", async ({
      request,
    }) => {
      const line = cityLine(await (await request.get(base)).text());
      expect(line, "the city sentence").toBeDefined();
      expect(line?.links).toEqual(
        [HOME_CITY_SLUG, ...alphabetical].map((slug) => ({
          href: `${base}/${slug}`,
          name: names[slug],
        })),
      );
      expect(line?.text).toMatch(
        new RegExp(
          `^\\S+ in ${home} – auch für .+ aus ${germanList(alphabetical.map((slug) => names[slug] ?? ""))}\\.$`,
        ),
      );
    });

    test("each city page links every other city variant and not itself", async ({ request }) => {
      for (const slug of CITY_SLUGS) {
        const line = cityLine(await (await request.get(`${base}/${slug}`)).text());
        const others = alphabetical.filter((other) => other !== slug);
        const linked = slug === HOME_CITY_SLUG ? others : [HOME_CITY_SLUG, ...others];
        expect(line?.links, slug).toEqual(
          linked.map((other) => ({ href: `${base}/${other}`, name: names[other] })),
        );
        expect(line?.text, slug).toMatch(
          new RegExp(
            `^\\S+ ${slug === HOME_CITY_SLUG ? "" : `in ${home} – `}auch für .+ aus ${germanList(others.map((other) => names[other] ?? ""))}\\.$`,
          ),
        );
      }
    });
  });
}

test("a city link loads its page", async ({ page }) => {
  await page.goto("/psychotherapie/traumatherapie");
  await scriptsReady(page);
  await markDocument(page);
  await page.locator(".city-line").getByRole("link", { name: "Fürth" }).click();
  await expect(page).toHaveURL(/\/psychotherapie\/traumatherapie\/fuerth$/);
  await expect(page.locator(".hero__lead")).toContainText("Fürth");
  await expect(page.locator(".city-line").getByRole("link", { name: "Fürth" })).toHaveCount(0);
  expect(await sameDocument(page)).toBe(false);
});
