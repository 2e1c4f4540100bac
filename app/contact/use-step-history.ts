/**
 * The psychotherapy wizard's steps as entries of the browser's session history (issue 22), so the
 * phone's back gesture and the browser's Back and Forward move between steps instead of leaving
 * the page:
 *
 * - „Weiter“ pushes an entry for the next step; „Zurück“ (and a summary link to an earlier step)
 *   goes back through those entries, so Back and Forward walk the same line. Forward only reaches
 *   entries pushed by „Weiter“, i.e. steps the visitor reached and that were valid then.
 * - Every entry keeps the page's URL (a same-document entry, no fragment): nothing loads, so the
 *   leave guard's `beforeunload` does not ask, and a reload or a link to the page never starts
 *   on a step whose entries are gone. The step lives in the entry's state, with the id of the
 *   page load that pushed it: a reload, or a page loaded anew when the visitor comes back from
 *   another page (no back/forward cache), starts on step 1 and skips the entries of before: one
 *   Back leaves the page (asking first while entries are unsent).
 * - A successful send goes back to the wizard's first entry and retires the step entries (a new
 *   `run`): Back on the success message leaves the page, Forward changes nothing, and the sent
 *   form never comes back.
 *
 * - The wizard's entries do not restore the scroll position (`scrollRestoration` "manual", from
 *   the first „Weiter“ on): the wizard scrolls to the step it shows, as for „Weiter“.
 *
 * Entries another part of the page adds (an in-page link) carry no step; with one of those
 * current, „Zurück“ changes the step in place.
 */
import { useCallback, useEffect, useRef } from "react";

const KEY = "contactWizardStep";

interface StepEntry {
  /** The page load that pushed the entry. */
  load: string;
  /** Bumped by each successful send: entries of an earlier run are retired. */
  run: number;
  step: number;
}

function entryOf(state: unknown): StepEntry | undefined {
  if (typeof state !== "object" || state === null || !(KEY in state)) return undefined;
  const entry = (state as Record<string, unknown>)[KEY];
  if (typeof entry !== "object" || entry === null) return undefined;
  const { load, run, step } = entry as Record<string, unknown>;
  if (typeof load !== "string" || typeof run !== "number" || typeof step !== "number")
    return undefined;
  return { load, run, step };
}

const stateFor = (entry: StepEntry) => ({ [KEY]: entry });

/** The current entry, if this page load pushed it in run `run`. */
function ownEntry(load: string, run: number): StepEntry | undefined {
  const entry = entryOf(window.history.state);
  return entry?.load === load && entry.run === run ? entry : undefined;
}

export interface StepHistory {
  /** Moves to `next`: a new entry forward, back through the entries backward. */
  go: (next: number) => void;
  /**
   * After a successful send: back to the first entry, then `done` (after that move, so the
   * browser's scroll restoration of the entry comes before what `done` shows and focuses).
   */
  retire: (done: () => void) => void;
}

/**
 * `step` is the wizard's current step; `onStep` is called when Back or Forward shows another
 * step of the current run (never for the entries of an earlier page load or run).
 */
export function useStepHistory(step: number, onStep: (step: number) => void): StepHistory {
  const load = useRef("");
  const run = useRef(0);
  const stepRef = useRef(step);
  stepRef.current = step;
  const onStepRef = useRef(onStep);
  onStepRef.current = onStep;
  /** Set while `retire` goes back to the first entry: that move is not the visitor's. */
  const retiring = useRef<(() => void) | null>(null);

  useEffect(() => {
    load.current = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    const startStep = entryOf(window.history.state)?.step ?? 1;
    // The page starts on step 1, whatever the entry said before a reload.
    window.history.replaceState(stateFor({ load: load.current, run: 0, step: 1 }), "");
    const onPopState = (event: PopStateEvent) => {
      const done = retiring.current;
      if (done) {
        retiring.current = null;
        window.history.replaceState(
          stateFor({ load: load.current, run: run.current, step: 1 }),
          "",
        );
        done();
        return;
      }
      const entry = entryOf(event.state);
      if (!entry) return;
      if (entry.load !== load.current) {
        // An entry of an earlier load of the page, whose entries are gone: skip its steps. Behind
        // the entry the page started on (a lower step), Back leaves the page; ahead, Forward
        // comes back to it.
        if (entry.step < startStep) window.history.go(-entry.step);
        else if (entry.step > startStep) window.history.go(startStep - entry.step);
        return;
      }
      if (entry.run === run.current) onStepRef.current(entry.step);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  const go = useCallback((next: number) => {
    const current = stepRef.current;
    if (next === current) return;
    const entry = { load: load.current, run: run.current, step: next };
    if (next > current) {
      // The wizard scrolls to the step it shows; the browser restoring the scroll position of
      // an entry would fight that. The new entry takes the mode of the current one.
      window.history.scrollRestoration = "manual";
      window.history.pushState(stateFor(entry), "");
      onStepRef.current(next);
    } else if (ownEntry(load.current, run.current)?.step === current) {
      // The entries behind are this run's steps 1 … current - 1, one each.
      window.history.go(next - current);
    } else {
      window.history.replaceState(stateFor(entry), "");
      onStepRef.current(next);
    }
  }, []);

  const retire = useCallback((done: () => void) => {
    const entry = ownEntry(load.current, run.current);
    run.current += 1;
    if (entry && entry.step > 1) {
      retiring.current = done;
      window.history.go(1 - entry.step);
      return;
    }
    window.history.replaceState(stateFor({ load: load.current, run: run.current, step: 1 }), "");
    done();
  }, []);

  return { go, retire };
}
