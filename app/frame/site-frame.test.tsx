import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { certificates, fullAddress, practice } from "#content/practice.ts";
import { inPage, plain } from "#test-support/pages.tsx";
import { SPEC_MENUS } from "#test-support/spec-menus.ts";
import { SiteFrame } from "./site-frame.tsx";

function FramedPage() {
  return (
    <SiteFrame>
      <h1>Seite</h1>
    </SiteFrame>
  );
}

const stubAt = (path: string) => inPage(path, <FramedPage />);

const renderAt = (path: string) => render(stubAt(path));

const nav = () => screen.getByRole("navigation", { name: "Hauptmenü" });
/** The summary of a header menu (a dropdown's label or "Menü"). */
const toggle = (name: string) =>
  within(screen.getByRole("banner")).getByText(name, { selector: "summary" });
const quickToggle = () => screen.getByText("FAQ & Kontakt", { selector: "summary" });
const mobileToggle = () => toggle("Menü");
/** The disclosure a summary opens. */
const disclosure = (summary: HTMLElement) => summary.closest("details") as HTMLDetailsElement;

describe("menus per mode", () => {
  for (const mode of ["psychotherapie", "sportphysiotherapie"] as const) {
    it(`${mode}: exactly the spec's labels, children paths and quick links`, async () => {
      const user = userEvent.setup();
      renderAt(`/${mode}`);
      const spec = SPEC_MENUS[mode];
      const topLevel = within(nav())
        .getAllByRole("listitem")
        .filter((item) => item.parentElement?.classList.contains("site-nav__list"));
      expect(
        topLevel.map(
          (item) => item.querySelector(":scope > a, :scope > details > summary")?.textContent,
        ),
      ).toEqual(spec.labels);
      for (const [label, paths] of Object.entries(spec.children)) {
        await user.click(toggle(label));
        const links = within(disclosure(toggle(label))).getAllByRole("link");
        expect(links.map((link) => link.getAttribute("href"))).toEqual(paths);
        expect(disclosure(toggle(label))).toHaveAttribute("open");
        for (const link of links) expect(link.textContent?.trim()).not.toBe("");
      }
      for (const [label, path] of Object.entries(spec.links)) {
        expect(within(nav()).getByRole("link", { name: label })).toHaveAttribute("href", path);
      }
      await user.click(quickToggle());
      expect(disclosure(quickToggle())).toHaveAttribute("open");
      for (const [label, path] of Object.entries(spec.quickLinks)) {
        const link = within(disclosure(quickToggle())).getByRole("link", { name: label });
        expect(link).toHaveAttribute("href", path);
      }
    });
  }

  it("menus are disclosures grouped by name, so they open one at a time without script", () => {
    renderAt("/psychotherapie");
    const group = (summary: HTMLElement) => disclosure(summary).getAttribute("name");
    expect(group(toggle("Leistungen"))).toMatch(/\S/);
    expect(group(toggle("Therapieformen"))).toBe(group(toggle("Leistungen")));
    // The phone menu and the floating menu cover each other: they share a group of their own.
    expect(group(mobileToggle())).toMatch(/\S/);
    expect(group(quickToggle())).toBe(group(mobileToggle()));
    expect(group(mobileToggle())).not.toBe(group(toggle("Leistungen")));
  });
});

/**
 * The frame is rendered at build time only (decision 011): its HTML is the page, and the rules
 * of requirements §4 that HTML cannot express are the site module's (app/browser/frame.test.tsx).
 */
