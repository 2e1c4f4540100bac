/**
 * The header's state machine (requirements §4). Pure, so every transition is tested on its own.
 * The menus are <details> disclosures that open without script; once hydrated, React owns
 * their open state through this machine.
 */
export type HeaderState = {
  /** The name of the selected menu item whose dropdown is open, if any. */
  selected: string | null;
  floatingOpen: boolean;
  mobileOpen: boolean;
  scrolled: boolean;
};

export type HeaderEvent =
  | { type: "scroll"; scrollY: number }
  /** The scroll position read when the page starts, not a scroll: no menu closes. */
  | { type: "measure"; scrollY: number }
  | { type: "select"; item: string; hasChildren: boolean }
  | { type: "toggleFloating" }
  | { type: "toggleMobile" }
  | { type: "closeAll" };

export const initialHeaderState: HeaderState = {
  selected: null,
  floatingOpen: false,
  mobileOpen: false,
  scrolled: false,
};

const closed = { selected: null, floatingOpen: false, mobileOpen: false } as const;

/**
 * The next state; the same object when nothing changed, so that React skips re-rendering the
 * frame. The start-up `measure` and every scroll event would otherwise re-render all of it.
 */
export function headerReducer(state: HeaderState, event: HeaderEvent): HeaderState {
  const next = transition(state, event);
  const changed = (Object.keys(next) as (keyof HeaderState)[]).some(
    (key) => next[key] !== state[key],
  );
  return changed ? next : state;
}

function transition(state: HeaderState, event: HeaderEvent): HeaderState {
  switch (event.type) {
    case "scroll":
      return { ...state, ...closed, scrolled: event.scrollY > 0 };
    case "measure":
      return { ...state, scrolled: event.scrollY > 0 };
    case "select":
      if (!event.hasChildren) return { ...state, ...closed };
      return state.selected === event.item
        ? { ...state, selected: null }
        : { ...state, selected: event.item, floatingOpen: false };
    case "toggleFloating":
      return { ...state, floatingOpen: !state.floatingOpen, mobileOpen: false, selected: null };
    // The phone menu and the floating menu would overlap: one closes the other, as the
    // shared details name does without script.
    case "toggleMobile":
      return { ...state, mobileOpen: !state.mobileOpen, floatingOpen: false };
    case "closeAll":
      return { ...state, ...closed };
  }
}
