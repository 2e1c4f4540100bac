import { type Dispatch, useId } from "react";
import { Link } from "react-router";
import type { NavLink } from "../../content/navigation.ts";
import type { HeaderEvent } from "./header-state.ts";

type Props = {
  links: readonly NavLink[];
  open: boolean;
  dispatch: Dispatch<HeaderEvent>;
  onOpen: (opener: HTMLElement) => void;
};

/** The floating menu with the quick links FAQ and Kontakt. */
export function QuickLinks({ links, open, dispatch, onOpen }: Props) {
  const listId = useId();
  return (
    <div className="quick-links" data-open={open || undefined}>
      <ul id={listId} className="quick-links__list" hidden={!open}>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path} className="quick-links__link">
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="quick-links__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={(event) => {
          if (!open) onOpen(event.currentTarget);
          dispatch({ type: "toggleFloating" });
        }}
      >
        {links.map((link) => link.name).join(" & ")}
      </button>
    </div>
  );
}
