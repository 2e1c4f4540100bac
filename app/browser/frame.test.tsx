import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SiteFrame } from "#app/frame/site-frame.tsx";
import { FaqAccordion } from "#app/ui/faq-accordion.tsx";
import { inPage } from "#test-support/pages.tsx";
import { enhanceFrame } from "./frame.ts";

/**
 * The frame's rules (requirements §4) on the frame's prerendered HTML. jsdom opens and closes a
 * <details> by its summary and reports it with a `toggle` event, as a browser does; it does not
 * group details by name, so what the shared names do is tested in the browser (e2e/frame*.ts).
 */

function FramedPage() {
  return (
    <SiteFrame>
      <h1>Seite</h1>
      <FaqAccordion
        entries={[{ id: "eins", category: "", question: "Eine Frage?", answer: "<p>Antwort</p>" }]}
        headingLevel={2}
      />
    </SiteFrame>
  );
}

/** The page's prerendered HTML as the document's body, as the browser gets it. */
function prerendered(path: string) {
  document.body.innerHTML = renderToString(inPage(path, <FramedPage />));
}

let controller: AbortController;
const enhance = () => enhanceFrame(controller.signal);

beforeEach(() => {
  controller = new AbortController();
  setScrollY(0);
});

afterEach(() => {
  controller.abort();
  document.body.innerHTML = "";
  vi.useRealTimers();
});

function setScrollY(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
}

function scrollTo(y: number) {
  setScrollY(y);
  window.dispatchEvent(new Event("scroll"));
}

const summary = (name: string) => screen.getByText(name, { selector: "summary" });
const menu = (name: string) => summary(name).parentElement as HTMLDetailsElement;
const header = () => document.querySelector(".site-header");
const QUICK = "FAQ & Kontakt";
const MOBILE = "Menü";

