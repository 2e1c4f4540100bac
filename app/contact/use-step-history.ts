/**
 * The psychotherapy wizard's steps as entries of the browser's session history (issue 22), so the
 * phone's back gesture and the browser's Back and Forward move between steps instead of leaving
 * the page:
 *
 * - „Weiter“ pushes an entry for the next step; „Zurück“ (and a summary link to an earlier step)
 *   goes back through those entries, so Back and Forward walk the same line. Forward only reaches
 *   entries pushed by „Weiter“, i.e. steps the visitor reached and that were valid then.
 * - Every entry keeps the page's URL (a same-document entry, no fragment): nothing loads, so the
 *   leave guard's `beforeunload` does not ask. The step lives in the entry's state, with the id
 *   of the page load that pushed it and `first`, the step of that line's first entry (1 unless
 *   the line began with a restored step).
 * - A page loaded anew on one of these entries (a reload, a discarded tab, Back or Forward from
 *   another page without the back/forward cache) whose entries came back from the tab's draft
 *   (`resume`, see use-contact-draft.ts) adopts the entries: it shows the current entry's step,
 *   and Back and Forward keep walking the steps of before, since they are this wizard's steps
 *   first … n. Arrived on an entry that is not a step (a new visit, an in-page link), it shows
 *   the draft's step on a new line that starts there: „Zurück“ below it changes the step in place.
 *   Without a draft (none kept, storage refused) the page starts on step 1 and skips the entries
 *   of before, whose entries are gone: one Back leaves the page.
 * - A successful send or a discard goes back to the wizard's first entry and retires the step
 *   entries (a new `run`): Back then leaves the page, Forward changes nothing, and the sent or
 *   discarded form never comes back.
 *
 * - The wizard's entries do not restore the scroll position (`scrollRestoration` "manual", from
 *   the first „Weiter“ on): the wizard scrolls to the step it shows, as for „Weiter“.
 *
 * Entries another part of the page adds (an in-page link) carry no step; with one of those
 * current, „Zurück“ changes the step in place.
 */
import { useCallback, useEffect, useRef } from "react";
import { isWizardStep } from "./draft-storage.ts";

const KEY = "contactWizardStep";

interface StepEntry {
  /** The page load that began the line of entries (adopted by a load that resumes it). */
  load: string;
  /** Bumped by each successful send or discard: entries of an earlier run are retired. */
  run: number;
  step: number;
  /** The step of the line's first entry: the entries behind this one are steps first … step - 1. */
  first: number;
}

function entryOf(state: unknown): StepEntry | undefined {
  if (typeof state !== "object" || state === null || !(KEY in state)) return undefined;
  const entry = (state as Record<string, unknown>)[KEY];
  if (typeof entry !== "object" || entry === null) return undefined;
  const { load, run, step, first = 1 } = entry as Record<string, unknown>;
  if (
    typeof load !== "string" ||
    typeof run !== "number" ||
    // An entry's step outside the wizard's (set by hand) is no step of this wizard.
    !isWizardStep(step) ||
    !isWizardStep(first)
  )
    return undefined;
  return { load, run, step, first };
}

const stateFor = (entry: StepEntry) => ({ [KEY]: entry });

const newLoadId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export interface StepHistory {
  /** Moves to `next`: a new entry forward, back through the entries backward. */
  go: (next: number) => void;
  /**
   * After a successful send or a discard: back to the first entry, then `done` (after that move,
   * so the browser's scroll restoration of the entry comes before what `done` shows and focuses).
   */
  retire: (done: () => void) => void;
}

/** What a page load brings back: the step its draft holds, and how to show a step silently. */
export interface Resume {
  step: number;
  show: (step: number) => void;
}

/**
 * `step` is the wizard's current step; `onStep` is called when Back or Forward shows another
 * step of the current run (never for the entries of a page load not resumed, or an earlier run).
 * With `resume` (the draft's step, read before the first render), the page load takes up the
 * entries of before and shows its step through `resume.show`.
 */
