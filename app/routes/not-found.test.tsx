import { describe, expect, it } from "vitest";
import {
  canonicalOf,
  expectHeadingOutline,
  h1,
  headAt,
  hrefOf,
  metaContent,
  renderPage,
} from "#test-support/pages.tsx";

describe("404 page", () => {
  it("keeps its heading and the link to the home page; no canonical URL, noindex", () => {
    const { container } = renderPage("/gibt-es-nicht");
    expect(h1()).toHaveTextContent("Seite nicht gefunden");
    expect(hrefOf("Zur Startseite")).toBe("/home");
    expect(hrefOf("Kontakt")).toBe("/kontakt");
    const meta = headAt("/gibt-es-nicht");
    expect(canonicalOf(meta)).toBeUndefined();
    expect(metaContent(meta, "robots")).toBe("noindex");
    expectHeadingOutline(container);
  });
});
