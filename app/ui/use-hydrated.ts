/**
 * Whether the contact form has hydrated yet (decision 011), for what the prerendered HTML must
 * not claim before its script runs (the burden scale's announced value,
 * app/contact/form-controls.tsx).
 */
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React renders at build time and while the browser hydrates that HTML, true
 * afterwards and on every later render: a value that depends on it is added right after
 * hydration without a mismatch, and is never in the HTML a browser without the island shows.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
