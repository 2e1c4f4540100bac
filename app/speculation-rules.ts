/**
 * Every navigation is a document load (decision 011). Speculation Rules let the browser
 * prerender a page's link while the visitor moves towards it ("moderate": after a short hover,
 * or on pointer- or touch-down), so the next page is there at the tap. Only the site's pages:
 * not the API, not media files. The server allows this inline rule set by its hash, like
 * every inline script (server/static-site.ts).
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/api/*" } },
          { not: { href_matches: "/media/*" } },
          { not: { href_matches: "/assets/*" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
