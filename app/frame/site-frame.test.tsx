import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { certificates } from "#content/practice.ts";
import { SPEC_MENUS } from "#test-support/spec-menus.ts";
import { SiteFrame } from "./site-frame.tsx";

function FramedPage() {
  return (
    <SiteFrame>
      <h1>Seite</h1>
    </SiteFrame>
  );
}

function stubAt(path: string) {
  const Stub = createRoutesStub([{ path: "*", Component: FramedPage }]);
  return <Stub initialEntries={[path]} />;
}

const renderAt = (path: string) => render(stubAt(path));

const nav = () => screen.getByRole("navigation", { name: "Hauptmenü" });
/** The summary of a header menu (a dropdown's label or "Menü"). */
const toggle = (name: string) =>
  within(screen.getByRole("banner")).getByText(name, { selector: "summary" });
const quickToggle = () => screen.getByText("FAQ & Kontakt", { selector: "summary" });
const mobileToggle = () => toggle("Menü");
/** The disclosure a summary opens. */
const disclosure = (summary: HTMLElement) => summary.closest("details") as HTMLDetailsElement;

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

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

describe("header transitions (requirements §4)", () => {
  it("an item with children toggles its dropdown; the same again closes it", async () => {
    const user = userEvent.setup();
    renderAt("/psychotherapie");
    // jsdom has no style sheet, so the phone menu has to be open for the dropdown to show.
    await user.click(mobileToggle());
    const link = () => within(nav()).getByRole("link", { name: "Depressionen" });
    expect(link()).not.toBeVisible();
    await user.click(toggle("Leistungen"));
    expect(disclosure(toggle("Leistungen"))).toHaveAttribute("open");
    expect(link()).toBeVisible();
    await user.click(toggle("Leistungen"));
    expect(disclosure(toggle("Leistungen"))).not.toHaveAttribute("open");
    expect(link()).not.toBeVisible();
  });

  it("choosing another dropdown closes the first", async () => {
    const user = userEvent.setup();
    renderAt("/psychotherapie");
    await user.click(toggle("Leistungen"));
    await user.click(toggle("Therapieformen"));
    expect(disclosure(toggle("Leistungen"))).not.toHaveAttribute("open");
    expect(disclosure(toggle("Therapieformen"))).toHaveAttribute("open");
  });

  it("opening a dropdown closes the floating menu", async () => {
    const user = userEvent.setup();
    renderAt("/psychotherapie");
    await user.click(quickToggle());
    expect(disclosure(quickToggle())).toHaveAttribute("open");
    await user.click(toggle("Therapieformen"));
    expect(disclosure(quickToggle())).not.toHaveAttribute("open");
    expect(disclosure(toggle("Therapieformen"))).toHaveAttribute("open");
  });

  it("toggling the floating menu closes the mobile menu and the dropdown", async () => {
    const user = userEvent.setup();
    renderAt("/sportphysiotherapie");
    await user.click(mobileToggle());
    await user.click(toggle("Leistungsangebot"));
    expect(disclosure(mobileToggle())).toHaveAttribute("open");
    await user.click(quickToggle());
    expect(disclosure(mobileToggle())).not.toHaveAttribute("open");
    expect(disclosure(toggle("Leistungsangebot"))).not.toHaveAttribute("open");
    expect(disclosure(quickToggle())).toHaveAttribute("open");
  });

  it("opening the mobile menu closes the floating menu", async () => {
    const user = userEvent.setup();
    renderAt("/sportphysiotherapie");
    await user.click(quickToggle());
    await user.click(mobileToggle());
    expect(disclosure(quickToggle())).not.toHaveAttribute("open");
    expect(disclosure(mobileToggle())).toHaveAttribute("open");
  });

  it("any scroll closes every open menu; the header is scrolled when scrollY > 0", async () => {
    const user = userEvent.setup();
    renderAt("/psychotherapie");
    await user.click(mobileToggle());
    await user.click(toggle("Leistungen"));
    scrollTo(120);
    expect(disclosure(mobileToggle())).not.toHaveAttribute("open");
    expect(disclosure(toggle("Leistungen"))).not.toHaveAttribute("open");
    expect(document.querySelector(".site-header")).toHaveAttribute("data-scrolled");
    scrollTo(0);
    expect(document.querySelector(".site-header")).not.toHaveAttribute("data-scrolled");
  });

  it("Escape closes the open menu and returns focus to its summary", async () => {
    const user = userEvent.setup();
    renderAt("/psychotherapie");
    await user.click(toggle("Leistungen"));
    await user.tab();
    expect(document.activeElement?.tagName).toBe("A");
    await user.keyboard("{Escape}");
    expect(disclosure(toggle("Leistungen"))).not.toHaveAttribute("open");
    expect(toggle("Leistungen")).toHaveFocus();
  });

  it("a click outside the header and the quick links closes them", async () => {
    const user = userEvent.setup();
    renderAt("/psychotherapie");
    await user.click(quickToggle());
    await user.click(screen.getByRole("heading", { level: 1 }));
    expect(disclosure(quickToggle())).not.toHaveAttribute("open");
  });

  it("choosing a dropdown link closes the dropdown", async () => {
    const user = userEvent.setup();
    renderAt("/psychotherapie");
    await user.click(toggle("Leistungen"));
    await user.click(within(nav()).getByRole("link", { name: "Depressionen" }));
    expect(disclosure(toggle("Leistungen"))).not.toHaveAttribute("open");
  });

  it("follows the browser when it opens a menu itself (find in page)", async () => {
    const user = userEvent.setup();
    renderAt("/psychotherapie");
    await user.click(quickToggle());
    act(() => {
      disclosure(toggle("Leistungen")).open = true;
    });
    // The browser reports the change with a toggle event; the state machine adopts it.
    await vi.waitFor(() => expect(disclosure(quickToggle())).not.toHaveAttribute("open"));
    expect(disclosure(toggle("Leistungen"))).toHaveAttribute("open");
    await user.click(toggle("Leistungen"));
    expect(disclosure(toggle("Leistungen"))).not.toHaveAttribute("open");
  });
});

