/**
 * `lastCalledPage` of the contact request (requirements §3): the page visited before the contact
 * page. Every page is a document of its own (decision 011), so the answer comes from the
 * browser's session history, read when the request is sent:
 *
 * - The Navigation API: from the current entry back through this tab's history, the first
 *   entry that is not a contact page. Moving between the three contact pages keeps the page
 *   visited before them; a reload or coming back to the contact page keeps it too. The API
 *   lists only this site's entries, back to the last page of another site.
 * - Without it (or when the tab's history holds only contact pages): the path of a same-origin
 *   `document.referrer` (e.g. a link opened in a new tab); the path only, never a query or
 *   another site's address.
 * - Otherwise "" (typed-in address, bookmark, another site).
 *
 * The payload builder sends the path only when it is a valid site path (isSitePath in
 * contact/site-path.ts), else "": a path the browser leaves raw (e.g. with "|" or "[")
 * never blocks a request.
 *
 * Nothing is stored: no storage, no cookies.
 */
import { CONTACT_PATHS } from "#content/contact-paths.ts";

const normalize = (pathname: string) => pathname.replace(/\/+$/, "") || "/";
const isContactPath = (pathname: string) => CONTACT_PATHS.includes(normalize(pathname));

/** The path of `url` if it is a page of `origin` other than a contact page, else undefined. */
function pagePath(url: string | null | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.origin !== origin) return undefined;
    const path = normalize(parsed.pathname);
    return isContactPath(path) ? undefined : path;
  } catch {
    return undefined;
  }
}

/**
 * The first page before `currentIndex` in `urls` (a tab's history, oldest first) that is a page
 * of `origin` and not a contact page; undefined when there is none. Exported for tests.
 */
export function pageBefore(
  urls: readonly (string | null)[],
  currentIndex: number,
  origin: string,
): string | undefined {
  for (let index = Math.min(currentIndex, urls.length) - 1; index >= 0; index--) {
    const path = pagePath(urls[index], origin);
    if (path !== undefined) return path;
  }
  return undefined;
}

/** The same-origin page before in this tab's history, by the Navigation API (browser only). */
function historyPath(): string | undefined {
  if (!("navigation" in window) || !window.navigation?.currentEntry) return undefined;
  const { navigation } = window;
  return pageBefore(
    navigation.entries().map((entry) => entry.url),
    navigation.currentEntry?.index ?? -1,
    window.location.origin,
  );
}

/** The same-origin referrer's path, or undefined (browser only). */
function referrerPath(): string | undefined {
  return pagePath(document.referrer, window.location.origin);
}

/** The page visited before the contact page, or "" (call in handlers and effects only). */
export function lastCalledPage(): string {
  return historyPath() ?? referrerPath() ?? "";
}
