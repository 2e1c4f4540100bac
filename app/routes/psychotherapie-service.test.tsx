import { describe, expect, it } from "vitest";
import { crisisNumbers } from "#content/crisis.ts";
import { PSYCHOTHERAPIE_SERVICE_SLUGS } from "#content/page-slugs.ts";
import { psychotherapieLeistungen } from "#content/pages/psychotherapie-leistungen.ts";
import { practice } from "#content/practice.ts";
import {
  canonicalOf,
  expectContactPanel,
  expectHeadingOutline,
  h1,
  h2Texts,
  headAt,
  metaContent,
  plain,
  renderPage,
} from "#test-support/pages.tsx";

describe("Psychotherapy service pages", () => {
  it("depressionen: the crisis section ends with every crisis number as a tel: link", () => {
    const path = "/psychotherapie/leistungen/depressionen";
    const { container } = renderPage(path);
    const section = container.querySelector("section#krise") as HTMLElement;
    expect(section).toHaveClass("crisis-note");
    expect([...section.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual(
      Object.values(crisisNumbers).map((number) => number.href),
    );
  });

  const slugs = PSYCHOTHERAPIE_SERVICE_SLUGS.filter((slug) => slug !== "paartherapie");

  it.each(slugs)("/psychotherapie/leistungen/%s: hero, sections, its own panel", (slug) => {
    const path = `/psychotherapie/leistungen/${slug}`;
    const { container } = renderPage(path);
    const page = psychotherapieLeistungen[slug];
    expect(h1()).toHaveTextContent(plain(page.heading));
    expect(container.querySelector(".hero__lead")).toHaveTextContent(plain(page.lead));
    expect(h2Texts()).toEqual(expect.arrayContaining(page.sections.map((s) => plain(s.heading))));
    expectContactPanel(
      page.contactPanel.title,
      page.contactPanel.action,
      "/psychotherapie/kontakt",
    );
    const meta = headAt(path);
    expect(metaContent(meta, "description")).toBe(page.meta.description);
    expect(canonicalOf(meta)).toBe(`${practice.siteUrl}${path}`);
    expectHeadingOutline(container);
  });

  it("anxiety disorders: a panel about the way out of fear and an appointment now", () => {
    renderPage("/psychotherapie/leistungen/angststoerungen");
    const { title, action } = psychotherapieLeistungen.angststoerungen.contactPanel;
    expect(title).toMatch(/Angst/);
    expect(action).toBe("Jetzt Termin anfragen");
    expectContactPanel(title, action, "/psychotherapie/kontakt");
  });
});
