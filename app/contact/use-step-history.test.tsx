/**
 * The wizard's step entries, with the browser's traversals played by `popstate` events (the
 * browser tests in e2e/contact-history.spec.ts and, for a page loaded anew, e2e/contact-draft.spec.ts
 * use the real Back and Forward).
 */
import { act, renderHook } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useStepHistory } from "./use-step-history.ts";

const KEY = "contactWizardStep";
type Entry = { load: string; run: number; step: number; first: number };
const entry = () => (window.history.state as Record<string, Entry> | null)?.[KEY];

/** The browser arriving at an entry with `state` (Back or Forward). */
function arrive(state: unknown) {
  act(() => {
    window.dispatchEvent(new PopStateEvent("popstate", { state }));
  });
}

/** The wizard's step; with `resumeStep`, a page load whose draft holds that step. */
function renderWizard(resumeStep: number | null = null) {
  const shown: number[] = [];
  const restored: number[] = [];
  const view = renderHook(() => {
    const [step, setStep] = useState(1);
    const history = useStepHistory(
      step,
      (next) => {
        shown.push(next);
        setStep(next);
      },
      resumeStep === null
        ? null
        : {
            step: resumeStep,
            show: (next) => {
              restored.push(next);
              setStep(next);
            },
          },
    );
    return { step, ...history };
  });
  return { ...view, shown, restored };
}

let go: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  window.history.replaceState(null, "", "/psychotherapie/kontakt");
  go = vi.spyOn(window.history, "go").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("useStepHistory", () => {
  it("pushes an entry per step forward and goes back through them", () => {
    const { result, shown } = renderWizard();
    expect(entry()).toMatchObject({ run: 0, step: 1 });
    const length = window.history.length;

    act(() => result.current.go(2));
    act(() => result.current.go(3));
    expect(window.history.length).toBe(length + 2);
    expect(entry()).toMatchObject({ step: 3 });
    expect(window.location.pathname).toBe("/psychotherapie/kontakt");
    expect(window.location.hash).toBe("");
    expect(window.history.scrollRestoration).toBe("manual");

    // „Zurück“ and a summary link to step 1 are Back through the entries.
    act(() => result.current.go(2));
    expect(go).toHaveBeenLastCalledWith(-1);
    act(() => result.current.go(1));
    expect(go).toHaveBeenLastCalledWith(-2);
    expect(result.current.step).toBe(3);

    const load = entry()?.load;
    arrive({ [KEY]: { load, run: 0, step: 2 } });
    expect(result.current.step).toBe(2);
    arrive({ [KEY]: { load, run: 0, step: 3 } });
    expect(shown).toEqual([2, 3, 2, 3]);
    // An entry another part of the page added (an in-page link) changes nothing.
    arrive(null);
    expect(result.current.step).toBe(3);
  });

  it("without a draft, skips the entries of an earlier load of the page: Back leaves, Forward returns", () => {
    // Reloaded on step 3 of an earlier load that had reached step 5.
    window.history.replaceState({ [KEY]: { load: "earlier", run: 0, step: 3 } }, "");
    const { result, shown } = renderWizard();
    expect(entry()).toMatchObject({ run: 0, step: 1 });
    expect(entry()?.load).not.toBe("earlier");

    arrive({ [KEY]: { load: "earlier", run: 0, step: 2 } });
    expect(go).toHaveBeenLastCalledWith(-2);
    arrive({ [KEY]: { load: "earlier", run: 0, step: 5 } });
    expect(go).toHaveBeenLastCalledWith(-2);
    expect(shown).toEqual([]);
    expect(result.current.step).toBe(1);
  });

  it("after a send, goes back to the first entry, then retires the step entries", () => {
    const { result, shown } = renderWizard();
    act(() => result.current.go(2));
    act(() => result.current.go(3));
    const load = entry()?.load;
    const done = vi.fn();

    act(() => result.current.retire(done));
    expect(go).toHaveBeenLastCalledWith(-2);
    expect(done).not.toHaveBeenCalled();
    arrive({ [KEY]: { load, run: 0, step: 1 } });
    expect(done).toHaveBeenCalledOnce();
    expect(entry()).toMatchObject({ load, run: 1, step: 1 });

    // Forward to a step of the sent form shows nothing of it.
    arrive({ [KEY]: { load, run: 0, step: 2 } });
    expect(shown).toEqual([2, 3]);
  });

  it("on step 1, a send retires at once", () => {
    const { result } = renderWizard();
    const done = vi.fn();
    act(() => result.current.retire(done));
    expect(go).not.toHaveBeenCalled();
    expect(done).toHaveBeenCalledOnce();
    expect(entry()).toMatchObject({ run: 1, step: 1 });
  });

  it("with a draft, takes up the entries of an earlier load: its step, then Back and Forward through them", () => {
    // Reloaded (or loaded anew on Back) on step 3 of an earlier load.
    window.history.replaceState({ [KEY]: { load: "earlier", run: 0, step: 3, first: 1 } }, "");
    const { result, shown, restored } = renderWizard(3);
    expect(restored).toEqual([3]);
    expect(result.current.step).toBe(3);
    expect(entry()).toEqual({ load: "earlier", run: 0, step: 3, first: 1 });

    // „Zurück“ is Back through the entries of before.
    act(() => result.current.go(2));
    expect(go).toHaveBeenLastCalledWith(-1);
    arrive({ [KEY]: { load: "earlier", run: 0, step: 2, first: 1 } });
    arrive({ [KEY]: { load: "earlier", run: 0, step: 3, first: 1 } });
    expect(shown).toEqual([2, 3]);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it("with a draft, shows the entry's step, not the draft's (Back past step 1, then Forward)", () => {
    window.history.replaceState({ [KEY]: { load: "earlier", run: 0, step: 1, first: 1 } }, "");
    const { result, restored } = renderWizard(2);
    expect(restored).toEqual([1]);
    expect(result.current.step).toBe(1);
    arrive({ [KEY]: { load: "earlier", run: 0, step: 2, first: 1 } });
    expect(result.current.step).toBe(2);
  });

  it("with a draft but no step entry (arrived anew), starts a line on the draft's step", () => {
    const { result, restored } = renderWizard(3);
    expect(restored).toEqual([3]);
    expect(entry()).toMatchObject({ run: 0, step: 3, first: 3 });

    // Within the line, „Zurück“ is Back through its entries …
    act(() => result.current.go(4));
    expect(entry()).toMatchObject({ step: 4, first: 3 });
    act(() => result.current.go(3));
    expect(go).toHaveBeenLastCalledWith(-1);
    // … below its first entry, Back to that entry, which becomes the step …
    act(() => result.current.go(2));
    expect(go).toHaveBeenLastCalledWith(-1);
    arrive({ [KEY]: { load: entry()?.load, run: 0, step: 3, first: 3 } });
    expect(result.current.step).toBe(2);
    expect(entry()).toMatchObject({ step: 2, first: 2 });
    // … and on the line's first entry, „Zurück“ changes it in place.
    act(() => result.current.go(1));
    expect(go).toHaveBeenCalledTimes(2);
    expect(entry()).toMatchObject({ step: 1, first: 1 });
    expect(result.current.step).toBe(1);
  });
});
