/**
 * The site's browser entries (decision 011). `site` runs on every page: the few behaviours
 * the platform does not give (menus closing, the hero's motion). `contact` hydrates the contact
 * form on the pages whose route asks for it (`handle`, app/page-handle.ts).
 */
export const BROWSER_ENTRIES = {
  site: "app/browser/site.ts",
  contact: "app/browser/contact.tsx",
} as const;

export type BrowserEntry = keyof typeof BROWSER_ENTRIES;

/** What a route module's `handle` may say: the entries its page loads besides `site`. */
export type PageHandle = { scripts?: readonly Exclude<BrowserEntry, "site">[] };

/** The entries a page loads: `site`, then what its matched routes ask for, each once. */
export function pageEntries(handles: readonly unknown[]): BrowserEntry[] {
  const asked = handles.flatMap((handle) => (handle as PageHandle | undefined)?.scripts ?? []);
  return ["site", ...new Set(asked)];
}
