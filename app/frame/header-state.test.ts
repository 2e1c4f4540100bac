import { describe, expect, it } from "vitest";
import { type HeaderState, headerReducer, initialHeaderState } from "./header-state.ts";

const allOpen: HeaderState = {
  selected: "Leistungen",
  floatingOpen: true,
  mobileOpen: true,
  scrolled: false,
};

describe("header state machine (requirements §4)", () => {
  it("any scroll closes every open menu and clears the selection", () => {
    expect(headerReducer(allOpen, { type: "scroll", scrollY: 10 })).toEqual({
      selected: null,
      floatingOpen: false,
      mobileOpen: false,
      scrolled: true,
    });
  });

  it("is scrolled exactly when scrollY > 0", () => {
    const scrolled = { ...initialHeaderState, scrolled: true };
    expect(headerReducer(initialHeaderState, { type: "scroll", scrollY: 1 }).scrolled).toBe(true);
    expect(headerReducer(scrolled, { type: "scroll", scrollY: 0 }).scrolled).toBe(false);
  });

  it("measuring the scroll position at the start sets the scrolled state and closes nothing", () => {
    expect(headerReducer(allOpen, { type: "measure", scrollY: 10 })).toEqual({
      ...allOpen,
      scrolled: true,
    });
    const scrolled = { ...allOpen, scrolled: true };
    expect(headerReducer(scrolled, { type: "measure", scrollY: 0 })).toEqual(allOpen);
  });

  it("returns the same state object when an event changes nothing, so the frame is not re-rendered", () => {
    expect(headerReducer(initialHeaderState, { type: "measure", scrollY: 0 })).toBe(
      initialHeaderState,
    );
    const scrolled = { ...initialHeaderState, scrolled: true };
    expect(headerReducer(scrolled, { type: "scroll", scrollY: 250 })).toBe(scrolled);
    expect(headerReducer(initialHeaderState, { type: "closeAll" })).toBe(initialHeaderState);
    expect(headerReducer(scrolled, { type: "scroll", scrollY: 0 })).not.toBe(scrolled);
  });

  it("an item with children opens its dropdown; the same again closes it", () => {
    const open = headerReducer(initialHeaderState, {
      type: "select",
      item: "Leistungen",
      hasChildren: true,
    });
    expect(open.selected).toBe("Leistungen");
    expect(
      headerReducer(open, { type: "select", item: "Leistungen", hasChildren: true }).selected,
    ).toBeNull();
  });

  it("choosing another item with children switches the dropdown", () => {
    const open = { ...initialHeaderState, selected: "Leistungen" };
    expect(
      headerReducer(open, { type: "select", item: "Therapieformen", hasChildren: true }).selected,
    ).toBe("Therapieformen");
  });

  it("opening a dropdown closes the floating menu but keeps the mobile menu", () => {
    const state = { ...initialHeaderState, floatingOpen: true, mobileOpen: true };
    const next = headerReducer(state, { type: "select", item: "Leistungen", hasChildren: true });
    expect(next).toMatchObject({ selected: "Leistungen", floatingOpen: false, mobileOpen: true });
  });

  it("toggling the floating menu closes the mobile menu and the dropdown", () => {
    const next = headerReducer({ ...allOpen, floatingOpen: false }, { type: "toggleFloating" });
    expect(next).toMatchObject({ floatingOpen: true, mobileOpen: false, selected: null });
    expect(headerReducer(next, { type: "toggleFloating" }).floatingOpen).toBe(false);
  });

  it("opening the mobile menu closes the floating menu and keeps the dropdown", () => {
    const state = { ...initialHeaderState, floatingOpen: true, selected: "Leistungen" };
    const next = headerReducer(state, { type: "toggleMobile" });
    expect(next).toMatchObject({ mobileOpen: true, floatingOpen: false, selected: "Leistungen" });
    expect(headerReducer(next, { type: "toggleMobile" }).mobileOpen).toBe(false);
  });

  it("closeAll closes every menu and keeps the scrolled state", () => {
    expect(headerReducer({ ...allOpen, scrolled: true }, { type: "closeAll" })).toEqual({
      selected: null,
      floatingOpen: false,
      mobileOpen: false,
      scrolled: true,
    });
  });

  it("choosing a plain link closes every menu", () => {
    const next = headerReducer(allOpen, { type: "select", item: "Über mich", hasChildren: false });
    expect(next).toMatchObject({ selected: null, floatingOpen: false, mobileOpen: false });
  });
});