describe("hydration of the prerendered frame", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  function prerendered(path: string): HTMLElement {
    const container = document.createElement("div");
    container.innerHTML = renderToString(stubAt(path));
    document.body.append(container);
    return container;
  }

  it("the prerendered menus are closed disclosures and hydrate without a warning", () => {
    const errors = vi.spyOn(console, "error");
    const container = prerendered("/psychotherapie");
    expect(container.querySelectorAll("details > summary")).toHaveLength(4);
    expect(container.querySelectorAll("details[open]")).toHaveLength(0);
    render(stubAt("/psychotherapie"), { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
  });

  it("adopts a menu the visitor opened natively before hydration", async () => {
    // React's development build notes the open attribute it did not render; that is the point.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const container = prerendered("/psychotherapie");
    const leistungen = within(container).getByText("Leistungen", { selector: "summary" })
      .parentElement as HTMLDetailsElement;
    const toggled = new Promise((resolve) => leistungen.addEventListener("toggle", resolve));
    leistungen.open = true;
    // Its toggle event fired long before the script ran.
    await toggled;
    render(stubAt("/psychotherapie"), { container, hydrate: true });
    const user = userEvent.setup();
    // The state machine knows it is open: choosing it again closes it.
    await user.click(toggle("Leistungen"));
    expect(leistungen).not.toHaveAttribute("open");
  });

  it("the footer shows the device's year after hydration, the build's before", () => {
    const errors = vi.spyOn(console, "error");
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00") });
    const container = document.createElement("div");
    container.innerHTML = renderToString(stubAt("/home"));
    document.body.append(container);
    expect(container.querySelector(".site-footer__meta")?.textContent).toContain("© 2026");
    vi.setSystemTime(new Date("2031-05-01T10:00:00"));
    render(stubAt("/home"), { container, hydrate: true });
    expect(container.querySelector(".site-footer__meta")?.textContent).toContain("© 2031");
    expect(errors).not.toHaveBeenCalled();
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

  it("shows the five certificate logos only in psychotherapie mode", () => {
    for (const [path, count] of [
      ["/psychotherapie", 5],
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
    expect(within(footer).getByText("EMDR")).toBeInTheDocument();
  });

  it("shows address, phone link with the treatment note, e-mail, Instagram, year, credit and version", () => {
    renderAt("/home");
    const footer = within(screen.getByRole("contentinfo"));
    expect(footer.getByRole("link", { name: /^\d[\d ]+$/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^tel:\+49\d+$/),
    );
    expect(footer.getByText(/nicht ans Telefon/)).toBeInTheDocument();
    expect(footer.getByRole("link", { name: /^[^ ]+@[^ ]+$/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^mailto:/),
    );
    expect(footer.getByRole("link", { name: /Instagram/ })).toHaveAttribute(
      "href",
      expect.stringContaining("instagram.com/"),
    );
    expect(footer.getByText(`${new Date().getFullYear()}`)).toBeInTheDocument();
    expect(footer.getByText("Version 1.0.1")).toBeInTheDocument();
    expect(footer.getByText(/Oberasbach/, { selector: "address" })).toBeInTheDocument();
    expect(footer.getByText(/^Website:/)).toBeInTheDocument();
  });
});