describe("the site module on the frame", () => {
  it("closes nothing at start, and marks the header by the scroll position it finds", () => {
    prerendered("/psychotherapie");
    // A visitor may open a menu before the script runs; it stays open.
    menu("Leistungen").open = true;
    setScrollY(300);
    enhance();
    expect(header()).toHaveAttribute("data-scrolled");
    expect(menu("Leistungen")).toHaveAttribute("open");
  });

  it("any scroll closes every open menu; the header is marked exactly while scrolled", async () => {
    const user = userEvent.setup();
    prerendered("/psychotherapie");
    enhance();
    expect(header()).not.toHaveAttribute("data-scrolled");
    await user.click(summary(MOBILE));
    await user.click(summary("Leistungen"));
    scrollTo(1);
    expect(menu(MOBILE)).not.toHaveAttribute("open");
    expect(menu("Leistungen")).not.toHaveAttribute("open");
    expect(header()).toHaveAttribute("data-scrolled");
    await user.click(summary(QUICK));
    scrollTo(0);
    expect(menu(QUICK)).not.toHaveAttribute("open");
    expect(header()).not.toHaveAttribute("data-scrolled");
  });

  it("a scroll leaves the page's own disclosures (the FAQ) alone", async () => {
    const user = userEvent.setup();
    prerendered("/psychotherapie/faq");
    enhance();
    const question = screen.getByRole("heading", { name: "Eine Frage?" });
    await user.click(question);
    scrollTo(200);
    await user.keyboard("{Escape}");
    expect(question.closest("details")).toHaveAttribute("open");
  });

  it("Escape in a submenu closes it and focuses its toggle; the next Escape closes the phone menu", async () => {
    const user = userEvent.setup();
    prerendered("/psychotherapie");
    enhance();
    await user.click(summary(MOBILE));
    await user.click(summary("Leistungen"));
    within(menu("Leistungen")).getByRole("link", { name: "Depressionen" }).focus();
    await user.keyboard("{Escape}");
    expect(menu("Leistungen")).not.toHaveAttribute("open");
    expect(menu(MOBILE)).toHaveAttribute("open");
    expect(summary("Leistungen")).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(menu(MOBILE)).not.toHaveAttribute("open");
    expect(summary(MOBILE)).toHaveFocus();
  });

  it("Escape on the phone menu's own link closes it with its open submenu", async () => {
    const user = userEvent.setup();
    prerendered("/psychotherapie");
    enhance();
    await user.click(summary(MOBILE));
    await user.click(summary("Leistungen"));
    within(menu(MOBILE)).getByRole("link", { name: "Über mich" }).focus();
    await user.keyboard("{Escape}");
    expect(menu(MOBILE)).not.toHaveAttribute("open");
    expect(menu("Leistungen")).not.toHaveAttribute("open");
    expect(summary(MOBILE)).toHaveFocus();
  });

  it("Escape on a dropdown returns the focus to its summary", async () => {
    const user = userEvent.setup();
    prerendered("/sportphysiotherapie");
    enhance();
    await user.click(summary("Leistungsangebot"));
    await user.tab();
    expect(document.activeElement?.tagName).toBe("A");
    await user.keyboard("{Escape}");
    expect(menu("Leistungsangebot")).not.toHaveAttribute("open");
    expect(summary("Leistungsangebot")).toHaveFocus();
  });

  it("Escape with the focus nowhere puts it on the open menu's summary; focus elsewhere stays", async () => {
    const user = userEvent.setup();
    prerendered("/psychotherapie");
    enhance();
    await user.click(summary(QUICK));
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard("{Escape}");
    expect(menu(QUICK)).not.toHaveAttribute("open");
    expect(summary(QUICK)).toHaveFocus();

    await user.click(summary(QUICK));
    const skipLink = screen.getByRole("link", { name: "Zum Inhalt springen" });
    skipLink.focus();
    await user.keyboard("{Escape}");
    expect(menu(QUICK)).not.toHaveAttribute("open");
    expect(skipLink).toHaveFocus();
  });

  it("a pointerdown outside the header and the quick links closes them, inside it does not", async () => {
    const user = userEvent.setup();
    prerendered("/psychotherapie");
    enhance();
    await user.click(summary("Leistungen"));
    await user.pointer({ keys: "[MouseLeft>]", target: screen.getByRole("banner") });
    await user.pointer({ keys: "[/MouseLeft]" });
    expect(menu("Leistungen")).toHaveAttribute("open");
    await user.click(screen.getByRole("heading", { level: 1 }));
    expect(menu("Leistungen")).not.toHaveAttribute("open");
    await user.click(summary(QUICK));
    await user.click(screen.getByRole("contentinfo"));
    expect(menu(QUICK)).not.toHaveAttribute("open");
  });

  it("opening a dropdown closes the floating menu and keeps the phone menu", async () => {
    const user = userEvent.setup();
    prerendered("/psychotherapie");
    enhance();
    await user.click(summary(QUICK));
    menu(MOBILE).open = true;
    await user.click(summary("Therapieformen"));
    await vi.waitFor(() => expect(menu(QUICK)).not.toHaveAttribute("open"));
    expect(menu("Therapieformen")).toHaveAttribute("open");
    expect(menu(MOBILE)).toHaveAttribute("open");
  });

  it("opening the floating menu closes the phone menu and the dropdown", async () => {
    const user = userEvent.setup();
    prerendered("/sportphysiotherapie");
    enhance();
    await user.click(summary(MOBILE));
    await user.click(summary("Leistungsangebot"));
    await user.click(summary(QUICK));
    await vi.waitFor(() => expect(menu(MOBILE)).not.toHaveAttribute("open"));
    expect(menu("Leistungsangebot")).not.toHaveAttribute("open");
    expect(menu(QUICK)).toHaveAttribute("open");
  });

  it("opening the phone menu closes the floating menu", async () => {
    const user = userEvent.setup();
    prerendered("/sportphysiotherapie");
    enhance();
    await user.click(summary(QUICK));
    await user.click(summary(MOBILE));
    await vi.waitFor(() => expect(menu(QUICK)).not.toHaveAttribute("open"));
    expect(menu(MOBILE)).toHaveAttribute("open");
  });

  it("a menu the browser opens on its own (find in page) follows the same rules", async () => {
    const user = userEvent.setup();
    prerendered("/psychotherapie");
    enhance();
    await user.click(summary(QUICK));
    menu("Leistungen").open = true;
    await vi.waitFor(() => expect(menu(QUICK)).not.toHaveAttribute("open"));
    await user.click(summary("Leistungen"));
    expect(menu("Leistungen")).not.toHaveAttribute("open");
  });

  it("a page left for another keeps no menu open for its return (back/forward cache)", async () => {
    const user = userEvent.setup();
    prerendered("/psychotherapie");
    enhance();
    await user.click(summary("Leistungen"));
    window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
    expect(menu("Leistungen")).not.toHaveAttribute("open");
  });

  it("writes the visitor's year into the footer, where the build wrote its own", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00") });
    prerendered("/home");
    const meta = () => document.querySelector(".site-footer__meta")?.textContent;
    expect(meta()).toContain("© 2026 ");
    vi.setSystemTime(new Date("2031-05-01T10:00:00"));
    enhance();
    expect(meta()).toContain("© 2031 ");
  });

  it("works on a contact page, which has no quick links", async () => {
    const user = userEvent.setup();
    prerendered("/kontakt");
    enhance();
    expect(screen.queryByText(QUICK, { selector: "summary" })).toBeNull();
    await user.click(summary(MOBILE));
    scrollTo(50);
    expect(menu(MOBILE)).not.toHaveAttribute("open");
  });
});
