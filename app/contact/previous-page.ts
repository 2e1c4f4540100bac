/**
 * `lastCalledPage` of the contact request (requirements §3): the page visited before the contact
 * page.
 *
 * - Client-side navigations: `PreviousPageRecorder` (mounted once in root.tsx) records every new
 *   pathname; leaving a page that is not a contact page makes it the previous page. Moving
 *   between the three contact pages keeps the page visited before them.
 * - A direct load of the contact page (no navigation recorded yet): the path of a same-origin
 *   `document.referrer` (e.g. a full reload, or a link opened from another tab of the site);
 *   the path only, never a query or another site's address.
 * - Otherwise "" (typed-in address, bookmark, another site).
 *
 * The payload builder sends the path only when it is a valid site path (isSitePath in
 * contact/site-path.ts), else "": a path the browser leaves raw (e.g. with "|" or "[")
 * never blocks a request.
 *
 * Kept in a module variable: no storage, no cookies. The module is tiny and loaded with the root
 * route; it does not pull the wizard into other pages.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";
import { CONTACT_PATHS } from "#content/navigation.ts";

let currentPath: string | undefined;
let previousPath = "";

const normalize = (pathname: string) => pathname.replace(/\/+$/, "") || "/";
const isContactPath = (pathname: string) => CONTACT_PATHS.includes(normalize(pathname));

/** Records a (new) current pathname. Exported for tests. */
export function recordPage(pathname: string): void {
  const path = normalize(pathname);
  if (currentPath !== undefined && currentPath !== path && !isContactPath(currentPath)) {
    previousPath = currentPath;
  }
  currentPath = path;
}

/** Forgets every recorded page (tests). */
export function resetRecordedPages(): void {
  currentPath = undefined;
  previousPath = "";
}

/** The same-origin referrer's path, or "" (browser only). */
function referrerPath(): string {
  try {
    if (!document.referrer) return "";
    const referrer = new URL(document.referrer);
    if (referrer.origin !== window.location.origin) return "";
    const path = normalize(referrer.pathname);
    return isContactPath(path) ? "" : path;
  } catch {
    return "";
  }
}

/** The page visited before the contact page, or "" (call in handlers and effects only). */
export function lastCalledPage(): string {
  return previousPath || referrerPath();
}

/** Mounted once in root.tsx: records each client-side navigation. Renders nothing. */
export function PreviousPageRecorder(): null {
  const { pathname } = useLocation();
  useEffect(() => recordPage(pathname), [pathname]);
  return null;
}
