/**
 * Whether the contact form has hydrated yet (decision 011), for its buttons
 * (app/contact/form-buttons.tsx).
 */
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React renders at build time and while the browser hydrates that HTML, true
 * afterwards and on every later render. Only the contact form is hydrated (decision 011): it
 * keeps its buttons plain until then (app/contact/form-buttons.tsx), so Enter in a not yet
 * interactive form cannot submit it natively.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
