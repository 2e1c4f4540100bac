/**
 * The contact form's React code (decision 011), imported by app/browser/contact.tsx when the
 * visitor turns to the form or the browser is idle: hydrates the wizard's prerendered HTML in
 * `.contact-wizard` with the same element the build rendered there, from the page's path
 * (app/contact/contact-island.tsx). No router: every way out of the page is a document load.
 */
import { startTransition } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { ContactIsland } from "#app/contact/contact-island.tsx";
import { typedValue } from "#app/contact/keep-typed-value.ts";

/** The same control for the form: the element, or another radio button of its group. */
function sameControl(a: Element, b: Element | null): boolean {
  if (a === b) return true;
  return (
    a instanceof HTMLInputElement &&
    b instanceof HTMLInputElement &&
    a.type === "radio" &&
    b.type === "radio" &&
    a.name === b.name &&
    a.form === b.form
  );
}

/**
 * Whether the browser may have put the form's values back itself on this load: Firefox and WebKit
 * restore fields on a reload and on a page loaded anew from its history entry, before any script
 * runs. Such a value was not typed on this load, and its field was not left.
 */
function browserMayRestore(): boolean {
  const [navigation] = performance.getEntriesByType?.("navigation") ?? [];
  const type = (navigation as PerformanceNavigationTiming | undefined)?.type;
  return type === "reload" || type === "back_forward";
}

/**
 * The fields changed before the form's script ran, read before hydration: by the time the
 * island reports it hydrated, the draft's restore (use-contact-draft.ts) has put its values into
 * the fields too, which the visitor never touched on this load and must not be left (a restore is
 * silent, decision 015). After a reload or a history load none count: the browser's own restore
 * cannot be told from typing, so those fields wait for a real leave, as on a fresh page.
 */
function changedBefore(container: Element): Element[] {
  if (browserMayRestore()) return [];
  return [...container.querySelectorAll("input, select, textarea")].filter(
    (field) => typedValue(field) !== undefined,
  );
}

/**
 * Once hydrated, every field the visitor left before is left again for the form: a replayed
 * `focusout`, which React hands to the field's blur handler, so it is touched and validated
 * exactly as a real one would be. Left are the fields recorded by the entry (`recorded`) and
 * those changed before the entry ran (`changed`, their entries are kept, keep-typed-value.ts)
 * that do not have the focus: the visitor typed there and moved on. The field that has the
 * focus now is not left yet.
 */
function leaveAgain(recorded: ReadonlySet<EventTarget>, changed: readonly Element[]): void {
  const focused = document.activeElement;
  for (const field of new Set([...recorded, ...changed])) {
    if (field instanceof Element && field.isConnected && !sameControl(field, focused)) {
      field.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    }
  }
}

/**
 * Hydrates the wizard in `container`. `recorded` holds the elements the visitor left before.
 * Once React handles every event itself and the draft's restore is on the screen, the fields
 * left before are left again, <html data-hydrated> says the form is the island's (tests wait for
 * it), and `onHydrated` is called (the entry stops recording and replays an early submit). A
 * mismatch with the prerendered HTML is logged as an error: React would recover by rendering the
 * wizard anew, losing early entries.
 */
export function hydrateWizard(
  container: Element,
  recorded: ReadonlySet<EventTarget> = new Set(),
  onHydrated: () => void = () => {},
): Root {
  const changed = changedBefore(container);
  const hydrated = () => {
    leaveAgain(recorded, changed);
    document.documentElement.dataset.hydrated = "true";
    onHydrated();
  };
  let root: Root | undefined;
  // As a transition, hydration yields to the browser every few milliseconds; at React's default
  // priority it is one long task (up to 200 ms on a slow phone for the eight steps, decision 017),
  // which a tap in the meantime would wait for. React hydrates first whatever is tapped.
  startTransition(() => {
    root = hydrateRoot(
      container,
      <ContactIsland path={window.location.pathname} onHydrated={hydrated} />,
      {
        onRecoverableError(error) {
          console.error("The contact form did not match its prerendered HTML:", error);
        },
      },
    );
  });
  if (!root) throw new Error("hydrateRoot returned no root");
  return root;
}
