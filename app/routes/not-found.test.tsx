import { describe, expect, it } from "vitest";
import NotFound, { meta as notFoundMeta } from "./not-found.tsx";
import {
  canonicalOf,
  expectHeadingOutline,
  h1,
  hrefOf,
  metaAt,
  metaContent,
  renderRoute,
} from "./test-support.tsx";

describe("404 page", () => {
  it("keeps its heading and the link to the home page; no canonical URL, noindex", () => {
    const { container } = renderRoute(NotFound, "*", "/gibt-es-nicht");
    expect(h1()).toHaveTextContent("Seite nicht gefunden");
    expect(hrefOf("Zur Startseite")).toBe("/home");
    expect(hrefOf("Kontakt")).toBe("/kontakt");
    const meta = metaAt(notFoundMeta, "/gibt-es-nicht");
    expect(canonicalOf(meta)).toBeUndefined();
    expect(metaContent(meta, "robots")).toBe("noindex");
    expectHeadingOutline(container);
  });
});
