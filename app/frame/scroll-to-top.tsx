import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * SPEC §2/§9: every navigation scrolls to the top; a URL with #anchor scrolls to its target.
 * The browser's own scroll restoration is off, as the spec asks.
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation (key)
  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, key]);
  return null;
}
