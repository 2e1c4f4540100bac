/**
 * The site's browser entries (decision 011), the only scripts the build bundles for the browser
 * (scripts/build-site.ts). `site` runs on every page: the few behaviours the platform does not
 * give (menus closing, the hero's motion). `contact` hydrates the contact form on the pages whose
 * module asks for it (`scripts` in app/routes/contact.tsx).
 */
export const BROWSER_ENTRIES = {
  site: "app/browser/site.ts",
  contact: "app/browser/contact.tsx",
} as const;

export type BrowserEntry = keyof typeof BROWSER_ENTRIES;