describe("the prerendered frame", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const prerendered = (path: string) => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(stubAt(path));
    return container;
  };

  it("has its menus as closed disclosures, which the browser opens by their summary", async () => {
    const container = prerendered("/psychotherapie");
    document.body.append(container);
    expect(container.querySelectorAll("details > summary")).toHaveLength(4);
    expect(container.querySelectorAll("details[open]")).toHaveLength(0);
    const leistungen = within(container).getByText("Leistungen", { selector: "summary" });
    await userEvent.setup().click(leistungen);
    expect(disclosure(leistungen)).toHaveAttribute("open");
    container.remove();
  });

  it("marks the current page in the menu (aria-current)", () => {
    const container = prerendered("/psychotherapie/leistungen/depressionen");
    const current = container.querySelectorAll('[aria-current="page"]');
    expect([...current].map((link) => link.getAttribute("href"))).toEqual([
      "/psychotherapie/leistungen/depressionen",
    ]);
  });

  it("carries no state and no script of its own", () => {
    const html = prerendered("/psychotherapie").innerHTML;
    expect(html).not.toContain("data-scrolled");
    expect(html).not.toContain("<script");
  });

  it("writes the build's year into the footer, where the site module puts the visitor's", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00") });
    const year = prerendered("/home").querySelector(".site-footer__meta .site-footer__year");
    expect(year?.textContent).toBe("2026");
  });
});

describe("quick links and footer", () => {
  it("hides the quick links on the three contact pages", () => {
    for (const path of ["/kontakt", "/psychotherapie/kontakt", "/sportphysiotherapie/kontakt"]) {
      const { unmount } = renderAt(path);
      expect(screen.queryByText("FAQ & Kontakt", { selector: "summary" }), path).toBeNull();
      unmount();
    }
    renderAt("/faq");
    expect(quickToggle()).toBeInTheDocument();
  });

  it("shows the practice's certificate logos only in psychotherapie mode", () => {
    expect(certificates.length).toBeGreaterThan(0);
    for (const [path, count] of [
      ["/psychotherapie", certificates.length],
      ["/sportphysiotherapie", 0],
      ["/home", 0],
    ] as const) {
      const { unmount } = renderAt(path);
      const footer = screen.getByRole("contentinfo");
      expect(within(footer).queryAllByRole("img"), path).toHaveLength(count);
      unmount();
    }
  });

  it("draws the seals inline with their names (an SVG <img> is a document of its own to lay out)", () => {
    renderAt("/psychotherapie");
    const footer = screen.getByRole("contentinfo");
    expect(
      within(footer)
        .getAllByRole("img")
        .map((seal) => [seal.tagName.toLowerCase(), seal.getAttribute("aria-label")]),
    ).toEqual(certificates.map((certificate) => ["svg", certificate.name]));
    expect(footer.querySelector("img")).toBeNull();
    within(footer)
      .getAllByRole("img")
      .forEach((seal, index) => {
        const { title, subtitle } = certificates[index] ?? {};
        expect(seal).toHaveTextContent(`${title}${subtitle}`);
      });
  });

  it("shows address, phone link with the treatment note, e-mail, Instagram, year, credit and version", () => {
    renderAt("/home");
    const footer = within(screen.getByRole("contentinfo"));
    expect(footer.getByRole("link", { name: practice.phone.display })).toHaveAttribute(
      "href",
      practice.phone.href,
    );
    expect(footer.getByText(plain(practice.phoneNote))).toBeInTheDocument();
    expect(footer.getByRole("link", { name: practice.email })).toHaveAttribute(
      "href",
      `mailto:${practice.email}`,
    );
    expect(footer.getByRole("link", { name: /Instagram/ })).toHaveAttribute(
      "href",
      practice.instagram.url,
    );
    expect(footer.getByRole("link", { name: /Instagram/ })).toHaveTextContent(
      practice.instagram.handle,
    );
    expect(footer.getByText(`${new Date().getFullYear()}`)).toBeInTheDocument();
    expect(footer.getByText("Version 1.0.1")).toBeInTheDocument();
    expect(
      footer.getByRole("link", { name: (name) => name.endsWith(fullAddress) }),
    ).toHaveAttribute("href", practice.mapUrl);
    const address = screen.getByRole("contentinfo").querySelector("address");
    expect(address).toHaveTextContent(plain(practice.address.street));
    expect(address).toHaveTextContent(
      plain(`${practice.address.postalCode} ${practice.address.city}`),
    );
    expect(footer.getByText(plain(practice.builderCredit))).toBeInTheDocument();
  });
});
