/**
 * The page Caddy shows while the server is away: German, for a phone, with the practice's phone
 * and e-mail from content/praxis.yaml, no script, and nothing Caddy would read as a template.
 */
import { describe, expect, it } from "vitest";
import { practice } from "#content/practice.ts";
import { renderRestartPage } from "./restart-page.tsx";

const html = renderRestartPage();
const page = new DOMParser().parseFromString(html, "text/html");

describe("the restart page", () => {
  it("is a German page for every screen, with a title and a heading", () => {
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(page.documentElement.lang).toBe("de");
    expect(page.querySelector('meta[name="viewport"]')?.getAttribute("content")).toBe(
      "width=device-width, initial-scale=1",
    );
    expect(page.title).toMatch(/^Gleich wieder da \| /);
    expect(page.querySelector("h1")?.textContent).toBe("Die Website ist gleich wieder da");
  });

  it("offers the practice's phone and e-mail as links", () => {
    const links = [...page.querySelectorAll("main a")].map((link) => [
      link.getAttribute("href"),
      link.textContent,
    ]);
    expect(links).toEqual([
      [practice.phone.href, practice.phone.display],
      [`mailto:${practice.email}`, practice.email],
    ]);
  });

  it("has one inline style (the site's, which Vitest leaves empty), no script, nothing Caddy reads as a template", () => {
    expect(page.querySelectorAll("style")).toHaveLength(1);
    expect(page.querySelectorAll("script, link")).toHaveLength(0);
    expect(html).not.toContain("{{");
  });
});
