import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while prerendering and while the prerendered HTML hydrates, true afterwards and on every
 * client-side render. A page whose URL the build did not prerender (a city route with an
 * unknown slug is answered with the page without a city) renders what the HTML shows first,
 * so hydration matches, and then what its URL asks for. The contact form keeps its buttons
 * plain until then, so Enter in a not yet interactive form cannot submit it natively.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
