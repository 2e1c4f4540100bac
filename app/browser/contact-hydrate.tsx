/**
 * The contact form's React code (decision 011), imported by app/browser/contact.tsx when the
 * visitor turns to the form or the tab holds a draft to restore: hydrates the wizard's
 * prerendered HTML in `.contact-wizard` with the same element the build rendered there, from the
 * page's path (app/contact/contact-island.tsx). No router: every way out of the page is a
 * document load.
 *
 * The fields are uncontrolled (decision 020): hydration leaves their values alone, so whatever
 * the visitor typed before is still there, and the form reads it from the fields.
 */
import { startTransition } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { ContactIsland } from "#app/contact/contact-island.tsx";

/**
 * Hydrates the wizard in `container`. `left` holds the fields the visitor left before: they
 * count as touched. Once React handles every event itself and the draft's restore is on the
 * screen, <html data-hydrated> says the form is the island's (tests wait for it), and
 * `onHydrated` is called (the entry stops listening and replays an early press). A mismatch with
 * the prerendered HTML is logged as an error: React would recover by rendering the wizard anew,
 * losing early entries.
 */
export function hydrateWizard(
  container: Element,
  left: ReadonlySet<EventTarget> = new Set(),
  onHydrated: () => void = () => {},
): Root {
  const hydrated = () => {
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
      <ContactIsland path={window.location.pathname} leftBefore={left} onHydrated={hydrated} />,
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
