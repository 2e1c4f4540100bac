/**
 * The site's browser entries (decision 011), the only scripts the build bundles for the browser
 * (scripts/build-site.ts). `site` runs on every page: the few behaviours the platform does not
 * give (menus closing, the hero's motion). `contact` hydrates the contact form on the pages whose
 * module asks for it (`scripts` in app/routes/contact.tsx), by importing `contact-hydrate`, the
 * island, when it is needed. The island is an entry of its own, its URL on the contact script's
 * `data-island` (app/document.tsx): a dynamic import of a chunk would bring Vite's preload
 * helper into the contact entry (0.6 KiB brotli of the 80 KiB budget, decisions 017 and 020).
 */
export const BROWSER_ENTRIES = {
  site: "app/browser/site.ts",
  contact: "app/browser/contact.tsx",
  "contact-hydrate": "app/browser/contact-hydrate.tsx",
} as const;

export type BrowserEntry = keyof typeof BROWSER_ENTRIES;

/** The entries a page may ask for besides `site`; the contact entry brings the island. */
export type PageEntry = "contact";

/** The attribute of the contact script that names the island's URL. */
export const ISLAND_ATTRIBUTE = "data-island";

/**
 * The attribute of the contact script that names the draft's sessionStorage key: the entry,
 * written into the page, may share no module with the island (decision 022).
 */
export const DRAFT_KEY_ATTRIBUTE = "data-draft-key";
