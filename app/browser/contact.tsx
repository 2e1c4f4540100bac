/**
 * The contact pages' script (decision 011), in two parts. This entry is tiny, written into the
 * page (decision 022), and shares no module with the island, so it runs as soon as the page is
 * parsed; the form's React code
 * (contact-hydrate.tsx, most of the page's JavaScript) follows by a dynamic import of the URL
 * the page names (an entry of its own, app/browser/entries.ts), only when it is needed
 * (decision 020): at once when the tab holds a draft to restore, otherwise when the visitor
 * turns to the form (focus, pointer, key or input inside it). A visitor who only reads the page
 * never pays for React's evaluation and hydration.
 *
 * The prerendered forms work from the first paint (issue 31): their fields can be filled in, and
 * keep what was typed (the island's fields are uncontrolled, so hydration leaves their values).
 * What the visitor presses before hydration is taken over here and replayed on the hydrated
 * wizard, so they get exactly what it does (messages, the next step, the send):
 * - a submit (Enter in a field, „Weiter“, „Anfrage senden“) and a plain click on a link the
 *   wizard follows in place (`data-in-place`: the chooser's cards, the way back) are stopped
 *   before React sees them, and the element is clicked again once hydrated, unless the hydrated
 *   wizard shows another form or step by then (a restored draft) and it is gone from view. It is
 *   marked `aria-busy` while the island loads, and unmarked before hydration begins, so the
 *   hydrated markup matches the prerendered one;
 * - the fields the visitor leaves meanwhile are recorded: once hydrated, the form treats them as
 *   left (touched and validated), as if it had worked from the start.
 *
 * If the form's code does not load (blocked, failing), <html data-island="failed"> lays the forms
 * out as without JavaScript (app/styles/contact-page.css) and the browser takes over: a pending
 * submit or link is replayed natively (the form posts, the link navigates), unless it belongs to
 * the wizard alone (`data-script-only`: „Weiter“, whose next steps now show on the page).
 */
import { DRAFT_KEY_ATTRIBUTE, ISLAND_ATTRIBUTE } from "./entries.ts";

type Island = typeof import("./contact-hydrate.tsx");

/** This script's element, which names the island's URL and the draft's key (app/document.tsx). */
const ownScript = () => document.querySelector(`script[${ISLAND_ATTRIBUTE}]`);

/** The island, from the URL the page gives on this script. */
function importIsland(): Promise<Pick<Island, "hydrateWizard">> {
  const url = ownScript()?.getAttribute(ISLAND_ATTRIBUTE);
  if (!url) return Promise.reject(new Error(`no script with ${ISLAND_ATTRIBUTE}`));
  return import(/* @vite-ignore */ url);
}

/**
 * How long something pressed waits for the island before the browser takes over, as when it
 * failed to load: a script that stalls must not leave „Anfrage senden“ doing nothing.
 */
export const ISLAND_WAIT_MS = 8000;
/** The visitor turns to the form: time to hydrate it. */
const TURN_EVENTS = ["focusin", "pointerdown", "keydown", "input"];

/** Whether the tab holds a draft of the form, which the island restores right after hydrating. */
function draftWaiting(): boolean {
  const key = ownScript()?.getAttribute(DRAFT_KEY_ATTRIBUTE);
  if (!key) return false;
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    // No storage: no draft.
    return false;
  }
}

/** Whether `element` is in the document and not inside a `hidden` part of the wizard. */
const shown = (element: Element | null) =>
  element === null || (element.isConnected && element.closest("[hidden]") === null);

/**
 * Hydrates the wizard in `wizard` on demand and takes over what is pressed before (see above).
 * `load` imports the island; `now` hydrates at once (a draft to restore).
 */
export function islandOnDemand(
  wizard: Element,
  load: () => Promise<Pick<Island, "hydrateWizard">> = importIsland,
  now: boolean = draftWaiting(),
): void {
  const left = new Set<EventTarget>();
  /** What the visitor pressed, and the wizard step it was pressed on. */
  let pending: { target: HTMLElement; view: Element | null } | undefined;
  let started = false;
  let waiting = false;
  /** Marks a press busy; not once hydration has begun, which must find the markup it rendered. */
  let marking = true;

  const record = (event: Event) => {
    if (event.target) left.add(event.target);
  };
  const takeOver = (event: Event) => {
    let target: HTMLElement | null = null;
    /** A submit belongs to the wizard's step it was pressed on; a link to no step. */
    let view: Element | null = null;
    if (event.type === "submit") {
      const form = event.target as HTMLFormElement;
      target =
        (event as SubmitEvent).submitter ??
        form.querySelector<HTMLElement>('[type="submit"]:not([hidden])');
      view = form.querySelector(".wizard__step:not([hidden])");
    } else {
      const { button, ctrlKey, metaKey, shiftKey, altKey } = event as MouseEvent;
      // A new tab or window is the browser's to open, now as later.
      if (button !== 0 || ctrlKey || metaKey || shiftKey || altKey) return;
      target = (event.target as Element).closest<HTMLElement>("a[data-in-place]");
    }
    if (!target) return;
    // Neither the browser (a native post or a load) nor React before hydration ends (this
    // listener was added before React's on the same element).
    event.preventDefault();
    event.stopImmediatePropagation();
    // The last press counts, and only it is marked busy. Seen at once: the press is taken, though
    // its answer waits for the form's script, which has ISLAND_WAIT_MS from the first press.
    takePending();
    pending = { target, view };
    if (marking) target.setAttribute("aria-busy", "true");
    if (!waiting) {
      waiting = true;
      window.setTimeout(fail, ISLAND_WAIT_MS, new Error("the form's script took too long"));
    }
    start();
  };
  /** The pending press, handed over once (its busy mark gone). */
  const takePending = () => {
    const early = pending;
    pending = undefined;
    early?.target.removeAttribute("aria-busy");
    return early;
  };
  let settled = false;
  const fail = (error: unknown) => {
    if (settled) return;
    settled = true;
    stop();
    document.documentElement.dataset.island = "failed";
    console.warn("The contact form's script did not load; the browser sends the form.", error);
    const early = takePending();
    if (early && !early.target.closest("[data-script-only]")) early.target.click();
  };
  const listeners: [string, (event: Event) => void][] = [
    ["focusout", record],
    ["submit", takeOver],
    ["click", takeOver],
    ...TURN_EVENTS.map((type): [string, () => void] => [type, () => start()]),
  ];
  const stop = () => {
    for (const [type, listener] of listeners) wizard.removeEventListener(type, listener, true);
  };

  const start = () => {
    if (started) return;
    started = true;
    load().then(({ hydrateWizard }) => {
      if (settled) return;
      settled = true;
      marking = false;
      pending?.target.removeAttribute("aria-busy");
      hydrateWizard(wizard, left, () => {
        stop();
        // A task of its own: React has finished its work on the hydrated wizard.
        window.setTimeout(() => {
          const early = takePending();
          if (early && shown(early.target) && shown(early.view)) early.target.click();
        });
      });
    }, fail);
  };

  for (const [type, listener] of listeners) wizard.addEventListener(type, listener, true);
  if (now) start();
}

const wizard = document.querySelector(".contact-wizard");
if (wizard) islandOnDemand(wizard);