export function useStepHistory(
  step: number,
  onStep: (step: number) => void,
  resume: Resume | null = null,
): StepHistory {
  const load = useRef("");
  const run = useRef(0);
  /** The step of the first entry of the current line. */
  const first = useRef(1);
  const stepRef = useRef(step);
  stepRef.current = step;
  const onStepRef = useRef(onStep);
  onStepRef.current = onStep;
  const resumeRef = useRef(resume);
  /** Set while the wizard goes back to the line's first entry: that move is not the visitor's. */
  const afterMove = useRef<(() => void) | null>(null);

  /** Makes the current entry `next` of a line that starts there, and shows it. */
  const restart = useCallback((next: number, show: (step: number) => void) => {
    first.current = next;
    window.history.replaceState(
      stateFor({ load: load.current, run: run.current, step: next, first: next }),
      "",
    );
    show(next);
  }, []);

  useEffect(() => {
    const earlier = entryOf(window.history.state);
    const resumed = resumeRef.current;
    if (resumed && earlier) {
      // The entries of before are this wizard's steps first … n: take them up as they are.
      load.current = earlier.load;
      run.current = earlier.run;
      first.current = earlier.first;
      resumed.show(earlier.step);
    } else if (resumed) {
      // Not on a step's entry: a new line that starts on the draft's step.
      load.current = newLoadId();
      first.current = resumed.step;
      window.history.replaceState(
        stateFor({ load: load.current, run: 0, step: resumed.step, first: resumed.step }),
        "",
      );
      resumed.show(resumed.step);
    } else {
      // Nothing to resume: the page starts on step 1, whatever the entry said before.
      load.current = newLoadId();
      window.history.replaceState(stateFor({ load: load.current, run: 0, step: 1, first: 1 }), "");
    }
    /** Entries of other loads lie behind the line's first entry (its step when not resumed). */
    const startStep = resumed ? first.current : (earlier?.step ?? 1);
    const onPopState = (event: PopStateEvent) => {
      const after = afterMove.current;
      if (after) {
        afterMove.current = null;
        after();
        return;
      }
      const entry = entryOf(event.state);
      if (!entry) return;
      if (entry.load !== load.current) {
        // An entry of an earlier load of the page that was not taken up: skip its steps. Behind
        // the entry the page started on, Back leaves the page; ahead, Forward comes back to it.
        if (entry.step <= startStep) window.history.go(-entry.step);
        else if (entry.step > startStep) window.history.go(startStep - entry.step);
        return;
      }
      if (entry.run === run.current) onStepRef.current(entry.step);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  const go = useCallback(
    (next: number) => {
      const current = stepRef.current;
      if (next === current) return;
      const own = entryOf(window.history.state);
      const isOwn = own?.load === load.current && own.run === run.current;
      if (next > current) {
        // The wizard scrolls to the step it shows; the browser restoring the scroll position of
        // an entry would fight that. The new entry takes the mode of the current one.
        window.history.scrollRestoration = "manual";
        window.history.pushState(
          stateFor({ load: load.current, run: run.current, step: next, first: first.current }),
          "",
        );
        onStepRef.current(next);
      } else if (isOwn && own.step === current && next >= own.first) {
        // The entries behind are this run's steps first … current - 1, one each.
        window.history.go(next - current);
      } else if (isOwn && own.step === current && current > own.first) {
        // Below the line's first entry: back to it, and it becomes `next`.
        afterMove.current = () => restart(next, onStepRef.current);
        window.history.go(own.first - current);
      } else {
        // On the line's first entry, or on an entry that is not a step: change it in place.
        restart(next, onStepRef.current);
      }
    },
    [restart],
  );

  const retire = useCallback(
    (done: () => void) => {
      const own = entryOf(window.history.state);
      const isOwn = own?.load === load.current && own.run === run.current;
      run.current += 1;
      const finish = () => restart(1, done);
      if (isOwn && own.step > own.first) {
        afterMove.current = finish;
        window.history.go(own.first - own.step);
        return;
      }
      finish();
    },
    [restart],
  );

  return { go, retire };
}
