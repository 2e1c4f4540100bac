import type { Dispatch } from "react";
import { Link } from "react-router";
import type { NavLink } from "#content/navigation.ts";
import { Disclosure } from "./disclosure.tsx";
import type { HeaderEvent } from "./header-state.ts";
import { POPUP_GROUP } from "./site-header.tsx";

type Props = {
  links: readonly NavLink[];
  open: boolean;
  dispatch: Dispatch<HeaderEvent>;
  onOpen: (opener: HTMLElement) => void;
};

/**
 * The floating menu with the quick links FAQ and Kontakt. It shares its details name with the
 * phone menu, so the two never cover each other. Its rail keeps it off the first screen
 * (site.css).
 */
export function QuickLinks({ links, open, dispatch, onOpen }: Props) {
  return (
    <div className="quick-links-rail">
      <Disclosure
        name={POPUP_GROUP}
        className="quick-links"
        summaryClassName="quick-links__toggle"
        summary={links.map((link) => link.name).join(" & ")}
        open={open}
        onToggle={() => dispatch({ type: "toggleFloating" })}
        onOpen={onOpen}
      >
        <ul className="quick-links__list">
          {links.map((link) => (
            <li key={link.path}>
              <Link
                to={link.path}
                className="quick-links__link"
                onClick={() => dispatch({ type: "closeAll" })}
              >
                {link.name}
              </Link>
            </li>
          ))}
        </ul>
      </Disclosure>
    </div>
  );
}
