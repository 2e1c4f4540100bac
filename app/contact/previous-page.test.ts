// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from "vitest";
import { lastCalledPage, pageBefore } from "./previous-page.ts";

const ORIGIN = "https://praxis.example";
const at = (path: string) => `${ORIGIN}${path}`;

describe("pageBefore (a tab's history, oldest first)", () => {
  it("is the entry before the current one", () => {
    const urls = [
      at("/psychotherapie"),
      at("/psychotherapie/emdr/"),
      at("/psychotherapie/kontakt"),
    ];
    expect(pageBefore(urls, 2, ORIGIN)).toBe("/psychotherapie/emdr");
  });

  it("skips contact pages: moving between them keeps the page before", () => {
    const urls = [
      at("/sportphysiotherapie/rehabilitation"),
      at("/sportphysiotherapie/kontakt"),
      at("/kontakt/"),
      at("/psychotherapie/kontakt#contact-sent"),
    ];
    expect(pageBefore(urls, 3, ORIGIN)).toBe("/sportphysiotherapie/rehabilitation");
  });

  it("looks back from the current entry, not from the newest one", () => {
    const urls = [at("/home"), at("/kontakt"), at("/impressum")];
    expect(pageBefore(urls, 1, ORIGIN)).toBe("/home");
  });

  it("gives the path only, never a query or a fragment", () => {
    expect(pageBefore([at("/faq?frage=1#kosten"), at("/kontakt")], 1, ORIGIN)).toBe("/faq");
  });

  it("is undefined for a first page, only contact pages before, or another site", () => {
    expect(pageBefore([at("/kontakt")], 0, ORIGIN)).toBeUndefined();
    expect(pageBefore([at("/kontakt"), at("/psychotherapie/kontakt")], 1, ORIGIN)).toBeUndefined();
    expect(pageBefore(["https://other.example/seite", at("/kontakt")], 1, ORIGIN)).toBeUndefined();
  });

  it("skips entries whose address the browser does not tell", () => {
    expect(pageBefore([at("/home"), null, at("/kontakt")], 2, ORIGIN)).toBe("/home");
  });
});

describe("lastCalledPage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    window.history.replaceState(null, "", "/");
  });

  const referrer = (value: string) => vi.spyOn(document, "referrer", "get").mockReturnValue(value);

  it("falls back to a same-origin referrer's path without the Navigation API (jsdom has none)", () => {
    expect("navigation" in window).toBe(false);
    window.history.replaceState(null, "", "/kontakt");
    referrer(`${window.location.origin}/psychotherapie/emdr?x=1`);
    expect(lastCalledPage()).toBe("/psychotherapie/emdr");
    referrer("https://other.example/seite");
    expect(lastCalledPage()).toBe("");
    referrer(`${window.location.origin}/psychotherapie/kontakt`);
    expect(lastCalledPage()).toBe("");
    referrer("");
    expect(lastCalledPage()).toBe("");
  });

  it("prefers the tab's history over the referrer", () => {
    const origin = window.location.origin;
    const entries = [`${origin}/home`, `${origin}/kontakt`, `${origin}/psychotherapie/kontakt`];
    vi.stubGlobal("navigation", {
      entries: () => entries.map((url, index) => ({ url, index })),
      currentEntry: { url: entries[2], index: 2 },
    });
    referrer(`${origin}/impressum`);
    expect(lastCalledPage()).toBe("/home");
  });

  it("uses the referrer when the tab's history holds only contact pages", () => {
    const origin = window.location.origin;
    vi.stubGlobal("navigation", {
      entries: () => [{ url: `${origin}/kontakt`, index: 0 }],
      currentEntry: { url: `${origin}/kontakt`, index: 0 },
    });
    referrer(`${origin}/faq`);
    expect(lastCalledPage()).toBe("/faq");
  });
});
