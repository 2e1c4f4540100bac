import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SPEC_MENUS } from "../../e2e/spec-menus.ts";
import { SiteFrame } from "./site-frame.tsx";

function FramedPage() {
  return (
    <SiteFrame>
      <h1>Seite</h1>
    </SiteFrame>
  );
}

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: "*", Component: FramedPage }]);
  return render(<Stub initialEntries={[path]} />);
}

const nav = () => screen.getByRole("navigation", { name: "Hauptmenü" });
const toggle = (name: string) => within(nav()).getByRole("button", { name });
const quickToggle = () => screen.getByRole("button", { name: "FAQ & Kontakt" });
const mobileToggle = () => screen.getByRole("button", { name: "Menü" });

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
      expect(topLevel.map((item) => item.firstElementChild?.textContent)).toEqual(spec.labels);
      for (const [label, paths] of Object.entries(spec.children)) {
        await user.click(toggle(label));
        const list = document.getElementById(toggle(label).getAttribute("aria-controls") ?? "");
        const links = within(list as HTMLElement).getAllByRole("link");
        expect(links.map((link) => link.getAttribute("href"))).toEqual(paths);
        for (const link of links) expect(link.textContent?.trim()).not.toBe("");
      }
      for (const [label, path] of Object.entries(spec.links)) {
        expect(within(nav()).getByRole("link", { name: label })).toHaveAttribute("href", path);
      }
      await user.click(quickToggle());
      for (const [label, path] of Object.entries(spec.quickLinks)) {
        expect(screen.getByRole("link", { name: label })).toHaveAttribute("href", path);
      }
    });
  }
});

describe("header transitions (SPEC §4)", () => {
  it("an item with children toggles its dropdown; the same again closes it", async () => {
    const user = userEvent.setup();
    renderAt("/psychotherapie");
    await user.click(toggle("Leistungen"));
    expect(toggle("Leistungen")).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle("Leistungen"));
    expect(toggle("Leistungen")).toHaveAttribute("aria-expanded", "false");
  });

  it("opening a dropdown closes the floating menu", async () => {
    const user = userEvent.setup();
    renderAt("/psychotherapie");
    await user.click(quickToggle());
    expect(quickToggle()).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle("Therapieformen"));
    expect(quickToggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle("Therapieformen")).toHaveAttribute("aria-expanded", "true");
  });

  it("toggling the floating menu closes the mobile menu and the dropdown", async () => {
    const user = userEvent.setup();
    renderAt("/sportphysiotherapie");
    await user.click(mobileToggle());
    await user.click(toggle("Leistungsangebot"));
    expect(mobileToggle()).toHaveAttribute("aria-expanded", "true");
    await user.click(quickToggle());
    expect(mobileToggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle("Leistungsangebot")).toHaveAttribute("aria-expanded", "false");
    expect(quickToggle()).toHaveAttribute("aria-expanded", "true");
  });

  it("any scroll closes every open menu; the header is scrolled when scrollY > 0", async () => {
    const user = userEvent.setup();
    renderAt("/psychotherapie");
    await user.click(mobileToggle());
    await user.click(toggle("Leistungen"));
    scrollTo(120);
    expect(mobileToggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle("Leistungen")).toHaveAttribute("aria-expanded", "false");
    expect(document.querySelector(".site-header")).toHaveAttribute("data-scrolled");
    scrollTo(0);
    expect(document.querySelector(".site-header")).not.toHaveAttribute("data-scrolled");
  });

  it("Escape closes the open menu and returns focus to its button", async () => {
    const user = userEvent.setup();
    renderAt("/psychotherapie");
    await user.click(toggle("Leistungen"));
    await user.tab();
    expect(document.activeElement?.tagName).toBe("A");
    await user.keyboard("{Escape}");
    expect(toggle("Leistungen")).toHaveAttribute("aria-expanded", "false");
    expect(toggle("Leistungen")).toHaveFocus();
  });
});

describe("quick links and footer", () => {
  it("hides the quick links on the three contact pages", () => {
    for (const path of ["/kontakt", "/psychotherapie/kontakt", "/sportphysiotherapie/kontakt"]) {
      const { unmount } = renderAt(path);
      expect(screen.queryByRole("button", { name: "FAQ & Kontakt" }), path).toBeNull();
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
