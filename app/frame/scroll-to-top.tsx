import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * requirements §2/§9: every navigation scrolls to the top; a URL with #anchor scrolls to its
 * target. The browser's own scroll restoration is off, as the spec asks. The first render is the
 * hydration of a page the browser has already placed (at the top or at its #anchor), and which the
 * visitor may have scrolled since: hydration comes after the load event (decision 008).
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  const hydrating = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation (key)
  useEffect(() => {
    window.history.scrollRestoration = "manual";
    if (hydrating.current) {
      hydrating.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, key]);
  return null;
}
