import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useLeaveGuard } from "./use-leave-guard.ts";

/** Whether leaving the page now would ask first (a cancelled beforeunload). */
function leavingAsks(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe("useLeaveGuard", () => {
  it("asks before leaving only while the form holds unsent entries", () => {
    const { rerender, unmount } = renderHook(({ active }) => useLeaveGuard(active), {
      initialProps: { active: false },
    });
    expect(leavingAsks()).toBe(false);
    rerender({ active: true });
    expect(leavingAsks()).toBe(true);
    rerender({ active: false });
    expect(leavingAsks()).toBe(false);
    rerender({ active: true });
    unmount();
    expect(leavingAsks()).toBe(false);
  });
});
